import { describe, expect, it } from 'vitest';
import { INITIAL_STATUS, type SyncStatusView } from '../../sync/sync-context';
import { presentStatus } from './status-view';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');
const status = (patch: Partial<SyncStatusView>): SyncStatusView => ({
  ...INITIAL_STATUS,
  ready: true,
  ...patch,
});

describe('presentStatus', () => {
  it('says when it last synced', () => {
    const view = presentStatus(status({ lastSyncedAt: NOW - 5 * 60_000 }), NOW);
    expect(view).toMatchObject({
      label: 'Synced 5 minutes ago',
      tone: 'synced',
      announcement: 'All changes synced',
      showRetry: false,
    });
  });

  it('counts the changes waiting', () => {
    expect(presentStatus(status({ pending: 1, lastSyncedAt: NOW }), NOW)).toMatchObject({
      label: '1 change waiting',
      short: '1',
      tone: 'waiting',
      showRetry: true,
    });
    expect(presentStatus(status({ pending: 3, state: 'syncing' }), NOW)).toMatchObject({
      label: '3 changes waiting',
      tone: 'busy',
      showRetry: false,
    });
  });

  it('says offline, with what waits, and offers no retry while the browser is offline', () => {
    expect(presentStatus(status({ online: false, pending: 2 }), NOW)).toMatchObject({
      label: 'Offline · 2 changes waiting',
      connection: 'Offline',
      showRetry: false,
    });
    expect(presentStatus(status({ state: 'offline', pending: 0 }), NOW)).toMatchObject({
      label: 'Offline',
      connection: 'Cannot reach Greenroom',
      showRetry: true,
    });
  });

  it('shows a problem with Retry, and a paused queue as sign-in', () => {
    expect(
      presentStatus(status({ state: 'error', lastError: '500 boom', pending: 1 }), NOW),
    ).toMatchObject({ label: 'Sync problem · 1 change waiting', tone: 'problem', showRetry: true });
    expect(presentStatus(status({ state: 'signed-out', pending: 4 }), NOW)).toMatchObject({
      label: 'Sign in to sync',
      showRetry: false,
    });
  });

  it('before the first sync', () => {
    expect(presentStatus(status({ state: 'syncing' }), NOW).label).toBe('Syncing…');
    expect(presentStatus(status({}), NOW).label).toBe('Not synced yet');
  });
});
