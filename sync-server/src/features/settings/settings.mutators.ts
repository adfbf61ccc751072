// The settings writes (spec part 1 §7 "Users, settings"): POST /api/privacy/profile-views and
// POST /api/user/email-preferences, each the member's own flags only.
import { settingsChange } from '@greenroom/shared-model/rows/settings';
import type { SettingsReply } from '@greenroom/shared-model/schemas/settings';
import { PROFILE_TEXTS } from '@greenroom/shared-model/texts';
import { defineMutator, type MutatorContext, refuse, reply } from '../../mutators/define';
import { updateProfile } from '../users/users.repo';
import { toSettingsFlags } from '../users/users.serialize';

async function saveFlags({ db, actor, body, now }: MutatorContext<Partial<SettingsReply>>) {
  const updated = await updateProfile(db, actor.id, settingsChange(body), now);
  if (!updated) return refuse(404, PROFILE_TEXTS.userNotFound);
  return reply(toSettingsFlags(updated));
}

const setProfileViewPrivacyMutator = defineMutator('setProfileViewPrivacy', {
  access: 'account', // the account's own settings, before verification too (ADR 023)
  run: saveFlags,
});

const setEmailPreferencesMutator = defineMutator('setEmailPreferences', {
  access: 'account', // the account's own settings, before verification too (ADR 023)
  run: saveFlags,
});

const setPushPreferencesMutator = defineMutator('setPushPreferences', {
  access: 'account', // the account's own settings, before verification too (ADR 023)
  async run({ db, actor, body, now }) {
    const pushMutedTypes = [...new Set(body.mutedTypes)];
    const updated = await updateProfile(db, actor.id, { pushMutedTypes }, now);
    if (!updated) return refuse(404, PROFILE_TEXTS.userNotFound);
    return reply({ pushMutedTypes });
  },
});

export const SETTINGS_MUTATORS = [
  setProfileViewPrivacyMutator,
  setEmailPreferencesMutator,
  setPushPreferencesMutator,
];
