import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../client-core/scheduling';

/**
 * `whenIdle` as a component's state: false until the page has first been idle, then true. The
 * flip is a transition: what it brings in (a widget, the sidebar) renders in slices of a few
 * milliseconds between the browser's own work rather than in one long task.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
