// The app a fuzz file runs against: its callers, and rows that exist (so that generated ids
// sometimes name real posts and members, and calls reach past "not found").
import { createTestApp, type TestApp } from '../support/test-app';
import { Callers } from './callers';

export interface FuzzFixture {
  t: TestApp;
  callers: Callers;
  /** Ids of rows that exist: two posts of the member, and the member. */
  knownIds: string[];
}

export async function createFuzzFixture(): Promise<FuzzFixture> {
  // Hundreds of inputs per mutator from one member: the write limits (rate-limits/, tested
  // there) would refuse most before they reach the code under test.
  const t = await createTestApp({ env: { MEMBER_WRITE_LIMITS: 'off' } });
  const callers = await Callers.signUp(t);
  const cookie = callers.cookie('member')!;
  const knownIds: string[] = [];
  for (const content of ['first', 'second']) {
    const res = await t.request('/api/posts', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
    });
    knownIds.push(((await res.json()) as { id: string }).id);
  }
  const me = await t.request('/api/auth/user', { headers: { cookie } });
  knownIds.push(((await me.json()) as { id: string }).id);
  return { t, callers, knownIds };
}
