// What the optimistic comment and the server's comment have in common, and the mentions a
// comment's text holds. The PWA's actions and the server's mutators both call these.
import type { Comment, CreateCommentBody, UpdateCommentBody } from '../schemas/comments';
import type { UserSummary } from '../schemas/users';

/** Where a comment goes: its post (and that post's author). */
export interface CommentPlace {
  postId: string;
  postAuthorId: string;
}

/** A new comment by `author` at `now` (millisecond precision, as stored). */
export function newComment(
  body: CreateCommentBody & { id: string },
  place: CommentPlace,
  author: UserSummary,
  now: Date,
): Comment {
  const at = now.toISOString();
  return {
    id: body.id,
    postId: place.postId,
    postAuthorId: place.postAuthorId,
    authorId: author.id,
    author,
    parentId: body.parentId,
    content: body.content,
    createdAt: at,
    updatedAt: at,
  };
}

/** The comment after an edit; `updatedAt` moves only when the text changed. */
export function editedComment(comment: Comment, body: UpdateCommentBody, now: Date): Comment {
  if (body.content === comment.content) return comment;
  return { ...comment, content: body.content, updatedAt: now.toISOString() };
}

/** `@[Ada Okafor](member id)`: how a mention is written in a comment's text. */
const MENTION = /@\[([^\]\n]{1,100})\]\(([0-9a-f-]{36})\)/g;

export type CommentPart =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; name: string; userId: string };

/** The text cut into plain runs and mentions, in order. */
export function commentParts(content: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let at = 0;
  for (const m of content.matchAll(MENTION)) {
    if (m.index > at) parts.push({ kind: 'text', text: content.slice(at, m.index) });
    parts.push({ kind: 'mention', name: m[1]!, userId: m[2]! });
    at = m.index + m[0].length;
  }
  if (at < content.length) parts.push({ kind: 'text', text: content.slice(at) });
  return parts;
}

/** The members a text mentions, each once. */
export function mentionedIds(content: string): string[] {
  return [...new Set([...content.matchAll(MENTION)].map((m) => m[2]!))];
}

/** A mention as written into the text. Brackets in a name would end it early: left out. */
export function mentionMarkup(name: string, userId: string): string {
  return `@[${name.replace(/[[\]()\n]/g, '').trim()}](${userId})`;
}
