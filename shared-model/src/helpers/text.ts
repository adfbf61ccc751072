// Text cut-offs used by cards and lists.

/** The first `max` characters plus "..." when longer (whole code points, trailing space trimmed). */
export function truncate(text: string | null | undefined, max: number, ellipsis = '...'): string {
  const value = text ?? '';
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  return `${chars.slice(0, max).join('').trimEnd()}${ellipsis}`;
}

/** Recent activity: a post's title is the first 30 characters of its content plus an ellipsis. */
export function postSnippet(content: string | null | undefined, max = 30): string {
  return truncate(content, max);
}

/** "Jane Doe" from names, trimmed. */
export function fullName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  return `${(firstName ?? '').trim()} ${(lastName ?? '').trim()}`.trim();
}

/** Admin skills input: comma-separated, trimmed, empties dropped, duplicates removed. */
export function splitCommaList(input: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of (input ?? '').split(',')) {
    const item = raw.trim();
    if (item === '' || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out;
}

/** A member's studies in one line: "Film · Tisch · Class of 2027" (the parts they have). */
export function studyLine(member: {
  major?: string | null;
  school?: string | null;
  graduationYear?: number | null;
}): string {
  return [
    member.major,
    member.school,
    member.graduationYear ? `Class of ${member.graduationYear}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
