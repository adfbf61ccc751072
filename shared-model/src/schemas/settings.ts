// Settings: privacy and e-mail preferences (spec part 1 §2 Settings, §7 "Users, settings").
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../catalogues';
import { EMAIL_PREFERENCE_KEYS, type EmailPreferenceKey } from '../notification-types';
import { mutation } from './mutation-def';
import { SettingsFlags } from './users';

/** POST /api/privacy/profile-views */
export const PrivacyBody = z.object({ hideProfileViews: z.boolean() });
export type PrivacyBody = z.infer<typeof PrivacyBody>;

/** POST /api/user/email-preferences: one (or more) of the EMAIL_SWITCHES flags. */
export const EmailPreferencesBody = z
  .object({
    emailNotifications: z.boolean().optional(),
    emailJobMatches: z.boolean().optional(),
    emailConnectionRequests: z.boolean().optional(),
    emailJobApplications: z.boolean().optional(),
    emailProfileViews: z.boolean().optional(),
    emailComments: z.boolean().optional(),
    emailMessages: z.boolean().optional(),
  } satisfies Record<EmailPreferenceKey, z.ZodOptional<z.ZodBoolean>>)
  .refine((b) => EMAIL_PREFERENCE_KEYS.some((k) => b[k] !== undefined), {
    message: 'Choose a setting to change',
  });
export type EmailPreferencesBody = z.infer<typeof EmailPreferencesBody>;

/** POST /api/user/push-preferences: the types to keep in the app only (no push). */
const PushPreferencesBody = z.object({
  mutedTypes: z.array(z.enum(NOTIFICATION_TYPES)).max(NOTIFICATION_TYPES.length),
});

/** Reply of both calls: the member's settings after the change. */
export const SettingsReply = SettingsFlags;
export type SettingsReply = z.infer<typeof SettingsReply>;

/** The settings writes of the outbox (see mutations.ts). */
export const SettingsMutations = {
  setProfileViewPrivacy: mutation('POST', '/api/privacy/profile-views', PrivacyBody),
  setEmailPreferences: mutation('POST', '/api/user/email-preferences', EmailPreferencesBody),
  setPushPreferences: mutation('POST', '/api/user/push-preferences', PushPreferencesBody),
} as const;
