// A manifest shortcut's `/?open=…` (manifest-shortcuts.ts): the screen that honours it runs its
// action once, then the address drops the param (a reload or Back does not open it again).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { LaunchIntent } from './manifest-shortcuts';

export function useLaunchIntent(intent: LaunchIntent, action: () => void): void {
  const search: { open?: unknown } = useSearch({ strict: false });
  const navigate = useNavigate();
  const asked = search.open === intent;
  // The latest action, without running the effect again on each render.
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!asked) return;
    latest.current();
    void navigate({ to: '/', replace: true });
  }, [asked, navigate]);
}
