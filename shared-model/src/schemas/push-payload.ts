// The payload of a web push message (server → service worker).
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../catalogues';
import { Id } from './common';

export const PushPayload = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(1000),
  /** Same-origin path to open on click, e.g. /jobs/{id}. */
  url: z
    .string()
    .max(2048)
    .refine((v) => v.startsWith('/') && !v.startsWith('//'), 'Must be a path on this site'),
  /** Notifications with the same tag replace each other. */
  tag: z.string().min(1).max(200),
  notificationId: Id.optional(),
  /** The notification's type (the service worker offers Accept/Decline on a request, Reply on a message). */
  type: z.enum(NOTIFICATION_TYPES).optional(),
  /** The member's unread count, for the app badge. */
  badge: z.number().int().nonnegative().optional(),
  /** A connection request's id, for its Accept and Decline actions. */
  connectionId: Id.optional(),
  /** A message's conversation, for its Reply action. */
  conversationId: Id.optional(),
});
export type PushPayload = z.infer<typeof PushPayload>;

/** Parse a push message's JSON text; null when it is not a valid payload. */
export function parsePushPayload(text: string): PushPayload | null {
  try {
    const result = PushPayload.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
