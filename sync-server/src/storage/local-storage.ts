// Media in a folder under DATA_DIR (one server). A put streams into a temporary file in the same
// folder, is flushed to disk, then renamed: the key never names a partial file, whatever happens
// to the stream or the process. Temporary files of uploads that died are swept at start.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfKey, isMediaKey } from './media-key';
import type { ByteRange, MediaStorage, PutOptions, StoredObject } from './media-storage';

const TEMP_PREFIX = '.partial-';

async function prepare(root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  for (const name of await readdir(root)) {
    if (name.startsWith(TEMP_PREFIX)) await unlink(join(root, name)).catch(() => undefined);
  }
}

export function createLocalStorage(root: string): MediaStorage {
  // Made and swept once, before the first put; a failure is retried by the next put.
  let ready: Promise<void> | null = null;
  const whenReady = () => {
    ready ??= prepare(root).catch((error) => {
      ready = null;
      throw error;
    });
    return ready;
  };
  const pathOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return join(root, key);
  };

  return {
    localPath: pathOf,
    async put(key: string, body: Readable, _options: PutOptions) {
      const target = pathOf(key);
      await whenReady();
      const temp = join(root, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
        const handle = await open(temp, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
      return { size };
    },

    async head(key: string) {
      if (!isMediaKey(key)) return null;
      const info = await stat(join(root, key)).catch(() => null);
      return info?.isFile() ? { size: info.size, contentType: contentTypeOfKey(key) } : null;
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      if (!isMediaKey(key)) return null;
      // Opened before anything is answered: a file deleted from here on (the media janitor) is
      // still read whole by this reply, where a stream opened by its path later would break off
      // a reply whose 200 and length were already sent.
      const handle = await open(join(root, key), 'r').catch(() => null);
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        const contentType = contentTypeOfKey(key);
        if (!range) return { body: handle.createReadStream(), size: info.size, contentType };
        const end = Math.min(range.end ?? info.size - 1, info.size - 1);
        if (range.start >= info.size || range.start > end) {
          throw new RangeError(`range ${range.start}-${range.end ?? ''} of ${info.size}`);
        }
        return {
          body: handle.createReadStream({ start: range.start, end }),
          size: info.size,
          contentType,
          range: { start: range.start, end },
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key: string) {
      if (!isMediaKey(key)) return;
      await unlink(join(root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}
