// What the optimistic profile and the server's profile have in common: an edit is a per-field
// merge of the fields present in PUT /api/users/profile (last write wins per field).
import type { UpdateProfileBody, User } from '../schemas/users';

export type ProfileEdit = {
  [K in keyof UpdateProfileBody]?: Exclude<UpdateProfileBody[K], undefined>;
};

/** The fields an edit writes: only those present in the body. */
export function profileEdit(body: UpdateProfileBody): ProfileEdit {
  const edit: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) edit[key] = value;
  }
  return edit as ProfileEdit;
}

/** The member after an edit of their profile. */
export function editedProfile<U extends User>(user: U, body: UpdateProfileBody): U {
  return { ...user, ...profileEdit(body) };
}
