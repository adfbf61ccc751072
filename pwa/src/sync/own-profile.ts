// The member's own `users` row in the replica is the freshest copy of their profile on this
// device: an edit shows there at once (pending), then as the server acknowledged it, and edits
// from their other devices arrive there by pull. The header and menus read the auth store, so
// the row's profile fields are mirrored into it.
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { liveQuery } from 'dexie';
import type { MemberDb, ReplicaRow } from '../client-core/local-db/member-db';

/** What the member edits about themself (profile and settings). Flags (admin, suspended, verified) and e-mail stay the server's word. */
const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'profileImageUrl',
  'school',
  'major',
  'program',
  'graduationYear',
  'bio',
  'phoneNumber',
  'skills',
  'portfolioUrl',
  'website',
  'instagramUrl',
  'linkedinUrl',
  'twitterUrl',
  'youtubeUrl',
  'imdbUrl',
  // The settings switches.
  'hideProfileViews',
  'emailNotifications',
  'emailJobMatches',
  'emailConnectionRequests',
  'emailJobApplications',
  'emailProfileViews',
  'emailComments',
  'emailMessages',
  'pushMutedTypes',
] as const satisfies ReadonlyArray<keyof CurrentUser>;

/** The profile fields the row carries (absent fields are left out, not blanked). */
export function profileFieldsOf(row: ReplicaRow): Partial<CurrentUser> {
  const fields: Record<string, unknown> = { id: row.id };
  for (const field of PROFILE_FIELDS) if (field in row) fields[field] = row[field];
  return fields as Partial<CurrentUser>;
}

export interface OwnProfileWatchOptions {
  db: MemberDb;
  userId: string;
  /** `updateCurrentUser` of the auth store. */
  update(changes: Partial<CurrentUser>): void;
}

export function watchOwnProfile({ db, userId, update }: OwnProfileWatchOptions): () => void {
  let first = true;
  const subscription = liveQuery(() => db.users.get(userId)).subscribe({
    next: (row) => {
      const initial = first;
      first = false;
      if (!row) return;
      // At start the stored row may be older than the server's answer about the member (the
      // pull that refreshes it is under way); only an edit of ours still queued is surely newer.
      if (initial && row.pending === undefined) return;
      update(profileFieldsOf(row as ReplicaRow));
    },
    error: (error) => console.warn('Own profile watch failed', error),
  });
  return () => subscription.unsubscribe();
}
