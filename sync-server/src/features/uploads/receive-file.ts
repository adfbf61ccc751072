// One file field of a multipart body, as a stream: the body is never held in memory. The first
// bytes are read to sniff the type before anything is stored; beyond `maxBytes` the stream fails
// with FileTooLarge (so the storage drops the partial object).
import { PassThrough, Readable } from 'node:stream';
import busboy from 'busboy';
import { SNIFF_BYTES } from './sniff';

export class FileTooLarge extends Error {}
/** No file under the field, or a body that is not well-formed multipart (or was cut off). */
export class NoFile extends Error {}

export interface IncomingFile {
  /** The first bytes (up to SNIFF_BYTES; fewer for a shorter file). */
  head: Buffer;
  /** The whole file, head included; fails with FileTooLarge beyond the limit. */
  stream: Readable;
}

/**
 * Resolves with the named file field once its first bytes are in; rejects with NoFile when the
 * body has none (or is not multipart) and with FileTooLarge when it is larger than `maxBytes`.
 */
export function receiveFile(
  request: Request,
  options: { field: string; maxBytes: number },
): Promise<IncomingFile> {
  return new Promise((resolve, reject) => {
    const contentType = request.headers.get('content-type') ?? '';
    if (!request.body || !contentType.toLowerCase().startsWith('multipart/form-data')) {
      reject(new NoFile());
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fileSize: options.maxBytes, fields: 20, parts: 25 },
      });
    } catch {
      reject(new NoFile());
      return;
    }
    let settled = false;
    const settle = (fn: () => void) => {
      if (!settled) {
        settled = true;
        fn();
      }
    };
    parser.on('file', (name, file) => {
      if (name !== options.field || settled) {
        // Skipped; a cut-off body still fails it, which must not go unhandled.
        file.on('error', () => undefined);
        file.resume();
        return;
      }
      const out = new PassThrough();
      // Its consumer (the storage, or the photo re-encode) sees errors through its own listener;
      // before one is attached, or after the route has answered, they must not go unhandled.
      out.on('error', () => undefined);
      const chunks: Buffer[] = [];
      let headLength = 0;
      let handedOver = false;
      const handOver = () => {
        if (handedOver) return;
        handedOver = true;
        const head = Buffer.concat(chunks);
        out.write(head);
        settle(() => resolve({ head: head.subarray(0, SNIFF_BYTES), stream: out }));
      };
      file.on('data', (chunk: Buffer) => {
        if (handedOver) {
          if (!out.write(chunk)) {
            file.pause();
            out.once('drain', () => file.resume());
          }
          return;
        }
        chunks.push(chunk);
        headLength += chunk.length;
        if (headLength >= SNIFF_BYTES) handOver();
      });
      file.on('limit', () => {
        const error = new FileTooLarge();
        settle(() => reject(error));
        out.destroy(error);
        file.resume();
      });
      file.on('end', () => {
        if ((file as { truncated?: boolean }).truncated) return;
        handOver();
        out.end();
      });
      file.on('error', (error) => {
        const failure = new NoFile(error.message);
        settle(() => reject(failure));
        out.destroy(failure);
      });
    });
    parser.on('error', (error: Error) => settle(() => reject(new NoFile(error.message))));
    parser.on('close', () => settle(() => reject(new NoFile())));
    const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);
    source.on('error', (error) => {
      settle(() => reject(new NoFile(error.message)));
      parser.destroy(error);
    });
    source.pipe(parser);
  });
}
