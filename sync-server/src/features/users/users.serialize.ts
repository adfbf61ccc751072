// The one serialisation of a user row for replies (REST and sync). Never a password hash.
// Privacy per field (ADR 024): the e-mail address and phone number are in the reply only when the
// view allows them; without a view a reply is what every member may see, so a caller that does
// not know the viewer can never leak a field.
import { isAdminUser } from '@greenroom/shared-model/helpers/admin';
import type {
  CurrentUser,
  SettingsFlags,
  User,
  UserSummary,
} from '@greenroom/shared-model/schemas/users';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { fieldVisible, type ProfileView, type Viewer, viewOf } from '../privacy/viewer';

/** Admin = flagged isAdmin, or the primary admin e-mail (case-insensitive) once verified. */
export function isEffectiveAdmin(
  row: Pick<UserRow, 'email' | 'isAdmin' | 'isVerified'>,
  env: AppEnv,
): boolean {
  return isAdminUser(row, env.PRIMARY_ADMIN_EMAIL);
}

/** The row as `viewer` may see it (no viewer: as every member may). */
export function toUserFor(row: UserRow, env: AppEnv, viewer: Viewer | undefined): User {
  return toUser(row, env, viewOf(viewer, row.id));
}

export function toUser(row: UserRow, env: AppEnv, view: ProfileView = 'member'): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: fieldVisible(row.emailVisibility, view) ? row.email : null,
    phoneNumber: fieldVisible(row.phoneVisibility, view) ? row.phoneNumber : null,
    profileImageUrl: row.profileImageUrl,
    profileImageInfo: row.profileImageInfo,
    school: row.school,
    major: row.major,
    program: row.program,
    graduationYear: row.graduationYear,
    bio: row.bio,
    skills: row.skills,
    portfolioUrl: row.portfolioUrl,
    website: row.website,
    instagramUrl: row.instagramUrl,
    linkedinUrl: row.linkedinUrl,
    twitterUrl: row.twitterUrl,
    youtubeUrl: row.youtubeUrl,
    imdbUrl: row.imdbUrl,
    createdAt: row.createdAt.toISOString(),
    isVerified: row.isVerified,
    isSuspended: row.isSuspended,
    isAdmin: isEffectiveAdmin(row, env),
  };
}

/** The small record embedded in lists (connections, viewers, suggestions). */
export function toUserSummary(
  row: UserRow,
  env: AppEnv,
  view: ProfileView = 'member',
): UserSummary {
  const u = toUser(row, env, view);
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    profileImageUrl: u.profileImageUrl,
    profileImageInfo: u.profileImageInfo,
    school: u.school,
    major: u.major,
    graduationYear: u.graduationYear,
    isVerified: u.isVerified,
  };
}

/** The member's settings flags (their own row; the settings calls' reply). */
export function toSettingsFlags(row: UserRow): SettingsFlags {
  return {
    hideProfileViews: row.hideProfileViews,
    emailNotifications: row.emailNotifications,
    emailJobMatches: row.emailJobMatches,
    emailConnectionRequests: row.emailConnectionRequests,
    emailJobApplications: row.emailJobApplications,
    emailProfileViews: row.emailProfileViews,
    emailComments: row.emailComments,
    emailMessages: row.emailMessages,
  };
}

export function toCurrentUser(row: UserRow, env: AppEnv): CurrentUser {
  return {
    ...toUser(row, env, 'self'),
    email: row.email,
    ...toSettingsFlags(row),
    emailVisibility: row.emailVisibility,
    phoneVisibility: row.phoneVisibility,
    coursesVisibility: row.coursesVisibility,
    pushMutedTypes: row.pushMutedTypes as CurrentUser['pushMutedTypes'],
    hasPassword: row.passwordHash !== null,
    hasGoogle: row.googleSub !== null,
    authProvider: row.passwordHash !== null ? 'password' : 'google',
  };
}
