// Privacy per field, block and mute (issue 28 §2 and §3, ADR 024).
import { z } from 'zod';
import { PRIVACY_TEXTS } from '../texts';
import { Id, Timestamp } from './common';
import { mutation } from './mutation-def';
import { FieldAudienceSchema } from './users';

/** POST /api/privacy/fields: one or more of the three choices. */
const FieldPrivacyBody = z
  .object({
    emailVisibility: FieldAudienceSchema.optional(),
    phoneVisibility: FieldAudienceSchema.optional(),
    coursesVisibility: FieldAudienceSchema.optional(),
  })
  .refine(
    (b) =>
      b.emailVisibility !== undefined ||
      b.phoneVisibility !== undefined ||
      b.coursesVisibility !== undefined,
    { message: PRIVACY_TEXTS.chooseField },
  );

/** The member a block or mute names, as the one who blocked or muted sees them. */
export const MemberName = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type MemberName = z.infer<typeof MemberName>;

/**
 * A block (replicated entity 'block', only the blocker's: the blocked member is never told). A
 * member blocks another at most once, so the blocked member's id is the key (as savedJob).
 */
export const Block = z.object({
  blockedId: Id,
  userId: Id,
  createdAt: Timestamp,
  /** Absent when the blocked account no longer exists. */
  member: MemberName.optional(),
});
export type Block = z.infer<typeof Block>;

/** A mute (replicated entity 'mute', only the muter's). */
export const Mute = z.object({
  mutedId: Id,
  userId: Id,
  createdAt: Timestamp,
  member: MemberName.optional(),
});
export type Mute = z.infer<typeof Mute>;

/** POST /api/blocks and POST /api/mutes: the member to block or mute. */
const MemberRefBody = z.object({ userId: Id });

/** The privacy writes of the outbox (see mutations.ts). */
export const PrivacyMutations = {
  setFieldPrivacy: mutation('POST', '/api/privacy/fields', FieldPrivacyBody),
  blockMember: mutation('POST', '/api/blocks', MemberRefBody),
  unblockMember: mutation('DELETE', '/api/blocks/:userId'),
  muteMember: mutation('POST', '/api/mutes', MemberRefBody),
  unmuteMember: mutation('DELETE', '/api/mutes/:userId'),
} as const;
