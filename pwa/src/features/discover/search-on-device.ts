// Discover without the server: the profiles this device holds, filtered the way the server
// filters and matched word by word (every typed word somewhere in the name, bio, skills, school
// or major), names first.
import type { DiscoverFilters } from '@greenroom/shared-model/helpers/discover-filters';
import type { User } from '@greenroom/shared-model/schemas/users';

const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();

function nameOf(u: User): string {
  return lower(`${u.firstName} ${u.lastName}`);
}

export function searchOnDevice(
  users: readonly User[],
  filters: DiscoverFilters,
  me: string,
): User[] {
  const words = lower(filters.q).split(/\s+/).filter(Boolean);
  const scored: { user: User; score: number }[] = [];
  for (const u of users) {
    if (u.id === me || u.isSuspended) continue;
    if (filters.skill && !u.skills.some((s) => lower(s) === lower(filters.skill))) continue;
    if (filters.gradYear && u.graduationYear !== filters.gradYear) continue;
    if (filters.school && u.school !== filters.school) continue;
    if (filters.major && lower(u.major) !== lower(filters.major)) continue;
    const name = nameOf(u);
    const rest = [u.bio, u.school, u.major, ...u.skills].map(lower).join(' ');
    let score = 0;
    let all = true;
    for (const w of words) {
      if (name.includes(w)) score += 2;
      else if (rest.includes(w)) score += 1;
      else all = false;
    }
    if (all) scored.push({ user: u, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || nameOf(a.user).localeCompare(nameOf(b.user)))
    .map((s) => s.user);
}
