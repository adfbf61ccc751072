// Best-effort error reports (spec part 2: POST /api/analytics/error, failures ignored).
import { ERROR_REPORT_DETAIL_MAX_BYTES } from '@greenroom/shared-model/constants';

/** Through the usage analytics queue (sent when possible, kept offline), loaded on demand so
 * that the shell does not carry it. */
function send(body: Record<string, unknown>) {
  void import('../../client-core/analytics/track').then((m) => m.reportError(body)).catch(() => {});
}

/** An uncaught render error: message, stack, component stack, time, address, user agent. */
export function reportRenderError(error: unknown, componentStack?: string | null) {
  console.error(error);
  const err = error instanceof Error ? error : new Error(String(error));
  send({
    type: 'render_error',
    error: err.message.slice(0, 4000),
    ...(err.stack ? { stack: err.stack.slice(0, 20_000) } : {}),
    ...(componentStack ? { componentStack: componentStack.slice(0, 20_000) } : {}),
    userAgent: navigator.userAgent.slice(0, 1000),
  });
}

/**
 * A detail within the server's bounds (ERROR_REPORT_DETAIL_MAX_BYTES of JSON and a few levels;
 * the server refuses the whole report beyond), else a note of what was left out.
 */
function bounded(value: unknown): unknown {
  if (value === undefined) return undefined;
  try {
    const json = JSON.stringify(value) ?? '';
    // Characters, not bytes: a quarter of the bound keeps even four-byte characters within it.
    return json.length <= ERROR_REPORT_DETAIL_MAX_BYTES / 4
      ? value
      : `(${json.length} characters left out)`;
  } catch {
    return '(not serialisable)';
  }
}

/** A read that failed for good, or a write the server refused. */
export function reportFailure(
  type: 'query_error' | 'mutation_error',
  error: string,
  detail: { queryKey?: unknown; variables?: unknown },
) {
  const queryKey = bounded(detail.queryKey);
  const variables = bounded(detail.variables);
  send({
    type,
    error: error.slice(0, 4000),
    ...(queryKey === undefined ? {} : { queryKey }),
    ...(variables === undefined ? {} : { variables }),
  });
}
