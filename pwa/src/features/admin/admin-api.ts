// The dashboard's calls. Admins work online, on the server's word: each write is sent at once
// (the same REST route, and so the same mutator, as any client) and its toast follows the reply
// (ADR 018). Replies carry the server's message for the spec's 'Error' toasts.
import { AUTH_TEXTS } from '@greenroom/shared-model/texts';
import { requestJson, type TransportResult } from '../../client-core/sync/transport';

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function adminCall<T>(method: AdminMethod, url: string, body?: unknown) {
  return requestJson<T>((input, init) => fetch(input, init), url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** What went wrong, in words for a toast. */
export function failureText(result: TransportResult<unknown>, fallback: string): string {
  if (result.ok) return '';
  return result.kind === 'network' ? AUTH_TEXTS.networkError : result.message || fallback;
}
