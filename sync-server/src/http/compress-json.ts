// JSON replies above about 1 KB go out compressed, Brotli or gzip as the client prefers (a pull
// page or a search result shrinks five- to tenfold). Small replies are not worth the CPU.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { HonoEnv } from './context';

export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The client's preferred encoding among ours (q-values honoured; Brotli wins a tie). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  let best: { encoding: Encoding; q: number } | null = null;
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const encoding = name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' ? 'gzip' : null;
    if (!encoding) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (!best || q > best.q || (q === best.q && encoding === 'br')) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotli(body, {
    params: {
      // Quality 5 is the usual on-the-fly choice: most of the gain at a fraction of the CPU.
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export function compressJson(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json') || res.headers.has('content-encoding')) return;
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding || c.req.method === 'HEAD' || !res.body || res.status === 204) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.length < COMPRESS_MIN_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    c.res = new Response(new Uint8Array(await compress(body, encoding)), res);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.delete('Content-Length');
  };
}
