// The address and password every test layer signs its members up with (API tests, the sync and
// production tests over HTTP, the benchmarks and the e2e specs).

/** Every test member's password. */
export const TEST_PASSWORD = 'correct horse 42';

let counter = 0;

/** A member address no other test of this run uses (`domain`: another school's, or none). */
export function uniqueEmail(prefix = 'member', domain = 'nyu.edu'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@${domain}`;
}
