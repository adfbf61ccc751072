import { ConnectionMutations } from '@greenroom/shared-model/schemas/connections';
import { EndorsementMutations } from '@greenroom/shared-model/schemas/endorsements';
import { describe, expect, it } from 'vitest';
import { prepareWith } from './write-preparer';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('prepareWith', () => {
  it('fills in the path and parses the body with the definition at hand', async () => {
    const prepare = prepareWith(ConnectionMutations);
    await expect(prepare('answerConnection', { id: ID }, { status: 'accepted' })).resolves.toEqual({
      method: 'PUT',
      path: `/api/connections/${ID}`,
      body: { status: 'accepted' },
    });
  });

  it('refuses a write whose definition it does not hold, and an invalid body', async () => {
    const prepare = prepareWith(ConnectionMutations);
    await expect(prepare('createPost', undefined, { content: 'hi' })).rejects.toThrow(
      'createPost cannot be written from here',
    );
    await expect(
      prepare('answerConnection', { id: ID }, { status: 'maybe' }),
    ).rejects.toHaveProperty('issues');
  });

  it('refuses a write whose path would be longer than a push may carry', async () => {
    const prepare = prepareWith(EndorsementMutations);
    const skill = 'Sound design '.repeat(160);
    await expect(
      prepare('unendorseSkill', { id: ID, skill: 'Editing' }, undefined),
    ).resolves.toEqual({
      method: 'DELETE',
      path: `/api/users/${ID}/endorsements/Editing`,
      body: undefined,
    });
    await expect(prepare('unendorseSkill', { id: ID, skill }, undefined)).rejects.toThrow(
      'This is too long to send.',
    );
  });
});
