import { describe, expect, it } from 'vitest';
import { declarativePush, PushPayload, readPushPayload } from './push-payload';

const ORIGIN = 'https://greenroom.example';
const CONNECTION = '3b241101-e2bb-4255-8caf-4136c566a962';

const built = declarativePush({
  origin: ORIGIN,
  path: '/profile/p1?tab=about',
  title: 'New Connection Request',
  body: 'Ana wants to connect with you',
  tag: 'connection_request:p1',
  badge: 3,
  data: { type: 'connection_request', connectionId: CONNECTION },
  mutable: true,
});

describe('push payload', () => {
  it('is a declarative push message: an absolute address on the site, the badge at the top', () => {
    expect(built).toEqual({
      web_push: 8030,
      notification: {
        title: 'New Connection Request',
        body: 'Ana wants to connect with you',
        navigate: 'https://greenroom.example/profile/p1?tab=about',
        tag: 'connection_request:p1',
        lang: 'en',
        dir: 'ltr',
        data: { type: 'connection_request', connectionId: CONNECTION },
      },
      app_badge: 3,
      mutable: true,
    });
    expect(PushPayload.safeParse(built).success).toBe(true);
  });

  it('is read back as the worker shows it', () => {
    expect(readPushPayload(JSON.stringify(built), ORIGIN)).toEqual({
      title: 'New Connection Request',
      body: 'Ana wants to connect with you',
      path: '/profile/p1?tab=about',
      tag: 'connection_request:p1',
      badge: 3,
      connectionId: CONNECTION,
    });
  });

  it('refuses an address on another site, a relative one, and bad JSON', () => {
    expect(readPushPayload(JSON.stringify(built), 'https://other.example')).toBeNull();
    expect(readPushPayload(JSON.stringify(built), 'https://greenroom.ex')).toBeNull();
    const relative = { ...built, notification: { ...built.notification, navigate: '/jobs' } };
    expect(PushPayload.safeParse(relative).success).toBe(false);
    const script = { ...built, notification: { ...built.notification, navigate: 'javascript:1' } };
    expect(PushPayload.safeParse(script).success).toBe(false);
    expect(readPushPayload('{', ORIGIN)).toBeNull();
    expect(readPushPayload(JSON.stringify({ ...built, web_push: 1 }), ORIGIN)).toBeNull();
  });

  it('still reads the format before ADR 048 (pushes waiting at a push service)', () => {
    const old = { title: 'Hi', body: 'b', url: '/jobs/j1', tag: 't', badge: 1, type: 'like' };
    expect(readPushPayload(JSON.stringify(old), ORIGIN)).toEqual({
      title: 'Hi',
      body: 'b',
      path: '/jobs/j1',
      tag: 't',
      badge: 1,
    });
    expect(readPushPayload(JSON.stringify({ ...old, url: '//evil.example/' }), ORIGIN)).toBeNull();
  });
});
