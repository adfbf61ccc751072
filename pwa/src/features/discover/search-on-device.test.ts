import type { User } from '@greenroom/shared-model/schemas/users';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../client-core/testing/fixtures';
import { searchOnDevice } from './search-on-device';

const user = (id: string, over: Partial<User>) =>
  testUser(id, { firstName: 'A', lastName: 'B', ...over });

const ana = user('ana', {
  firstName: 'Ana',
  lastName: 'Lima',
  skills: ['Editing'],
  graduationYear: 2027,
});
const ben = user('ben', {
  firstName: 'Ben',
  bio: 'I love editing and Ana’s films',
  skills: ['Acting'],
});
const gone = user('gone', { firstName: 'Ana', isSuspended: true });
const me = user('me', { firstName: 'Ana' });

describe('searchOnDevice', () => {
  it('matches every word, names above bios; never me or suspended members', () => {
    expect(searchOnDevice([ben, ana, gone, me], { q: 'ana' }, 'me').map((u) => u.id)).toEqual([
      'ana',
      'ben',
    ]);
    expect(searchOnDevice([ben, ana], { q: 'ana editing' }, 'me').map((u) => u.id)).toEqual([
      'ana',
      'ben',
    ]);
    expect(searchOnDevice([ben, ana], { q: 'ana zebra' }, 'me')).toEqual([]);
  });

  it('applies the filters', () => {
    expect(searchOnDevice([ben, ana], { skill: 'editing' }, 'me').map((u) => u.id)).toEqual([
      'ana',
    ]);
    expect(searchOnDevice([ben, ana], { gradYear: 2027 }, 'me').map((u) => u.id)).toEqual(['ana']);
  });
});
