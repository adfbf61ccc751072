// Resumable uploads (tus protocol, @tus/server) under /api/upload/tus: a dropped connection or a
// closed laptop resumes from the last byte the server confirmed. Each upload belongs to the member
// who created it (nobody else may read its offset, continue or delete it). When the last byte is
// in, the content is sniffed like POST /api/upload's, moved into the media storage, and the
// final PATCH answers {url, mediaType}. Partial uploads live in a store of their own (a folder
// under DATA_DIR, or the S3 bucket), expire after a day and are swept.
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@greenroom/shared-model/constants';
import type { UploadReply } from '@greenroom/shared-model/schemas/uploads';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { type DataStore, EVENTS, Server } from '@tus/server';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import type { AppServices } from '../../services';
import { MEDIA_CONTENT_TYPES, mediaAddress, newMediaKey } from '../../storage/media-key';
import { S3_CHECKSUMS_WHEN_REQUIRED } from '../../storage/s3-storage';
import { requireUser } from '../auth/session';
import { SNIFF_BYTES, sniffMedia } from './sniff';
import {
  admitTusUpload,
  forgetExpiredTusUploads,
  forgetTusUpload,
  recordUpload,
  touchTusUpload,
} from './storage-quota';
import { createTusLocker } from './tus-locker';

export const TUS_PATH = '/api/upload/tus';
const EXPIRE_MS = 24 * 60 * 60 * 1000;
const OWNER = 'owner';

/** A tus error the library sends as the reply (its thrown-object convention). */
const refusal = (status_code: number, message: string) => ({
  status_code,
  body: JSON.stringify({ message }),
});

/** Both stores can read a finished upload back (FileStore synchronously, S3Store not). */
type ReadableStore = DataStore & { read(id: string): Readable | Promise<Readable> };

/** Exported for its test: the S3 client it makes. */
export function tusStore(services: Pick<AppServices, 'env'>): ReadableStore {
  const { env } = services;
  if (env.S3_BUCKET) {
    return new S3Store({
      partSize: 8 * 1024 * 1024,
      expirationPeriodInMilliseconds: EXPIRE_MS,
      s3ClientConfig: {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        ...S3_CHECKSUMS_WHEN_REQUIRED,
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
      },
    }) as unknown as ReadableStore;
  }
  return new FileStore({
    directory: join(env.DATA_DIR, 'tus'),
    expirationPeriodInMilliseconds: EXPIRE_MS,
  }) as unknown as ReadableStore;
}

export function tusRoutes(services: AppServices, limits = { uploadMaxBytes: UPLOAD_MAX_BYTES }) {
  const { storage, logger, pool, env } = services;
  const datastore = tusStore(services);
  /** Who sent each request being handled (set by the route, read by the hooks). */
  const callers = new WeakMap<Request, string>();

  async function ownerOf(id: string): Promise<string | null> {
    try {
      const upload = await datastore.getUpload(id);
      return upload.metadata?.[OWNER] ?? null;
    } catch {
      return null;
    }
  }

  const tus = new Server({
    path: TUS_PATH,
    datastore,
    // Shared by the processes behind a balancer: a PATCH is accepted by one of them only.
    locker: createTusLocker(services.database),
    relativeLocation: true,
    maxSize: limits.uploadMaxBytes,
    namingFunction: () => crypto.randomUUID().replaceAll('-', ''),
    async onUploadCreate(req, upload) {
      const caller = callers.get(req as unknown as Request);
      if (!caller) throw refusal(401, SERVER_TEXTS.notSignedIn);
      // The size is declared up front (no deferred length): it is held against the quota.
      if (upload.size === undefined) throw refusal(400, SERVER_TEXTS.uploadSizeRequired);
      const admitted = await admitTusUpload(pool, env, {
        id: upload.id,
        userId: caller,
        declaredSize: upload.size,
      });
      if (admitted === 'too-many') throw refusal(429, SERVER_TEXTS.tooManyUnfinishedUploads);
      if (admitted === 'over-quota') throw refusal(413, SERVER_TEXTS.storageFull);
      return { metadata: { ...upload.metadata, [OWNER]: caller } };
    },
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      const caller = callers.get(req as unknown as Request);
      // Another member's upload does not exist, as far as the caller can tell.
      if (!caller || (await ownerOf(id)) !== caller) throw refusal(404, SERVER_TEXTS.notFound);
      if (req.method === 'PATCH') await touchTusUpload(pool, id);
    },
    async onUploadFinish(_req, upload) {
      const owner = upload.metadata?.[OWNER];
      const head = await readHead(datastore, upload.id);
      const type = await sniffMedia(head);
      if (!type) {
        await datastore.remove(upload.id).catch(() => undefined);
        await forgetTusUpload(pool, upload.id);
        throw refusal(400, SERVER_TEXTS.unsupportedFileType);
      }
      const key = newMediaKey(type.extension);
      const { size } = await storage.put(key, await datastore.read(upload.id), {
        contentType: MEDIA_CONTENT_TYPES[type.extension]!,
        ...(upload.size === undefined ? {} : { size: upload.size }),
      });
      // The declared size was held since creation: the file takes its place.
      if (owner) {
        await recordUpload(pool, env, {
          key,
          userId: owner,
          size,
          force: true,
          replacing: upload.id,
        });
      }
      await datastore.remove(upload.id).catch((error: unknown) => {
        logger.warn('tus: could not remove a finished upload', {
          id: upload.id,
          error: String(error),
        });
      });
      const reply: UploadReply = { url: mediaAddress(key), mediaType: type.kind };
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(reply),
      };
    },
  });

  // Every process sweeps: the store's deletes and the rows' are idempotent.
  const sweep = () => {
    if (datastore.hasExtension('expiration')) {
      datastore.deleteExpired().catch((error: unknown) => {
        logger.warn('tus: sweeping expired uploads failed', { error: String(error) });
      });
    }
    forgetExpiredTusUploads(pool, new Date(Date.now() - EXPIRE_MS)).catch((error: unknown) => {
      logger.warn('tus: forgetting expired uploads failed', { error: String(error) });
    });
  };
  sweep();
  const sweeper = setInterval(sweep, 60 * 60 * 1000);
  sweeper.unref();

  tus.on(EVENTS.POST_TERMINATE, (_req: unknown, _res: unknown, id: string) => {
    forgetTusUpload(pool, id).catch((error: unknown) => {
      logger.warn('tus: forgetting a cancelled upload failed', { id, error: String(error) });
    });
  });

  const app = new Hono<HonoEnv>();
  const handle = declareInput();
  app.on(['POST', 'OPTIONS'], TUS_PATH, handle, requireUser, (c) => {
    callers.set(c.req.raw, c.var.user!.id);
    return tus.handleWeb(c.req.raw as never);
  });
  app.on(['PATCH', 'DELETE'], `${TUS_PATH}/:id`, handle, requireUser, (c) => {
    callers.set(c.req.raw, c.var.user!.id);
    return tus.handleWeb(c.req.raw as never);
  });
  // Hono routes HEAD through GET handlers: HEAD is the tus offset query, a GET is nothing.
  app.get(`${TUS_PATH}/:id`, handle, requireUser, (c) => {
    if (c.req.method !== 'HEAD') return jsonError(c, 404, SERVER_TEXTS.notFound);
    callers.set(c.req.raw, c.var.user!.id);
    return tus.handleWeb(c.req.raw as never);
  });
  return app;
}

async function readHead(datastore: ReadableStore, id: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  const stream = await datastore.read(id);
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= SNIFF_BYTES) break;
  }
  (stream as { destroy?: () => void }).destroy?.();
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
}
