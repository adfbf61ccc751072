// Linking sign-in methods through a real OIDC provider on loopback: a password account links
// Google after giving its password (only the same address, never a Google account that belongs to
// someone else) and unlinks it; a Google-only account sets a password after a fresh sign-in.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcProvider, startOidcProvider } from '../../../../tests/support/oidc-provider';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';

let provider: OidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider();
  t = await createTestApp({ env: { ...provider.env, PUBLIC_URL: 'http://localhost' } });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

let n = 0;
const newSub = () => `google-link-${Date.now()}-${++n}`;

/** POST /api/auth/google/link → provider → callback, as the browser would; where it ends. */
async function link(who: SignedUp, email: string, sub: string, password = who.password) {
  provider.setNextClaims({ sub, email, email_verified: true, given_name: 'G', family_name: 'L' });
  const start = await who.client.post('/api/auth/google/link', { currentPassword: password });
  if (start.status !== 200) return { status: start.status, location: '' };
  const { location } = (await start.json()) as { location: string };
  const auth = await fetch(location, { redirect: 'manual' });
  const callback = new URL(auth.headers.get('location')!);
  const done = await who.client.get(`${callback.pathname}${callback.search}`);
  return { status: done.status, location: done.headers.get('location') ?? '' };
}
const me = async (who: SignedUp) =>
  (await (await who.client.get('/api/auth/user')).json()) as {
    hasGoogle: boolean;
    hasPassword: boolean;
  };

describe('sign-in methods', () => {
  it('links Google after the password, only for the same address; signs in with it; unlinks', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    expect((await me(ada)).hasGoogle).toBe(false);
    expect((await link(ada, ada.email, newSub(), 'wrong password')).status).toBe(400);
    expect((await link(ada, `other.${Date.now()}@nyu.edu`, newSub())).location).toBe(
      '/settings?googleLinked=0&reason=email_mismatch',
    );
    const sub = newSub();
    expect((await link(ada, ada.email, sub)).location).toBe('/settings?googleLinked=1');
    expect((await me(ada)).hasGoogle).toBe(true);

    // Google now signs Ada in.
    provider.setNextClaims({ sub, email: ada.email, email_verified: true });
    const browser = t.client();
    const start = await browser.get('/api/auth/google');
    const auth = await fetch(new URL(start.headers.get('location')!), { redirect: 'manual' });
    const callback = new URL(auth.headers.get('location')!);
    const signedIn = await browser.get(`${callback.pathname}${callback.search}`);
    expect(signedIn.headers.get('location')).toBe('/');
    expect(await (await browser.get('/api/auth/user')).json()).toMatchObject({ id: ada.user.id });

    // A Google account of someone else's cannot be taken.
    const ben = await t.signUp({ firstName: 'Ben' });
    expect((await link(ben, ben.email, sub)).location).toBe(
      '/settings?googleLinked=0&reason=google_taken',
    );

    expect(
      (await ada.client.post('/api/auth/google/unlink', { currentPassword: 'nope' })).status,
    ).toBe(400);
    expect(
      (await ada.client.post('/api/auth/google/unlink', { currentPassword: ada.password })).status,
    ).toBe(200);
    expect((await me(ada)).hasGoogle).toBe(false);
  });

  it('a Google-only account sets a password after a fresh sign-in', async () => {
    const gia = await t.signUp({ firstName: 'Gia' });
    await t.db.execute(sql`update users set password_hash = null where id = ${gia.user.id}`);
    const body = { newPassword: 'my own password', confirmPassword: 'my own password' };
    await t.db.execute(
      sql`update sessions set created_at = now() - interval '20 minutes' where user_id = ${gia.user.id}`,
    );
    expect((await gia.client.post('/api/auth/set-password', body)).status).toBe(403);
    await t.db.execute(sql`update sessions set created_at = now() where user_id = ${gia.user.id}`);
    expect(
      (await gia.client.post('/api/auth/set-password', { ...body, confirmPassword: 'x' })).status,
    ).toBe(400);
    expect((await gia.client.post('/api/auth/set-password', body)).status).toBe(200);
    expect((await me(gia)).hasPassword).toBe(true);
    expect((await gia.client.post('/api/auth/set-password', body)).status).toBe(400);
    expect((await t.logIn(gia.email, 'my own password')).res.status).toBe(200);
  });
});
