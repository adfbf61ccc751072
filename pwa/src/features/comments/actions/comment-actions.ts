// Comment, edit and delete: the row shows (or goes) at once, pending, and the write waits in the
// outbox; the row is built by the server's own functions (rows/comments.ts). A reply names the
// thread's first comment (one level of replies), as the server would.
import { editedComment, newComment } from '@greenroom/shared-model/rows/comments';
import type { Comment } from '@greenroom/shared-model/schemas/comments';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import {
  captureUndo,
  deleteOptimistic,
  putPending,
  rowsOf,
  type TableHost,
  undoCreate,
  updatePendingWith,
} from '../../../client-core/outbox/undo';
import { authorSummary } from '../../posts/actions/author-summary';

export interface NewCommentPlace {
  postId: string;
  postAuthorId: string;
  /** The comment answered, if any. */
  replyTo?: Pick<Comment, 'id' | 'parentId'> | undefined;
}

/** Validates (throws the schema's words, e.g. 'Write something first'), then queues. */
export async function createComment(
  db: MemberDb,
  author: UserSummary,
  place: NewCommentPlace,
  content: string,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const id = crypto.randomUUID();
  const parentId = place.replyTo ? (place.replyTo.parentId ?? place.replyTo.id) : null;
  const { entry } = await enqueueMutation(db, 'createComment', {
    params: { id: place.postId },
    body: { id, content, parentId },
    entity: 'comments',
    entityId: id,
    tables: ['comments'],
    undo: undoCreate('comments', id),
    apply: (tx, body) =>
      putPending(tx, 'comments', newComment({ ...body, id }, place, authorSummary(author), now)),
  });
  return entry;
}

export async function updateComment(
  db: MemberDb,
  id: string,
  content: string,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'updateComment', {
    params: { id },
    body: { content },
    entity: 'comments',
    entityId: id,
    tables: ['comments'],
    undo: (tx) => captureUndo(tx, 'comments', id),
    apply: (tx, body) =>
      updatePendingWith(tx, 'comments', id, (comment) => editedComment(comment, body, now)),
  });
  return entry;
}

/** The comment and its replies leave at once; a refusal puts them back. */
export async function deleteComment(
  db: MemberDb,
  comment: Pick<Comment, 'id' | 'postId'>,
): Promise<OutboxEntry> {
  const idsOf = async (tx: TableHost) => {
    const replies = await rowsOf(tx, 'comments')
      .where('postId')
      .equals(comment.postId)
      .filter((row) => row.parentId === comment.id)
      .primaryKeys();
    return [comment.id, ...replies];
  };
  const { entry } = await enqueueMutation(db, 'deleteComment', {
    params: { id: comment.id },
    entity: 'comments',
    entityId: comment.id,
    tables: ['comments'],
    undo: async (tx) => captureUndo(tx, 'comments', await idsOf(tx)),
    apply: async (tx) => {
      for (const id of await idsOf(tx)) await deleteOptimistic(tx, 'comments', id);
    },
  });
  return entry;
}
