import type { UserSummary } from '@greenroom/shared-model/schemas/users';

/** The member as the author of their own optimistic rows (the reply replaces it on ack). */
export function authorSummary(user: UserSummary): UserSummary {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    school: user.school,
    major: user.major,
    graduationYear: user.graduationYear,
    isVerified: user.isVerified,
  };
}
