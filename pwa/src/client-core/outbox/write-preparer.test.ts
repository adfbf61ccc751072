import { ConnectionMutations } from '@greenroom/shared-model/schemas/connections';
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
});
