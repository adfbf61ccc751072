// Uploads (spec part 1 §3, §7; part 2 §7). Multipart bodies are not zod-validated: the server
// streams them and sniffs the content; these are the replies.
import { z } from 'zod';
import { UPLOAD_MEDIA_KINDS } from '../catalogues';
import { MediaInfoField } from './media';

const UploadMediaKindSchema = z.enum(UPLOAD_MEDIA_KINDS);

/** POST /api/upload (multipart field "file"). */
export const UploadReply = z.object({
  url: z.string().min(1),
  mediaType: UploadMediaKindSchema,
  /** An image's size, colour and renditions (ADR 044). */
  info: MediaInfoField,
});
export type UploadReply = z.infer<typeof UploadReply>;

/** POST /api/profile-photo/simple-upload (multipart field "profilePhoto"). */
export const ProfilePhotoReply = z.object({ profileImageUrl: z.string().min(1) });
export type ProfilePhotoReply = z.infer<typeof ProfilePhotoReply>;

/** GET /api/storage/usage: the bytes the member's files take and their quota. */
export const StorageUsageReply = z.object({
  usedBytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(0),
});
export type StorageUsageReply = z.infer<typeof StorageUsageReply>;

/** GET /api/storage/processing: the member's videos whose streaming rendition is being made. */
export const ProcessingReply = z.object({
  videos: z.array(z.object({ url: z.string().min(1), progress: z.number().min(0).max(1) })),
});
export type ProcessingReply = z.infer<typeof ProcessingReply>;
