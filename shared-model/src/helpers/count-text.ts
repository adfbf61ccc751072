// Count wording.

/** "1 user", "2 users", "0 users". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Connections page: "No connections yet", "1 connection", "N connections". */
export function connectionCountText(count: number): string {
  return count <= 0 ? 'No connections yet' : pluralize(count, 'connection');
}

/** Count link on a profile: "No connections", "1 connection", "N connections". */
export function connectionCountLinkText(count: number): string {
  return count <= 0 ? 'No connections' : pluralize(count, 'connection');
}

/** Withdraw-all confirmation with the count. */
export function withdrawAllConfirmText(count: number): string {
  return `Are you sure you want to withdraw ${pluralize(count, 'application')}? This action cannot be undone.`;
}

/** Result count line of discover and the admin user search. */
export function resultCountText(count: number, noun = 'user'): string {
  return `${pluralize(count, noun)} found`;
}
