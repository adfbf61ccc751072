import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { HonoEnv } from './context';

/** A body up to this size is read (and thrown away) before an early reply goes out. */
const EARLY_REPLY_DRAIN_MAX_BYTES = 64 * 1024;
/** How long a small body may take to arrive before we give up and close instead. */
const DRAIN_TIMEOUT_MS = 5_000;

/** Reads the rest of `incoming` and discards it; false when it did not end in time. */
function drain(incoming: IncomingMessage): Promise<boolean> {
  if (incoming.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('end', onEnd);
      incoming.off('error', onFail);
      incoming.off('close', onClose);
      incoming.off('data', discard);
      resolve(ended);
    };
    const onEnd = () => done(true);
    const onFail = () => done(false);
    const onClose = () => done(incoming.complete);
    const discard = () => {};
    const timer = setTimeout(() => done(false), DRAIN_TIMEOUT_MS);
    incoming.on('end', onEnd);
    incoming.on('error', onFail);
    incoming.on('close', onClose);
    incoming.on('data', discard);
    incoming.resume();
  });
}

/**
 * A reply sent before the request body has fully arrived (401, 413, 415, 403, a 400 from a check
 * that needs no body). A small body (declared Content-Length up to EARLY_REPLY_DRAIN_MAX_BYTES) is
 * read and discarded first, so the client finishes sending and can read the reply — otherwise
 * Node's fetch fails with EPIPE instead of showing the 401 (issue 29 finding 7) — and the
 * connection stays open. A large or chunked one gets `Connection: close`: node closes the
 * connection once the reply is out and a keep-alive client opens a new one for its next request
 * (without it, node-server drains the rest for at most 500 ms and then drops the socket under
 * that request).
 */
export function closeAfterEarlyReply(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    await next();
    const incoming = c.env?.incoming as IncomingMessage | undefined;
    if (!incoming || incoming.complete) return;
    const declared = Number(incoming.headers['content-length']);
    const small = Number.isFinite(declared) && declared <= EARLY_REPLY_DRAIN_MAX_BYTES;
    if (small && (await drain(incoming))) return;
    c.res.headers.set('connection', 'close');
  };
}
