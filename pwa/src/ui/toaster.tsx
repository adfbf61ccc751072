import {
  Toaster as ArkToaster,
  createToaster,
  Toast,
  type ToastOptions,
  useToastContext,
} from '@ark-ui/react/toast';
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
} from '@greenroom/shared-model/constants';
import { type PointerEvent, useRef } from 'react';
import { toast as toastRecipe } from '../../styled-system/recipes';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon, XIcon } from './icons';

import type { ToastInput, ToastType } from './toast';
import { replacingToasts } from './toast-replace';

// Loaded after the first paint through ./toast. One visible at a time (spec part 1 §9); F8 moves focus to the region.
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DEFAULT_DURATION_MS,
  hotkey: [TOAST_HOTKEY],
  gap: 12,
  // --gr-toast-bottom is raised above the mobile bottom bar by the signed-in shell, and
  // --gr-banner-space above a banner pinned there (features/pwa-install/banner-space.ts).
  offsets: {
    top: '1rem',
    left: '1rem',
    right: '1rem',
    bottom: 'calc(var(--gr-toast-bottom, 1rem) + var(--gr-banner-space, 0px))',
  },
});

const replacing = replacingToasts(toaster);

/** Shows a toast; a newer toast replaces the one on screen (./toast-replace). Returns its id. */
export function showToast({ title, description, type = 'info', duration, action }: ToastInput) {
  return replacing.show({
    title,
    description,
    type,
    duration: duration ?? TOAST_DEFAULT_DURATION_MS,
    action,
    closable: true,
  });
}

const icons = {
  error: AlertCircleIcon,
  warning: AlertCircleIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
} as const;

/** Dismisses on a swipe of 50px or more to the right (zag has no swipe of its own). */
function useSwipeToDismiss() {
  const api = useToastContext();
  const start = useRef<{ x: number; id: number } | null>(null);
  const setOffset = (el: HTMLElement, dx: number) => {
    el.style.transform = dx > 0 ? `translateX(${dx}px)` : '';
    el.style.transitionProperty = dx > 0 ? 'none' : '';
  };
  return {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.button !== 0 || (e.target as HTMLElement).closest('button')) return;
      start.current = { x: e.clientX, id: e.pointerId };
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      if (start.current?.id !== e.pointerId) return;
      setOffset(e.currentTarget, e.clientX - start.current.x);
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      if (start.current?.id !== e.pointerId) return;
      const dx = e.clientX - start.current.x;
      start.current = null;
      setOffset(e.currentTarget, 0);
      if (dx >= TOAST_SWIPE_THRESHOLD_PX) api.dismiss();
    },
    onPointerCancel(e: PointerEvent<HTMLElement>) {
      start.current = null;
      setOffset(e.currentTarget, 0);
    },
  };
}

function ToastItem({ action }: { action: ToastOptions['action'] }) {
  const api = useToastContext();
  const swipe = useSwipeToDismiss();
  const styles = toastRecipe();
  const Icon = icons[(api.type as ToastType) in icons ? (api.type as ToastType) : 'info'];
  return (
    <Toast.Root className={styles.root} {...swipe} style={{ touchAction: 'pan-y' }}>
      <span className={styles.icon}>
        <Icon />
      </span>
      <div className={styles.content}>
        {api.title ? <Toast.Title className={styles.title}>{api.title}</Toast.Title> : null}
        {api.description ? (
          <Toast.Description className={styles.description}>{api.description}</Toast.Description>
        ) : null}
        {action ? (
          <Toast.ActionTrigger className={styles.actionTrigger}>{action.label}</Toast.ActionTrigger>
        ) : null}
      </div>
      <Toast.CloseTrigger className={styles.closeTrigger} aria-label="Dismiss notification">
        <XIcon />
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}

/** The notifications region; mount once at the root. */
export function Toaster() {
  return (
    <ArkToaster toaster={toaster} className={toastRecipe().group}>
      {(t) => <ToastItem action={t.action} />}
    </ArkToaster>
  );
}
