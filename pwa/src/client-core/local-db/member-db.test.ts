import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { installedMemberDbVersion, memberDbName, openMemberDb } from './member-db';

describe('openMemberDb, when another connection deletes the database', () => {
  it('closes for good: its next query fails instead of making the database again', async () => {
    const userId = `deleted-elsewhere-${crypto.randomUUID()}`;
    const db = openMemberDb(userId);
    await db.meta.put({ key: 'lastSyncedAt', value: '2026-11-27T00:00:00.000Z' });
    expect(await installedMemberDbVersion(userId)).toBeGreaterThan(0);

    await Dexie.delete(memberDbName(userId));

    await expect(db.meta.count()).rejects.toThrow(Dexie.DatabaseClosedError);
    expect(await installedMemberDbVersion(userId)).toBe(0);
  });

  it('reopens after an upgrade by another connection', async () => {
    const userId = `upgraded-elsewhere-${crypto.randomUUID()}`;
    const db = openMemberDb(userId);
    await db.meta.count();
    const version = db.verno;
    const newer = new Dexie(memberDbName(userId));
    newer.version(version + 1).stores({ meta: 'key' });
    await newer.open();
    newer.close();

    await expect(db.meta.count()).resolves.toBe(0);
    db.close();
  });
});
