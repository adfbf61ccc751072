import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/** False until the page has first been idle (or `timeoutMs` has passed), then true. */
export function useWhenIdle(timeoutMs?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
