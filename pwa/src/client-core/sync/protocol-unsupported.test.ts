import {
  PROTOCOL_UNSUPPORTED_CODE,
  PROTOCOL_UNSUPPORTED_STATUS,
} from '@greenroom/shared-model/constants';
import { describe, expect, it } from 'vitest';
import { createFetchTransport, isProtocolUnsupported } from './transport';

describe('isProtocolUnsupported', () => {
  it('recognises the reply by status or by code', async () => {
    const transport = createFetchTransport({
      fetch: async () =>
        new Response(JSON.stringify({ message: 'old', code: PROTOCOL_UNSUPPORTED_CODE }), {
          status: PROTOCOL_UNSUPPORTED_STATUS,
        }),
    });
    const reply = await transport.pull({
      clientId: crypto.randomUUID(),
      protocolVersion: 1,
      cursor: null,
    });
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(isProtocolUnsupported(reply)).toBe(true);
    const byCode = {
      ok: false,
      kind: 'status',
      status: 400,
      message: '',
      body: { code: PROTOCOL_UNSUPPORTED_CODE },
    } as const;
    expect(isProtocolUnsupported(byCode)).toBe(true);
    expect(isProtocolUnsupported({ ...byCode, body: { message: 'Bad request' } })).toBe(false);
    expect(isProtocolUnsupported({ ok: false, kind: 'network', message: 'down' })).toBe(false);
  });
});
