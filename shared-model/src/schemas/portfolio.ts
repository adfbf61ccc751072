// Portfolio items (spec part 1 §3, §5, §7 "Portfolio and media").
import { z } from 'zod';
import { MEDIA_TYPES } from '../catalogues';
import {
  DESCRIPTION_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX_COUNT,
  TITLE_MAX_LENGTH,
} from '../constants';
import { isMediaAddress } from '../helpers/media-url';
import { parseVideoUrl } from '../helpers/video-url';
import { PORTFOLIO_TEXTS, VALIDATION_TEXTS } from '../texts';
import {
  ClientId,
  Id,
  MediaAddressText,
  optionalText,
  stringList,
  Timestamp,
  text,
} from './common';
import { MediaInfoField } from './media';
import { mutation } from './mutation-def';
import { UserSummary } from './users';

const MediaTypeSchema = z.enum(MEDIA_TYPES);

/** A portfolio item (replicated entity 'portfolioItem'). Items without sortOrder sort last. */
export const PortfolioItem = z.object({
  id: Id,
  userId: Id,
  title: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  mediaUrl: z.string(),
  /** An image's size, colour and renditions (absent on rows from before them; ADR 044). */
  mediaInfo: MediaInfoField,
  mediaType: MediaTypeSchema,
  sortOrder: z.number().int().nullable(),
  createdAt: Timestamp,
  owner: UserSummary.optional(),
  /** How many members like it (absent on rows kept from before likes). */
  likeCount: z.number().int().min(0).optional(),
});
export type PortfolioItem = z.infer<typeof PortfolioItem>;

/** A like of mine (replicated entity 'portfolioItemLike': each member holds their own). */
export const PortfolioItemLike = z.object({
  itemId: Id,
  userId: Id,
  createdAt: Timestamp,
});
export type PortfolioItemLike = z.infer<typeof PortfolioItemLike>;

const Title = text(PORTFOLIO_TEXTS.titleRequired)
  .trim()
  .min(1, PORTFOLIO_TEXTS.titleRequired)
  .max(TITLE_MAX_LENGTH);
const Tags = stringList(TAGS_MAX_COUNT, TAG_MAX_LENGTH);

/**
 * youtube/vimeo items must carry a link of that provider (the spec's message); any other item an
 * address media may be loaded from (`isMediaAddress`).
 */
function checkVideoLink(
  value: { mediaUrl?: string | undefined; mediaType?: string | undefined },
  ctx: z.RefinementCtx,
  message: string,
) {
  if (value.mediaUrl === undefined) return;
  if (value.mediaType === 'youtube' || value.mediaType === 'vimeo') {
    const ref = parseVideoUrl(value.mediaUrl);
    if (!ref || ref.provider !== value.mediaType) {
      ctx.addIssue({ code: 'custom', path: ['mediaUrl'], message });
    }
    return;
  }
  if (!isMediaAddress(value.mediaUrl)) {
    ctx.addIssue({ code: 'custom', path: ['mediaUrl'], message: VALIDATION_TEXTS.invalidUrl });
  }
}

/** POST /api/portfolio */
export const CreatePortfolioItemBody = z
  .object({
    id: ClientId,
    title: Title,
    description: optionalText(DESCRIPTION_MAX_LENGTH)
      .optional()
      .transform((v) => v ?? null),
    mediaUrl: MediaAddressText,
    mediaType: MediaTypeSchema,
    tags: Tags.default([]),
  })
  .superRefine((v, ctx) => checkVideoLink(v, ctx, PORTFOLIO_TEXTS.invalidVideoUrl));
export type CreatePortfolioItemBody = z.infer<typeof CreatePortfolioItemBody>;
export type CreatePortfolioItemInput = z.input<typeof CreatePortfolioItemBody>;

/** PUT /api/portfolio/{id}: mediaUrl and mediaType only when the media changes (both then). */
export const UpdatePortfolioItemBody = z
  .object({
    title: Title,
    description: optionalText(DESCRIPTION_MAX_LENGTH).optional(),
    tags: Tags.optional(),
    mediaUrl: MediaAddressText.optional(),
    mediaType: MediaTypeSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.mediaUrl === undefined) !== (v.mediaType === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.mediaUrl === undefined ? 'mediaType' : 'mediaUrl'],
        message: 'mediaUrl and mediaType must be sent together',
      });
      return;
    }
    checkVideoLink(v, ctx, PORTFOLIO_TEXTS.invalidVideoUrlEdit);
  });
export type UpdatePortfolioItemBody = z.infer<typeof UpdatePortfolioItemBody>;

/** PUT /api/portfolio/reorder: sortOrder is the index in the new order. */
export const ReorderPortfolioBody = z.object({
  updates: z
    .array(z.object({ id: Id, sortOrder: z.number().int().min(0).max(10_000) }))
    .min(1)
    .max(1000)
    .refine((u) => new Set(u.map((x) => x.id)).size === u.length, 'Duplicate ids'),
});
export type ReorderPortfolioBody = z.infer<typeof ReorderPortfolioBody>;

/** GET /api/portfolio/{userId}, in portfolio order. */
export const PortfolioListReply = z.array(PortfolioItem);
export type PortfolioListReply = z.infer<typeof PortfolioListReply>;

/** The portfolio writes of the outbox (see mutations.ts). */
export const PortfolioMutations = {
  createPortfolioItem: mutation('POST', '/api/portfolio', CreatePortfolioItemBody),
  reorderPortfolio: mutation('PUT', '/api/portfolio/reorder', ReorderPortfolioBody),
  updatePortfolioItem: mutation('PUT', '/api/portfolio/:id', UpdatePortfolioItemBody),
  deletePortfolioItem: mutation('DELETE', '/api/portfolio/:id'),
  likePortfolioItem: mutation('POST', '/api/portfolio/:id/like', z.object({}).optional()),
  unlikePortfolioItem: mutation('DELETE', '/api/portfolio/:id/like'),
} as const;
