// The "worked together" writes: either member confirms the credit (it shows on both profiles once
// both have), or removes it. Nobody else learns that it exists (404).
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { findUsersByIds } from '../users/users.repo';
import {
  confirmCollaboration,
  deleteCollaboration,
  findCollaboration,
} from './collaborations.repo';
import { toCollaboration } from './collaborations.serialize';

const confirmCollaborationMutator = defineMutator('confirmCollaboration', {
  async run({ db, actor, params, env, now }) {
    const id = idOf(params.id);
    const row = id ? await findCollaboration(db, id) : undefined;
    const side =
      row?.authorId === actor.id ? 'author' : row?.applicantId === actor.id ? 'applicant' : null;
    if (!id || !row || !side) return refuse(404, SERVER_TEXTS.collaborationNotFound);
    const confirmed = (side === 'author' ? row.authorConfirmed : row.applicantConfirmed)
      ? row
      : await confirmCollaboration(db, id, side, now);
    if (!confirmed) return refuse(404, SERVER_TEXTS.collaborationNotFound);
    const members = new Map(
      (await findUsersByIds(db, [row.authorId, row.applicantId])).map((u) => [u.id, u]),
    );
    return reply(
      toCollaboration(confirmed, env, {
        author: members.get(row.authorId),
        applicant: members.get(row.applicantId),
      }),
    );
  },
});

const removeCollaborationMutator = defineMutator('removeCollaboration', {
  async run({ db, actor, params }) {
    const id = idOf(params.id);
    const row = id ? await findCollaboration(db, id) : undefined;
    const party = row && (row.authorId === actor.id || row.applicantId === actor.id);
    if (!id || !row || !party) return refuse(404, SERVER_TEXTS.collaborationNotFound);
    if (!(await deleteCollaboration(db, id)))
      return refuse(404, SERVER_TEXTS.collaborationNotFound);
    return reply({ ok: true as const });
  },
});

export const COLLABORATION_MUTATORS = [confirmCollaborationMutator, removeCollaborationMutator];
