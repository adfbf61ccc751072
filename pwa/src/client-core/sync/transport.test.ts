import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import { describe, expect, it, vi } from 'vitest';
import { createFetchTransport, type FetchLike } from './transport';

const pushBody = {
  clientId: crypto.randomUUID(),
  protocolVersion: PROTOCOL_VERSION,
  mutations: [],
};

function transportWith(respond: FetchLike) {
  const fetch = vi.fn(respond);
  return {
    fetch,
    transport: createFetchTransport({ fetch, now: () => Date.parse('2026-01-01T00:00:00Z') }),
  };
}

describe('fetch transport', () => {
  it('posts JSON with the session cookie and the client header', async () => {
    const reply = { lastMutationId: 3, results: [] };
    const { fetch, transport } = transportWith(async () => Response.json(reply));
    expect(await transport.push(pushBody)).toEqual({ ok: true, value: reply });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/sync/push');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Greenroom-Client': `pwa/${PROTOCOL_VERSION}`,
    });
    expect(JSON.parse(init.body as string)).toEqual(pushBody);
  });

  it('pulls from the pull path', async () => {
    const { fetch, transport } = transportWith(async () =>
      Response.json({ cursor: '1', lastMutationId: 0, changes: [], more: false, reset: true }),
    );
    const result = await transport.pull({ ...pushBody, cursor: null });
    expect(result.ok).toBe(true);
    expect(fetch.mock.calls[0]![0]).toBe('/api/sync/pull');
  });

  it('maps a thrown fetch to a network failure', async () => {
    const { transport } = transportWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await transport.push(pushBody)).toEqual({
      ok: false,
      kind: 'network',
      message: 'Failed to fetch',
    });
  });

  it('maps an error status with its message and Retry-After', async () => {
    const { transport } = transportWith(
      async () =>
        new Response(JSON.stringify({ message: 'Slow down' }), {
          status: 429,
          headers: { 'Retry-After': '7' },
        }),
    );
    expect(await transport.push(pushBody)).toEqual({
      ok: false,
      kind: 'status',
      status: 429,
      message: 'Slow down',
      body: { message: 'Slow down' },
      retryAfterMs: 7000,
    });
  });

  it('survives a non-JSON error page', async () => {
    const { transport } = transportWith(
      async () =>
        new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(await transport.push(pushBody)).toMatchObject({
      ok: false,
      kind: 'status',
      status: 502,
      message: 'Bad Gateway',
    });
  });

  it('treats a cut-off 200 body as a network failure', async () => {
    const { transport } = transportWith(async () => new Response('{"lastMutat', { status: 200 }));
    expect(await transport.push(pushBody)).toMatchObject({ ok: false, kind: 'network' });
  });
});
