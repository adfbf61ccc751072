// Posts (spec part 2 §3, §5, §7 "Posts, events, uploads").
import { z } from 'zod';
import { POST_TYPES } from '../catalogues';
import { LIST_PAGE_DEFAULT, LIST_PAGE_MAX, POST_CONTENT_MAX_LENGTH } from '../constants';
import { VALIDATION_TEXTS } from '../texts';
import { ClientId, CommaList, Id, MediaUrl, requiredText, stringList, Timestamp } from './common';
import { MediaInfoField } from './media';
import { mutation } from './mutation-def';
import { UserSummary } from './users';

const PostTypeSchema = z.enum(POST_TYPES);

/** A post (replicated entity 'post'). imageUrl is a media link of any type. */
export const Post = z.object({
  id: Id,
  content: z.string(),
  imageUrl: z.string().nullable(),
  /** The image's size, colour and renditions (absent on rows from before them; ADR 044). */
  imageInfo: MediaInfoField,
  type: PostTypeSchema,
  skills: z.array(z.string()),
  author: UserSummary,
  authorId: Id,
  createdAt: Timestamp,
  updatedAt: Timestamp.optional(),
  /** How many members like it (absent on rows kept from before likes). */
  likeCount: z.number().int().min(0).optional(),
  /** How many comments it has, replies included (absent on rows kept from before comments). */
  commentCount: z.number().int().min(0).optional(),
});
export type Post = z.infer<typeof Post>;

/** A like of mine (replicated entity 'postLike': each member holds their own). */
export const PostLike = z.object({
  postId: Id,
  userId: Id,
  createdAt: Timestamp,
});
export type PostLike = z.infer<typeof PostLike>;

/** GET /api/posts/{id}/likes: who likes it, newest first. */
export const PostLikers = z.object({
  likers: z.array(UserSummary),
  /** Every like, also those of members the reader does not see (blocks). */
  total: z.number().int().min(0),
});
export type PostLikers = z.infer<typeof PostLikers>;

/** Optional media link: '' and null mean none. */
const PostMedia = z
  .union([z.literal(''), z.null(), MediaUrl])
  .optional()
  .transform((v) => (v ? v : null));

/** POST /api/posts */
export const CreatePostBody = z.object({
  id: ClientId,
  content: requiredText(POST_CONTENT_MAX_LENGTH, VALIDATION_TEXTS.contentRequired),
  imageUrl: PostMedia,
  type: PostTypeSchema.default('post'),
  skills: stringList()
    .optional()
    .transform((v) => v ?? []),
});
export type CreatePostBody = z.infer<typeof CreatePostBody>;
export type CreatePostInput = z.input<typeof CreatePostBody>;

/** PUT /api/posts/{id}: per-field merge; content, when sent, must not be blank. */
export const UpdatePostBody = z.object({
  content: requiredText(POST_CONTENT_MAX_LENGTH, VALIDATION_TEXTS.postContentEmpty).optional(),
  imageUrl: z
    .union([z.literal(''), z.null(), MediaUrl])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  skills: stringList()
    .nullable()
    .optional()
    .transform((v) => (v === null ? [] : v)),
});
export type UpdatePostBody = z.infer<typeof UpdatePostBody>;

/** PUT /api/admin/posts/{id} */
export const AdminUpdatePostBody = z.object({
  content: requiredText(POST_CONTENT_MAX_LENGTH, VALIDATION_TEXTS.postContentEmpty),
});
export type AdminUpdatePostBody = z.infer<typeof AdminUpdatePostBody>;

/**
 * GET /api/posts?before=&limit=&authorId=: newest first. `before` is the createdAt of the last
 * post shown; `limit` defaults to 50 and is capped at 100 (anything unreadable means 50).
 */
export const PostListQuery = z.object({
  before: Timestamp.optional(),
  limit: z.coerce
    .number()
    .int()
    .positive()
    .catch(LIST_PAGE_DEFAULT)
    .transform((n) => Math.min(n, LIST_PAGE_MAX)),
  authorId: Id.optional(),
});
export type PostListQuery = z.infer<typeof PostListQuery>;

/** GET /api/posts/view-counts?postIds=... */
export const PostViewCountsQuery = z.object({ postIds: CommaList.pipe(z.array(Id).max(500)) });
export type PostViewCountsQuery = z.infer<typeof PostViewCountsQuery>;

/** The posts writes of the outbox (see mutations.ts). */
export const PostMutations = {
  createPost: mutation('POST', '/api/posts', CreatePostBody),
  updatePost: mutation('PUT', '/api/posts/:id', UpdatePostBody),
  deletePost: mutation('DELETE', '/api/posts/:id'),
  likePost: mutation('POST', '/api/posts/:id/like', z.object({}).optional()),
  unlikePost: mutation('DELETE', '/api/posts/:id/like'),
} as const;
