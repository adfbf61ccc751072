import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('settings', () => {
  it('saves privacy and each e-mail flag; other flags stay as they are', async () => {
    const ana = await t.signUp();
    const privacy = await ana.client.post('/api/privacy/profile-views', { hideProfileViews: true });
    expect(privacy.status).toBe(200);
    expect(await privacy.json()).toMatchObject({
      hideProfileViews: true,
      emailNotifications: true,
    });
    const email = await ana.client.post('/api/user/email-preferences', { emailJobMatches: false });
    expect(await email.json()).toMatchObject({
      hideProfileViews: true,
      emailNotifications: true,
      emailJobMatches: false,
      emailProfileViews: true,
    });
    const me = (await (await ana.client.get('/api/auth/user')).json()) as CurrentUser;
    expect(me).toMatchObject({ hideProfileViews: true, emailJobMatches: false });
  });

  it('refuses a body without a flag (400) and callers without a session (401)', async () => {
    const ana = await t.signUp();
    const empty = await ana.client.post('/api/user/email-preferences', {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe(
      'Choose a setting to change',
    );
    expect((await ana.client.post('/api/privacy/profile-views', {})).status).toBe(400);
    expect(
      (await t.client().post('/api/user/email-preferences', { emailNotifications: false })).status,
    ).toBe(401);
  });
});
