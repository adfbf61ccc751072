import { randomUUID } from 'node:crypto';
import type { CurrentUser, User } from '@greenroom/shared-model/schemas/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let ada: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp({ firstName: 'Ada' });
  bob = await t.signUp({ firstName: 'Bob' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/users/{id}', () => {
  it('answers the public profile', async () => {
    const res = await bob.client.get(`/api/users/${ada.user.id}`);
    expect(res.status).toBe(200);
    const user = (await res.json()) as User;
    expect(user).toMatchObject({ id: ada.user.id, firstName: 'Ada', email: ada.email });
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('hideProfileViews');
    expect(user).not.toHaveProperty('emailNotifications');
  });

  it('answers 404 User not found, and 401 without a session', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const res = await bob.client.get(`/api/users/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'User not found' });
    }
    expect((await t.client().get(`/api/users/${ada.user.id}`)).status).toBe(401);
  });
});

describe('PUT /api/users/profile', () => {
  it('answers 401 without a session', async () => {
    expect((await t.client().put('/api/users/profile', { bio: 'x' })).status).toBe(401);
  });

  it('writes only the fields present (two edits of different fields both stay)', async () => {
    const first = await ada.client.put('/api/users/profile', {
      bio: 'Cinematographer',
      school: 'Tisch',
    });
    expect(first.status).toBe(200);
    // Another device, another field: the bio from the first edit is kept.
    const second = await ada.client.put('/api/users/profile', {
      major: 'Film',
      skills: ['Editing'],
    });
    const me = (await second.json()) as CurrentUser;
    expect(me).toMatchObject({
      id: ada.user.id,
      firstName: 'Ada',
      bio: 'Cinematographer',
      school: 'Tisch',
      major: 'Film',
      skills: ['Editing'],
      hasPassword: true,
    });
    expect(me).toHaveProperty('emailNotifications');
    // Only skills (the skills dialog).
    const skills = (await (
      await ada.client.put('/api/users/profile', { skills: [] })
    ).json()) as CurrentUser;
    expect(skills).toMatchObject({ skills: [], bio: 'Cinematographer', major: 'Film' });
    // An empty body changes nothing.
    const none = (await (await ada.client.put('/api/users/profile', {})).json()) as CurrentUser;
    expect(none).toMatchObject({ bio: 'Cinematographer', major: 'Film' });
    // The change is visible to others.
    const seen = (await (await bob.client.get(`/api/users/${ada.user.id}`)).json()) as User;
    expect(seen).toMatchObject({ bio: 'Cinematographer', major: 'Film' });
  });

  it('stores an Instagram username as a full URL and empties optional fields to null', async () => {
    const res = await ada.client.put('/api/users/profile', {
      instagramUrl: '@ada.films',
      website: '',
      bio: '',
    });
    const me = (await res.json()) as CurrentUser;
    expect(me.instagramUrl).toBe('https://www.instagram.com/ada.films');
    expect(me.website).toBeNull();
    expect(me.bio).toBeNull();
  });

  it('refuses invalid fields with the spec message and ignores unknown ones', async () => {
    const blank = await ada.client.put('/api/users/profile', { firstName: ' ' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { message: string }).message).toBe('First name is required');
    const url = await ada.client.put('/api/users/profile', { website: 'not a url' });
    expect(url.status).toBe(400);
    expect(((await url.json()) as { message: string }).message).toBe('Please enter a valid URL');
    const sneaky = await ada.client.put('/api/users/profile', {
      isAdmin: true,
      email: 'x@nyu.edu',
    });
    expect(sneaky.status).toBe(200);
    expect(await sneaky.json()).toMatchObject({ isAdmin: false, email: ada.email });
  });
});
