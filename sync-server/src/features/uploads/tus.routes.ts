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
import { type DataStore, EVENTS, Server } from '@tus/server';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import type { AppServices } from '../../services';
import { MEDIA_CONTENT_TYPES, mediaAddress, newMediaKey } from '../../storage/media-key';
import { S3_CHECKSUMS_WHEN_REQUIRED } from '../../storage/s3-checksums';
import { requireUser } from '../auth/session';
import { renderMedia } from './render-upload';
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

/**
 * The store of partial uploads. The S3 one (and the AWS SDK with it) is imported when the first
 * tus request comes, not at start. Exported for its test: the S3 client it makes.
 */
export async function tusStore(services: Pick<AppServices, 'env'>): Promise<ReadableStore> {
  const { env } = services;
  if (env.S3_BUCKET) {
    const { S3Store } = await import('@tus/s3-store');
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
  const { logger, pool } = services;
  /** Who sent each request being handled (set by the route, read by the hooks). */
  const callers = new WeakMap<Request, string>();
  let made: Promise<{ tus: Server; datastore: ReadableStore }> | undefined;
  const tusServer = () => {
    made ??= tusStore(services).then((datastore) => ({
      datastore,
      tus: createTusServer(services, datastore, callers, limits.uploadMaxBytes),
    }));
    return made;
  };

  // Every process sweeps: the store's deletes and the rows' are idempotent. The S3 store's first
  // sweep waits a minute, so that the AWS SDK is not loaded during the start.
  const sweepStore = () => {
    tusServer()
      .then(({ datastore }) =>
        datastore.hasExtension('expiration') ? datastore.deleteExpired() : undefined,
      )
      .catch((error: unknown) => {
        logger.warn('tus: sweeping expired uploads failed', { error: String(error) });
      });
  };
  const forgetExpired = () => {
    forgetExpiredTusUploads(pool, new Date(Date.now() - EXPIRE_MS)).catch((error: unknown) => {
      logger.warn('tus: forgetting expired uploads failed', { error: String(error) });
    });
  };
  forgetExpired();
  if (services.env.S3_BUCKET) setTimeout(sweepStore, 60 * 1000).unref();
  else sweepStore();
  const sweeper = setInterval(
    () => {
      sweepStore();
      forgetExpired();
    },
    60 * 60 * 1000,
  );
  sweeper.unref();

  const handleTus = async (request: Request, caller: string) => {
    callers.set(request, caller);
    return (await tusServer()).tus.handleWeb(request as never);
  };
  const app = new Hono<HonoEnv>();
  const handle = declareInput();
  app.on(['POST', 'OPTIONS'], TUS_PATH, handle, requireUser, (c) =>
    handleTus(c.req.raw, c.var.user!.id),
  );
  app.on(['PATCH', 'DELETE'], `${TUS_PATH}/:id`, handle, requireUser, (c) =>
    handleTus(c.req.raw, c.var.user!.id),
  );
  // Hono routes HEAD through GET handlers: HEAD is the tus offset query, a GET is nothing.
  app.get(`${TUS_PATH}/:id`, handle, requireUser, (c) => {
    if (c.req.method !== 'HEAD') return jsonError(c, 404, SERVER_TEXTS.notFound);
    return handleTus(c.req.raw, c.var.user!.id);
  });
  return app;
}

function createTusServer(
  services: AppServices,
  datastore: ReadableStore,
  callers: WeakMap<Request, string>,
  uploadMaxBytes: number,
): Server {
  const { storage, logger, pool, env } = services;

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
    maxSize: uploadMaxBytes,
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
      const info = owner ? await renderMedia({ ...services, db: pool }, key, type.kind) : null;
      const reply: UploadReply = { url: mediaAddress(key), mediaType: type.kind, info };
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(reply),
      };
    },
  });

  tus.on(EVENTS.POST_TERMINATE, (_req: unknown, _res: unknown, id: string) => {
    forgetTusUpload(pool, id).catch((error: unknown) => {
      logger.warn('tus: forgetting a cancelled upload failed', { id, error: String(error) });
    });
  });

  return tus;
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
