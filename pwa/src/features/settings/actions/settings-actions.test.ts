import 'fake-indexeddb/auto';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestDbs, testDb } from '../../../client-core/testing/fixtures';
import { setEmailPreference, setHideProfileViews } from './settings-actions';

afterEach(() => closeTestDbs());

const me = {
  id: '0a5d2b0e-7b39-4a39-9c3f-6f7f3f1b2c01',
  firstName: 'Gia',
  hideProfileViews: false,
  emailNotifications: true,
  emailJobMatches: true,
  emailConnectionRequests: true,
  emailJobApplications: true,
  emailProfileViews: true,
  emailComments: true,
  emailMessages: true,
} as CurrentUser;

describe('settings actions', () => {
  it('each switch changes the own row at once and queues the spec’s call with that flag only', async () => {
    const db = testDb();
    await setHideProfileViews(db, me, true);
    await setEmailPreference(db, me, 'emailJobMatches', false);
    expect(await db.users.get(me.id)).toMatchObject({
      hideProfileViews: true,
      emailJobMatches: false,
      emailNotifications: true,
      firstName: 'Gia',
      pending: 1,
    });
    expect((await db.outbox.toArray()).map((e) => [e.method, e.path, e.body])).toEqual([
      ['POST', '/api/privacy/profile-views', { hideProfileViews: true }],
      ['POST', '/api/user/email-preferences', { emailJobMatches: false }],
    ]);
  });
});
