// The one serialisation of a user row for replies (REST and sync). Never a password hash.
import { isAdminUser } from '@greenroom/shared-model/helpers/admin';
import type {
  CurrentUser,
  SettingsFlags,
  User,
  UserSummary,
} from '@greenroom/shared-model/schemas/users';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';

/** Admin = flagged isAdmin, or the primary admin e-mail (case-insensitive) once verified. */
export function isEffectiveAdmin(
  row: Pick<UserRow, 'email' | 'isAdmin' | 'isVerified'>,
  env: AppEnv,
): boolean {
  return isAdminUser(row, env.PRIMARY_ADMIN_EMAIL);
}

export function toUser(row: UserRow, env: AppEnv): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    profileImageUrl: row.profileImageUrl,
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
export function toUserSummary(row: UserRow, env: AppEnv): UserSummary {
  const u = toUser(row, env);
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    profileImageUrl: u.profileImageUrl,
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
  };
}

export function toCurrentUser(row: UserRow, env: AppEnv): CurrentUser {
  return {
    ...toUser(row, env),
    ...toSettingsFlags(row),
    pushMutedTypes: row.pushMutedTypes as CurrentUser['pushMutedTypes'],
    hasPassword: row.passwordHash !== null,
    hasGoogle: row.googleSub !== null,
    authProvider: row.passwordHash !== null ? 'password' : 'google',
  };
}
