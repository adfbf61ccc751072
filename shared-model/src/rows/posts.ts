// What the optimistic post and the server's post have in common: building a new one from its
// body, and merging an edit per field. The PWA's actions and the server's mutators both call
// these, so the row a member sees at once is the row the server stores.
import type { CreatePostBody, Post, PostLike, UpdatePostBody } from '../schemas/posts';
import type { UserSummary } from '../schemas/users';
import { isEmptyEdit } from './edit';

/** A new post by `author`, at `now` (millisecond precision, as stored). */
export function newPost<A extends UserSummary>(
  body: CreatePostBody & { id: string },
  author: A,
  now: Date,
): Post & { author: A } {
  const at = now.toISOString();
  return {
    id: body.id,
    content: body.content,
    imageUrl: body.imageUrl,
    type: body.type,
    skills: body.skills,
    author,
    authorId: author.id,
    createdAt: at,
    updatedAt: at,
  };
}

export type PostEdit = Partial<Pick<Post, 'content' | 'imageUrl' | 'skills'>>;

/** The fields an edit writes: only those present in the body, so that two devices editing
 * different fields both win. */
export function postEdit(body: UpdatePostBody): PostEdit {
  const edit: PostEdit = {};
  if (body.content !== undefined) edit.content = body.content;
  if (body.imageUrl !== undefined) edit.imageUrl = body.imageUrl;
  if (body.skills !== undefined) edit.skills = body.skills;
  return edit;
}

/** The post after an edit; `updatedAt` moves only when something was written. */
export function editedPost<P extends Post>(post: P, body: UpdatePostBody, now: Date): P {
  const edit = postEdit(body);
  if (isEmptyEdit(edit)) return post;
  return { ...post, ...edit, updatedAt: now.toISOString() };
}

/** A member's like of a post, at `now`. */
export function newPostLike(postId: string, userId: string, now: Date): PostLike {
  return { postId, userId, createdAt: now.toISOString() };
}
