import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../client-core/when-idle';

/**
 * False until the page has first been idle (or `timeoutMs` has passed), then true. The flip is a
 * transition: what it brings in (a widget, the feed, the sidebar) renders in slices of a few
 * milliseconds between the browser's own work rather than in one long task.
 */
export function useWhenIdle(timeoutMs?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), timeoutMs), [timeoutMs]);
  return idle;
}
