import 'fake-indexeddb/auto';
import { replicaStores } from '@greenroom/shared-model/entities';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestDbs } from '../testing/fixtures';
import {
  installedMemberDbVersion,
  memberDbName,
  type OutboxEntry,
  openMemberDb,
} from './member-db';
import {
  BLOCKS_MUTES_STORE,
  COLLABORATIONS_STORE,
  COMMENTS_STORE,
  declareMemberDbVersions,
  EVENT_RSVPS_STORE,
  FIRST_ADDITIVE_VERSION,
  LOCAL_STORES,
  MEMBER_DB_CURRENT,
  MEMBER_DB_V1,
  MEMBER_DB_VERSION,
  MESSAGES_STORE,
  PORTFOLIO_LIKES_STORE,
  POST_LIKES_STORE,
  QUEUED_UPLOADS_STORE,
  READ_CACHE_STORE,
  SKILL_ENDORSEMENTS_STORE,
} from './member-db-versions';

/** Each table's key and indexes, as an open database has them. */
function schemaOf(db: Dexie) {
  return Object.fromEntries(
    db.tables.map((t) => [
      t.name,
      [t.schema.primKey.src, ...t.schema.indexes.map((i) => i.src).sort()],
    ]),
  );
}

interface DexieVersionInternals {
  _versions: { _cfg: { version: number; contentUpgrade: unknown } }[];
}

afterEach(closeTestDbs);

describe('member database versions', () => {
  it('derives from the descriptors the released version 1 of every table but savedJobs', () => {
    // A descriptor whose key or indexes change needs a new version in member-db-versions.ts.
    // Tables added later come with their own version (collaborations: 7, blocks and mutes: 9,
    // post likes: 10, event answers: 11, skill endorsements: 12, portfolio likes: 13,
    // comments: 14, messages: 15).
    const {
      savedJobs,
      collaborations,
      blocks,
      mutes,
      postLikes,
      eventRsvps,
      skillEndorsements,
      portfolioItemLikes,
      comments,
      conversations,
      conversationMembers,
      messages,
      ...derived
    } = replicaStores();
    const { savedJobs: savedJobsV1, ...v1 } = MEMBER_DB_V1;
    expect({ ...derived, ...LOCAL_STORES }).toEqual(v1);
    expect(collaborations).toBe(COLLABORATIONS_STORE.collaborations);
    expect({ blocks, mutes }).toEqual(BLOCKS_MUTES_STORE);
    expect(postLikes).toBe(POST_LIKES_STORE.postLikes);
    expect(eventRsvps).toBe(EVENT_RSVPS_STORE.eventRsvps);
    expect(skillEndorsements).toBe(SKILL_ENDORSEMENTS_STORE.skillEndorsements);
    expect(portfolioItemLikes).toBe(PORTFOLIO_LIKES_STORE.portfolioItemLikes);
    expect(comments).toBe(COMMENTS_STORE.comments);
    expect({ conversations, conversationMembers, messages }).toEqual(MESSAGES_STORE);
    expect(savedJobsV1).toBe('id, jobId, userId, pending');
    expect(savedJobs).toBe('jobId, userId, pending');
  });

  it('re-keys savedJobs by jobId on upgrade from version 1 and keeps the outbox', async () => {
    const userId = crypto.randomUUID();
    const v1 = new Dexie(memberDbName(userId));
    v1.version(1).stores(MEMBER_DB_V1);
    const mark = { id: 'mark-1', jobId: 'job-1', userId, createdAt: '2026-01-01T00:00:00.000Z' };
    await v1.table('savedJobs').put({ ...mark, pending: 1 });
    await v1.table('posts').put({ id: 'p1', createdAt: mark.createdAt, authorId: userId });
    const entry: OutboxEntry = {
      mutationId: 1,
      key: crypto.randomUUID(),
      method: 'POST',
      path: '/api/jobs/job-1/save',
      body: { id: 'mark-1' },
      undo: [{ table: 'savedJobs', op: 'delete', id: 'mark-1' }],
      entity: 'savedJobs',
      entityId: 'mark-1',
      touched: ['savedJobs:mark-1', 'posts:p1'],
      createdAt: 1,
      attempts: 0,
    };
    await v1.table('outbox').add(entry);
    v1.close();

    // As the app opens it: the device's version read first (1: the history is declared).
    const installedVersion = await installedMemberDbVersion(userId);
    expect(installedVersion).toBe(1);
    const db = openMemberDb(userId, { installedVersion });
    await db.open();
    expect(db.verno).toBe(MEMBER_DB_VERSION);
    expect(db.savedJobs.schema.primKey.keyPath).toBe('jobId');
    const { id: _id, ...rekeyed } = mark;
    expect(await db.savedJobs.get('job-1')).toEqual({ ...rekeyed, pending: 1 });
    expect(await db.posts.get('p1')).toMatchObject({ authorId: userId });
    expect(await db.outbox.get(1)).toMatchObject({
      undo: [{ table: 'savedJobs', op: 'delete', id: 'job-1' }],
      entityId: 'job-1',
      touched: ['savedJobs:job-1', 'posts:p1'],
    });
    expect(db.tables.map((t) => t.name)).not.toContain('savedJobsByJobId');
    db.close();
  });

  it('leaves, through its whole history, the current schema; no version from the first additive one moves rows', async () => {
    const throughHistory = new Dexie(memberDbName(crypto.randomUUID()));
    declareMemberDbVersions(throughHistory);
    const direct = new Dexie(memberDbName(crypto.randomUUID()));
    declareMemberDbVersions(direct, 0);
    await Promise.all([throughHistory.open(), direct.open()]);
    expect(schemaOf(direct)).toEqual(schemaOf(throughHistory));
    expect(direct.verno).toBe(MEMBER_DB_VERSION);
    // A version at or after FIRST_ADDITIVE_VERSION with an upgrade function would be skipped
    // for a device that declares only the current version: such a version needs a new rule.
    const versions = (throughHistory as unknown as DexieVersionInternals)._versions;
    for (const { _cfg } of versions.filter((v) => v._cfg.version >= FIRST_ADDITIVE_VERSION)) {
      expect(_cfg.contentUpgrade, `version ${_cfg.version}`).toBeFalsy();
    }
    throughHistory.close();
    direct.close();
  });

  it('opens a device at every version from the first additive one with the current version alone, rows kept', async () => {
    // The tables each released version added; a device at version v holds those up to v.
    const added: Record<number, readonly string[]> = {
      6: Object.keys(QUEUED_UPLOADS_STORE),
      7: Object.keys(COLLABORATIONS_STORE),
      8: Object.keys(READ_CACHE_STORE),
      9: Object.keys(BLOCKS_MUTES_STORE),
      10: Object.keys(POST_LIKES_STORE),
      11: Object.keys(EVENT_RSVPS_STORE),
      12: Object.keys(SKILL_ENDORSEMENTS_STORE),
      13: Object.keys(PORTFOLIO_LIKES_STORE),
      14: Object.keys(COMMENTS_STORE),
      15: Object.keys(MESSAGES_STORE),
    };
    const atVersion = (version: number) =>
      Object.fromEntries(
        Object.entries(MEMBER_DB_CURRENT).filter(
          ([table]) =>
            !Object.entries(added).some(
              ([v, tables]) => Number(v) > version && tables.includes(table),
            ),
        ),
      );
    const released: Record<number, Record<string, string>> = Object.fromEntries(
      Array.from({ length: MEMBER_DB_VERSION - FIRST_ADDITIVE_VERSION + 1 }, (_, i) => [
        FIRST_ADDITIVE_VERSION + i,
        atVersion(FIRST_ADDITIVE_VERSION + i),
      ]),
    );
    expect(Object.keys(added).map(Number).at(-1)).toBe(MEMBER_DB_VERSION);
    expect(Object.keys(released).map(Number)).toEqual(
      Array.from(
        { length: MEMBER_DB_VERSION - FIRST_ADDITIVE_VERSION + 1 },
        (_, i) => FIRST_ADDITIVE_VERSION + i,
      ),
    );
    expect(released[8]).toMatchObject(READ_CACHE_STORE);
    expect(released[9]).toMatchObject(BLOCKS_MUTES_STORE);
    expect(released[10]).toMatchObject(POST_LIKES_STORE);
    expect(released[11]).toMatchObject(EVENT_RSVPS_STORE);
    expect(released[12]).toMatchObject(SKILL_ENDORSEMENTS_STORE);
    expect(released[13]).toMatchObject(PORTFOLIO_LIKES_STORE);
    expect(released[14]).toMatchObject(COMMENTS_STORE);
    expect(released[15]).toMatchObject(MESSAGES_STORE);
    for (const [version, stores] of Object.entries(released)) {
      const userId = crypto.randomUUID();
      expect(await installedMemberDbVersion(userId)).toBe(0);
      const old = new Dexie(memberDbName(userId));
      old.version(Number(version)).stores(stores);
      await old
        .table('posts')
        .put({ id: 'p1', createdAt: '2026-01-01T00:00:00.000Z', authorId: userId });
      old.close();

      const installedVersion = await installedMemberDbVersion(userId);
      expect(installedVersion).toBe(Number(version));
      const db = openMemberDb(userId, { installedVersion });
      await db.open();
      expect(db.verno).toBe(MEMBER_DB_VERSION);
      expect(Object.keys(schemaOf(db)).sort()).toEqual(Object.keys(MEMBER_DB_CURRENT).sort());
      expect(await db.posts.get('p1')).toMatchObject({ authorId: userId });
      db.close();
    }
  });
});
