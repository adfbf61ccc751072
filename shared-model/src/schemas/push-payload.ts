// The payload of a web push message (server → service worker).
import { z } from 'zod';
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
