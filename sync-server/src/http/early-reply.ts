import type { MiddlewareHandler } from 'hono';
import type { HonoEnv } from './context';

/**
 * A reply sent before the request body has fully arrived (413, 415, 403, a 400 from a check
 * that needs no body) says `Connection: close`, so node closes the connection once the reply is
 * out and a keep-alive client opens a new one for its next request. Without it, node-server
 * drains the rest of the body for at most 500 ms and then drops the socket under that request.
 */
export function closeAfterEarlyReply(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    await next();
    const incoming = c.env?.incoming;
    if (incoming && !incoming.complete) c.res.headers.set('connection', 'close');
  };
}
