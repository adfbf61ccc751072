// The sync calls over fetch. Every outcome is a value: a reply, an HTTP status, or a network
// error; nothing throws, so the drain and pull can classify it (outbox/policy.ts).
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  PROTOCOL_UNSUPPORTED_CODE,
  PROTOCOL_UNSUPPORTED_STATUS,
  PROTOCOL_VERSION,
} from '@greenroom/shared-model/constants';
import type {
  PullBody,
  PullReply,
  PushBody,
  PushReply,
} from '@greenroom/shared-model/schemas/sync';
import { parseRetryAfter } from '../outbox/policy';

const CLIENT_HEADER = 'X-Greenroom-Client';

type NetworkFailure = { ok: false; kind: 'network'; message: string };
type StatusFailure = {
  ok: false;
  kind: 'status';
  status: number;
  message: string;
  body: unknown;
  retryAfterMs?: number;
};
export type TransportFailure = NetworkFailure | StatusFailure;
export type TransportResult<T> = { ok: true; value: T } | TransportFailure;

export interface SyncTransport {
  push(body: PushBody): Promise<TransportResult<PushReply>>;
  pull(body: PullBody): Promise<TransportResult<PullReply>>;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface FetchTransportOptions {
  fetch?: FetchLike;
  /** '' for same origin (pages and the service worker); absolute for tests against a server. */
  baseUrl?: string;
  /** Value of `X-Greenroom-Client`, e.g. `pwa/1` or `sw/1`. */
  client?: string;
  now?: () => number;
}

export function createFetchTransport(options: FetchTransportOptions = {}): SyncTransport {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';
  const client = options.client ?? `pwa/${PROTOCOL_VERSION}`;
  const now = options.now ?? Date.now;

  function post<T>(path: string, body: unknown): Promise<TransportResult<T>> {
    return requestJson<T>(doFetch, `${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CLIENT_HEADER]: client },
      body: JSON.stringify(body),
      now,
    });
  }

  return {
    push: (body) => post<PushReply>(apiPaths.sync.push, body),
    pull: (body) => post<PullReply>(apiPaths.sync.pull, body),
  };
}

export interface JsonRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  now?: () => number;
}

/**
 * One JSON call with the credentials of the session. Never throws: a failure to reach the server
 * (or a reply cut off mid-body) is `network`; a non-2xx reply is `status` with the server's
 * message and Retry-After.
 */
export async function requestJson<T>(
  doFetch: FetchLike,
  url: string,
  request: JsonRequest,
): Promise<TransportResult<T>> {
  let response: Response;
  try {
    response = await doFetch(url, {
      method: request.method,
      credentials: 'include',
      headers: { Accept: 'application/json', ...request.headers },
      ...(request.body === undefined ? {} : { body: request.body }),
    });
  } catch (error) {
    return { ok: false, kind: 'network', message: errorMessage(error) };
  }
  let parsed: unknown;
  try {
    const text = await response.text();
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    // A cut-off body (connection lost mid-reply) is a network failure; an HTML error page from
    // a proxy is a status failure below.
    if (response.ok) return { ok: false, kind: 'network', message: errorMessage(error) };
    parsed = undefined;
  }
  if (!response.ok) {
    const failure: StatusFailure = {
      ok: false,
      kind: 'status',
      status: response.status,
      message: messageOf(parsed) ?? response.statusText ?? `HTTP ${response.status}`,
      body: parsed,
    };
    const retryAfterMs = parseRetryAfter(
      response.headers.get('Retry-After'),
      (request.now ?? Date.now)(),
    );
    if (retryAfterMs !== undefined) failure.retryAfterMs = retryAfterMs;
    return failure;
  }
  return { ok: true, value: parsed as T };
}

/** The server no longer speaks this app's sync protocol: only an update of the app helps. */
export function isProtocolUnsupported(failure: TransportFailure): boolean {
  if (failure.kind !== 'status') return false;
  const code = (failure.body as { code?: unknown } | undefined)?.code;
  return failure.status === PROTOCOL_UNSUPPORTED_STATUS || code === PROTOCOL_UNSUPPORTED_CODE;
}

/** The spec's error bodies carry `message`; some carry `error`. */
function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string') return record.message;
    if (typeof record.error === 'string') return record.error;
  }
  return undefined;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
