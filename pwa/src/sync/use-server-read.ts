// One GET of the API for a screen, following the spec's read retries (none on 401, 403 or 404;
// otherwise up to 3, the delay doubling from 1 s). `key` re-reads (a changed replica row);
// `retry` asks again (Try Again). Offline it fails at once: screens fall back to the replica.
import {
  QUERY_FINAL_STATUSES,
  QUERY_MAX_RETRIES,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_MAX_MS,
} from '@greenroom/shared-model/constants';
import { useCallback, useEffect, useState } from 'react';
import { requestJson } from '../client-core/sync/transport';
import { reportFailure } from '../features/errors/report-error';
import { useSyncStatus } from './sync-context';

const useOnline = () => useSyncStatus().online;

export type ServerRead<T> =
  | { status: 'loading'; value?: T }
  | { status: 'ok'; value: T }
  /** `offline`: the server could not be reached (not a refusal): nothing to say about the row. */
  | { status: 'error'; message: string; offline: boolean; value?: T; retry: () => void };

export function useServerRead<T>(url: string | null, key = ''): ServerRead<T> {
  const [state, setState] = useState<
    | { status: 'loading' | 'ok'; value?: T }
    | { status: 'error'; message: string; offline: boolean; value?: T }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Back online: a read that failed for want of a network is made again.
  const online = useOnline();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` re-read on purpose.
  useEffect(() => {
    if (!url) return;
    let live = true;
    setState((s) => ({ status: 'loading', value: s.value }));
    void (async () => {
      for (let n = 0; ; n++) {
        const reply = await requestJson<T>((input, init) => fetch(input, init), url, {
          method: 'GET',
        });
        if (!live) return;
        if (reply.ok) return setState({ status: 'ok', value: reply.value });
        // Offline, or refused for good: no retry (spec read policy: none on 401, 403, 404).
        const final =
          n >= QUERY_MAX_RETRIES ||
          (reply.kind === 'network'
            ? !navigator.onLine
            : QUERY_FINAL_STATUSES.includes(reply.status));
        if (final) {
          const message =
            reply.kind === 'status' ? `${reply.status}: ${reply.message}` : reply.message;
          // Reported unless the member is offline or the answer is a plain "no" (401/403/404).
          if (reply.kind === 'status' && !QUERY_FINAL_STATUSES.includes(reply.status)) {
            reportFailure('query_error', message, { queryKey: url });
          }
          const offline = reply.kind === 'network';
          return setState((s) => ({ status: 'error', message, offline, value: s.value }));
        }
        await new Promise((r) =>
          setTimeout(r, Math.min(QUERY_RETRY_BASE_MS * 2 ** n, QUERY_RETRY_MAX_MS)),
        );
        if (!live) return;
      }
    })();
    return () => {
      live = false;
    };
  }, [url, key, attempt, online]);

  return state.status === 'error' ? { ...state, retry } : (state as ServerRead<T>);
}
