// Best-effort error reports (spec part 2: POST /api/analytics/error, failures ignored).

function send(body: Record<string, unknown>) {
  try {
    void fetch('/api/analytics/error', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Reporting must never throw.
  }
}

/** An uncaught render error: message, stack, component stack, time, address, user agent. */
export function reportRenderError(error: unknown, componentStack?: string | null) {
  console.error(error);
  const err = error instanceof Error ? error : new Error(String(error));
  send({
    type: 'render_error',
    error: err.message,
    stack: err.stack ?? null,
    componentStack: componentStack ?? null,
    timestamp: new Date().toISOString(),
    url: window.location.href,
    userAgent: navigator.userAgent,
  });
}
