// The name of a blocked or muted member, as the one who blocked or muted them sees it.
import type { MemberName } from '@greenroom/shared-model/schemas/privacy';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { toUserSummary } from '../users/users.serialize';

export function memberName(row: UserRow | undefined, env: AppEnv): { member?: MemberName } {
  if (!row || row.deletedAt) return {};
  const u = toUserSummary(row, env);
  return {
    member: {
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      profileImageUrl: u.profileImageUrl,
    },
  };
}
