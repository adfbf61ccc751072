import { describe, expect, it } from 'vitest';
import { memberDbName } from '../../client-core/local-db/member-db';
import { type RemoveDeviceDataDeps, removeDeviceData } from './remove-device-data';

function recorder(failDelete = false) {
  const calls: string[] = [];
  const deps: RemoveDeviceDataDeps = {
    closeOpenDb: () => calls.push('close'),
    deleteDb: async (name) => {
      calls.push(`delete ${name}`);
      if (failDelete) throw new Error('blocked');
    },
    forgetAsked: (id) => calls.push(`forget ${id}`),
    signOut: async () => void calls.push('sign out'),
  };
  return { calls, deps };
}

describe('removeDeviceData', () => {
  it('closes and deletes the member’s database, then signs out', async () => {
    const { calls, deps } = recorder();
    await removeDeviceData('m1', null, deps);
    expect(calls).toEqual(['close', `delete ${memberDbName('m1')}`, 'forget m1', 'sign out']);
  });
  it('does not sign out when the database could not be deleted', async () => {
    const { calls, deps } = recorder(true);
    await expect(removeDeviceData('m1', null, deps)).rejects.toThrow('blocked');
    expect(calls).not.toContain('sign out');
  });
});
