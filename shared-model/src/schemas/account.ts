// The member's own account: "Download my data" (issue 16).
import { z } from 'zod';
import { Timestamp } from './common';

const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;

/** POST and GET /api/account/export: where the member's latest archive stands. */
export const DataExportReply = z.object({
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: Timestamp,
  readyAt: Timestamp.nullable(),
  expiresAt: Timestamp.nullable(),
});
export type DataExportReply = z.infer<typeof DataExportReply>;

/** The archive's top-level sections, in order. */
export const DATA_EXPORT_SECTIONS = [
  'profile',
  'courses',
  'portfolioItems',
  'posts',
  'comments',
  'conversations',
  'messages',
  'events',
  'jobs',
  'savedJobs',
  'applications',
  'applicationsToMyJobs',
  'collaborations',
  'connections',
  'notifications',
  'profileViews',
] as const;

/** POST /api/account/delete: the password (accounts without one: a sign-in of the last minutes). */
export const DeleteAccountBody = z.object({
  currentPassword: z.string().max(200).optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
