// The profile write (spec part 1 §5, §7): PUT /api/users/profile, a per-field merge.
import { isEmptyEdit } from '@greenroom/shared-model/rows/edit';
import { profileEdit } from '@greenroom/shared-model/rows/users';
import { PROFILE_TEXTS } from '@greenroom/shared-model/texts';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { updateProfile } from './users.repo';
import { toCurrentUser } from './users.serialize';

const updateProfileMutator = defineMutator('updateProfile', {
  // The account's own profile, before verification too: nobody else sees it until then (ADR 023).
  access: 'account',
  async run({ db, actor, body, env, now }) {
    const edit = profileEdit(body);
    if (isEmptyEdit(edit)) return reply(toCurrentUser(actor, env));
    const updated = await updateProfile(db, actor.id, edit, now);
    if (!updated) return refuse(404, PROFILE_TEXTS.userNotFound);
    return reply(toCurrentUser(updated, env));
  },
});

export const USER_MUTATORS = [updateProfileMutator];
