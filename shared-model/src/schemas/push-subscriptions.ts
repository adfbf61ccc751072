// Web push subscriptions (decisions.md "Notifications"; the spec's push arrives with the app
// closed). Body shape is the browser's PushSubscription#toJSON().
import { z } from 'zod';
import { PUSH_ENDPOINT_MAX_LENGTH } from '../constants';
import { text } from './common';

const Base64Url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Invalid key');

/** POST /api/push-subscriptions. The server also requires https on port 443 to a public host. */
export const PushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(PUSH_ENDPOINT_MAX_LENGTH),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: Base64Url.max(200),
    auth: Base64Url.max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** DELETE /api/push-subscriptions */
export const DeletePushSubscriptionBody = z.object({
  endpoint: text().min(1).max(PUSH_ENDPOINT_MAX_LENGTH),
});
export type DeletePushSubscriptionBody = z.infer<typeof DeletePushSubscriptionBody>;

/** GET /api/push-subscriptions/vapid-public-key */
export const VapidPublicKeyReply = z.object({ publicKey: z.string().min(1) });
export type VapidPublicKeyReply = z.infer<typeof VapidPublicKeyReply>;
