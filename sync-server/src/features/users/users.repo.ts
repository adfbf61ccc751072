// Drizzle queries of users (profiles); every function takes the pool or the request's transaction.
import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { type NewUserRow, type UserRow, users } from '../../db/schema/users';

export async function findUserById(db: AppDb, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Rows by id in one query (authors of a page of posts, profiles referenced by a pull). */
export async function findUsersByIds(db: AppDb, ids: Iterable<string>): Promise<UserRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, unique));
}

/** The fields a member edits: the profile (PUT /api/users/profile) and the settings flags. */
export type ProfilePatch = Partial<
  Pick<
    NewUserRow,
    | 'firstName'
    | 'lastName'
    | 'school'
    | 'major'
    | 'program'
    | 'graduationYear'
    | 'bio'
    | 'phoneNumber'
    | 'portfolioUrl'
    | 'website'
    | 'instagramUrl'
    | 'linkedinUrl'
    | 'twitterUrl'
    | 'youtubeUrl'
    | 'imdbUrl'
    | 'skills'
    | 'hideProfileViews'
    | 'emailNotifications'
    | 'emailJobMatches'
    | 'emailConnectionRequests'
    | 'emailJobApplications'
    | 'emailProfileViews'
    | 'emailComments'
    | 'emailMessages'
    | 'pushMutedTypes'
    | 'emailVisibility'
    | 'phoneVisibility'
    | 'coursesVisibility'
  >
>;

/** Writes only the fields present in `patch` (per-field merge; last write wins per field). */
export async function updateProfile(
  db: AppDb,
  userId: string,
  patch: ProfilePatch,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
