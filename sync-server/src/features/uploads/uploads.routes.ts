// POST /api/upload (spec part 1 §7; decisions.md "Uploads and media"): one multipart file,
// streamed into storage, accepted by its content only. POST /api/profile-photo/simple-upload:
// an image re-encoded to a 400x400 JPEG (which also strips its metadata).

import { Readable } from 'node:stream';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  PROFILE_PHOTO_FIELD,
  PROFILE_PHOTO_MAX_BYTES,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
} from '@greenroom/shared-model/constants';
import { AVATAR_RENDITION_WIDTHS } from '@greenroom/shared-model/helpers/renditions';
import type { ProfilePhotoReply, UploadReply } from '@greenroom/shared-model/schemas/uploads';
import { PHOTO_TEXTS, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { users } from '../../db/schema/users';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import type { AppServices } from '../../services';
import { MEDIA_CONTENT_TYPES, mediaAddress, newMediaKey } from '../../storage/media-key';
import { requireUser } from '../auth/session';
import { toProfileJpeg } from './profile-jpeg';
import { FileTooLarge, NoFile, receiveFile } from './receive-file';
import { renderMedia, renderUpload } from './render-upload';
import { sniffMedia } from './sniff';
import { recordUpload, storageLeft } from './storage-quota';

/** The calls that take multipart bodies; they manage their own (short) transactions. */
export const UPLOAD_PATHS = [apiPaths.upload, apiPaths.profilePhoto.upload] as const;

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024;

function declaredTooLarge(request: Request, maxBytes: number): boolean {
  const length = Number(request.headers.get('content-length') ?? '');
  return Number.isFinite(length) && length > maxBytes + ENVELOPE_BYTES;
}

export function uploadsRoutes(
  services: AppServices,
  limits = { uploadMaxBytes: UPLOAD_MAX_BYTES },
) {
  const { storage } = services;
  const app = new Hono<HonoEnv>();

  app.post(apiPaths.upload, declareInput(), requireUser, async (c) => {
    if (declaredTooLarge(c.req.raw, limits.uploadMaxBytes)) {
      c.header('Connection', 'close');
      return jsonError(c, 413, SERVER_TEXTS.fileTooLarge);
    }
    const me = c.var.user!;
    const left = await storageLeft(c.var.db, services.env, me.id);
    if (declaredTooLarge(c.req.raw, left)) {
      c.header('Connection', 'close');
      return jsonError(c, 413, SERVER_TEXTS.storageFull);
    }
    const maxBytes = Math.min(limits.uploadMaxBytes, left);
    try {
      const file = await receiveFile(c.req.raw, { field: UPLOAD_FIELD, maxBytes });
      const type = await sniffMedia(file.head);
      if (!type) {
        file.stream.destroy();
        c.header('Connection', 'close');
        return jsonError(c, 400, SERVER_TEXTS.unsupportedFileType);
      }
      const key = newMediaKey(type.extension);
      const { size } = await storage.put(key, file.stream, {
        contentType: MEDIA_CONTENT_TYPES[type.extension]!,
      });
      if (!(await recordUpload(c.var.db, services.env, { key, userId: me.id, size }))) {
        // Another upload of the member's took the room meanwhile.
        await storage.delete(key);
        return jsonError(c, 413, SERVER_TEXTS.storageFull);
      }
      const info = await renderMedia({ ...services, db: c.var.db }, key, type.kind);
      return c.json({ url: mediaAddress(key), mediaType: type.kind, info } satisfies UploadReply);
    } catch (error) {
      if (error instanceof FileTooLarge && maxBytes < limits.uploadMaxBytes) {
        c.header('Connection', 'close');
        return jsonError(c, 413, SERVER_TEXTS.storageFull);
      }
      return uploadFailure(c, error);
    }
  });

  app.post(apiPaths.profilePhoto.upload, declareInput(), requireUser, async (c) => {
    if (declaredTooLarge(c.req.raw, PROFILE_PHOTO_MAX_BYTES)) {
      c.header('Connection', 'close');
      return jsonError(c, 413, `${PHOTO_TEXTS.tooLargeTitle}: ${PHOTO_TEXTS.tooLarge}`);
    }
    let jpeg: Buffer;
    try {
      const file = await receiveFile(c.req.raw, {
        field: PROFILE_PHOTO_FIELD,
        maxBytes: PROFILE_PHOTO_MAX_BYTES,
      });
      const type = await sniffMedia(file.head);
      if (type?.kind !== 'image') {
        file.stream.destroy();
        return jsonError(c, 400, `${PHOTO_TEXTS.invalidTypeTitle}: ${PHOTO_TEXTS.invalidType}`);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      jpeg = await toProfileJpeg(Buffer.concat(chunks));
    } catch (error) {
      if (error instanceof FileTooLarge) {
        return jsonError(c, 413, `${PHOTO_TEXTS.tooLargeTitle}: ${PHOTO_TEXTS.tooLarge}`);
      }
      if (error instanceof NoFile) return jsonError(c, 400, SERVER_TEXTS.noFile);
      // sharp could not decode it: not an image after all, or a broken one.
      return jsonError(c, 400, `${PHOTO_TEXTS.invalidTypeTitle}: ${PHOTO_TEXTS.invalidType}`);
    }
    const key = newMediaKey('jpg');
    const me = c.var.user!;
    await storage.put(key, Readable.from([jpeg]), { contentType: 'image/jpeg', size: jpeg.length });
    if (!(await recordUpload(c.var.db, services.env, { key, userId: me.id, size: jpeg.length }))) {
      await storage.delete(key);
      return jsonError(c, 413, SERVER_TEXTS.storageFull);
    }
    await renderUpload({ ...services, db: c.var.db }, key, AVATAR_RENDITION_WIDTHS);
    const address = mediaAddress(key);
    try {
      await c.var.db
        .update(users)
        .set({ profileImageUrl: address, updatedAt: new Date() })
        .where(eq(users.id, me.id));
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    // The previous photo is released by the users row's media trigger (ADR 022): the media
    // janitor deletes it once nothing references it.
    return c.json({ profileImageUrl: address } satisfies ProfilePhotoReply);
  });

  return app;
}

function uploadFailure<E extends HonoEnv>(c: Context<E>, error: unknown) {
  if (error instanceof FileTooLarge) {
    c.header('Connection', 'close');
    return jsonError(c, 413, SERVER_TEXTS.fileTooLarge);
  }
  if (error instanceof NoFile) return jsonError(c, 400, SERVER_TEXTS.noFile);
  throw error;
}
