// The Profile Photo Migration (spec part 2 §2, decisions.md "Uploads"): every profile photo still
// on the earlier version's object storage (LEGACY_MEDIA_HOSTS) is fetched safely, checked to be an
// image, re-encoded as our profile photos are, stored with us, and the member's address
// rewritten — only if it has not changed meanwhile. Photos already ours are not legacy any more,
// so running it again finds nothing to do.
import { Readable } from 'node:stream';
import { PROFILE_PHOTO_MAX_BYTES } from '@greenroom/shared-model/constants';
import type { MigrationReply } from '@greenroom/shared-model/schemas/admin';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/users';
import { mediaAddress, newMediaKey } from '../../storage/media-key';
import type { MediaStorage } from '../../storage/media-storage';
import {
  createLegacyFetcher,
  type LegacyFetchOptions,
  LegacyRefused,
} from '../uploads/legacy-fetch';
import { toProfileJpeg } from '../uploads/profile-jpeg';
import { sniffMedia } from '../uploads/sniff';
import { recordServerFile } from '../uploads/storage-quota';

const AT_ONCE = 4;

class PhotoFailure extends Error {}

export async function migrateProfilePhotos(deps: {
  db: AppDb;
  storage: MediaStorage;
  legacyHosts: readonly string[];
  fetchOptions?: LegacyFetchOptions;
}): Promise<MigrationReply> {
  const { db, storage } = deps;
  const fetcher = createLegacyFetcher(deps.legacyHosts, deps.fetchOptions);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .where(isNotNull(users.profileImageUrl));
  const legacy = rows.filter((r) => fetcher.isLegacyAddress(r.profileImageUrl!));

  async function download(address: string): Promise<Buffer> {
    const response = await fetcher.fetchLegacy(address).catch((error: unknown) => {
      throw new PhotoFailure(
        error instanceof LegacyRefused ? 'address not allowed' : 'could not be fetched',
      );
    });
    if (response.statusCode !== 200) {
      response.resume();
      throw new PhotoFailure(`the old storage answered ${response.statusCode ?? 'nothing'}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > PROFILE_PHOTO_MAX_BYTES) {
        response.destroy();
        throw new PhotoFailure('larger than 5 MB');
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async function migrate(row: (typeof legacy)[number]): Promise<void> {
    const bytes = await download(row.profileImageUrl!);
    if ((await sniffMedia(bytes.subarray(0, 4100)))?.kind !== 'image') {
      throw new PhotoFailure('not an image');
    }
    const jpeg = await toProfileJpeg(bytes).catch(() => {
      throw new PhotoFailure('not a readable image');
    });
    const key = newMediaKey('jpg');
    await storage.put(key, Readable.from([jpeg]), { contentType: 'image/jpeg', size: jpeg.length });
    // Counted in the member's storage (never refused: it replaces a photo held elsewhere).
    await recordServerFile(db, { key, userId: row.id, size: jpeg.length });
    const updated = await db
      .update(users)
      .set({ profileImageUrl: mediaAddress(key), updatedAt: new Date() })
      .where(and(eq(users.id, row.id), eq(users.profileImageUrl, row.profileImageUrl!)))
      .returning({ id: users.id });
    if (updated.length === 0) {
      await storage.delete(key).catch(() => undefined);
      throw new PhotoFailure('the member changed their photo meanwhile');
    }
  }

  const errors: string[] = [];
  let migrated = 0;
  for (let i = 0; i < legacy.length; i += AT_ONCE) {
    const batch = legacy.slice(i, i + AT_ONCE);
    const outcomes = await Promise.allSettled(batch.map(migrate));
    outcomes.forEach((outcome, n) => {
      if (outcome.status === 'fulfilled') migrated++;
      else {
        const reason =
          outcome.reason instanceof PhotoFailure ? outcome.reason.message : 'unexpected error';
        errors.push(`${batch[n]!.email}: ${reason}`);
      }
    });
  }
  return { total: legacy.length, migrated, failed: legacy.length - migrated, errors };
}
