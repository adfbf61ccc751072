// The bell (spec part 2 §2): unread badge ('9+' above 9), a dropdown of the member's
// notifications (at most 240px tall) with "No notifications yet" / "Loading notifications...",
// read on click and off to the screen it is about, Mark all as read, delete; the app icon's badge
// follows. Reads the replica, so it is live and works offline; writes go through the outbox.
import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import {
  NOTIFICATION_BADGE_CAP,
  NOTIFICATION_BADGE_OVERFLOW,
  NOTIFICATION_COUNT_POLL_MS,
} from '@greenroom/shared-model/constants';
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { notificationTarget } from '@greenroom/shared-model/notification-types';
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import { bellLabel, NOTIFICATION_TEXTS } from '@greenroom/shared-model/texts';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { useMemberDb, useSync } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import { Svg, XIcon } from '../../../ui/icons';
import { useLaunchIntent } from '../../shortcuts/use-launch-intent';
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
} from '../actions/notification-actions';
import { useAppBadge, useNotifications } from '../hooks/use-notifications';
import { PushOffer } from '../push/push-offer';

/** The spec's 30 s count polling: a pull while the page is visible (live messages come too). */
function usePolling() {
  const sync = useSync();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') sync?.requestSync('stale-screen');
    }, NOTIFICATION_COUNT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [sync]);
}

export function NotificationBell() {
  const view = useNotifications();
  const db = useMemberDb();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // The popover (a state machine of its own) is mounted at the bell's first press.
  const [pressed, setPressed] = useState(false);
  usePolling();
  useAppBadge(view?.unread);
  // The "Notifications" shortcut of the installed app (/?open=notifications).
  useLaunchIntent('notifications', () => {
    setPressed(true);
    setOpen(true);
  });
  const unread = view?.unread ?? 0;

  const openItem = (n: Notification) => {
    if (db && !n.isRead) void markNotificationRead(db, n.id);
    setOpen(false);
    const to = notificationTarget(n.type, n.data);
    if (to) void navigate({ to });
  };

  const bell = (
    <>
      <BellIcon />
      {unread > 0 ? (
        <span aria-hidden="true" className={badge}>
          {unread > NOTIFICATION_BADGE_CAP ? NOTIFICATION_BADGE_OVERFLOW : unread}
        </span>
      ) : null}
    </>
  );
  if (!pressed) {
    return (
      <button
        type="button"
        className={trigger}
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
      >
        {bell}
      </button>
    );
  }
  return (
    <Popover.Root
      open={open}
      onOpenChange={(d) => setOpen(d.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end', gutter: 8 }}
    >
      <Popover.Trigger className={trigger} aria-label={bellLabel(unread)}>
        {bell}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className={css({ zIndex: 'dropdown' })}>
          <Popover.Content className={panel} aria-label={NOTIFICATION_TEXTS.title}>
            <div className={header}>
              <Popover.Title className={css({ fontWeight: '700' })}>
                {NOTIFICATION_TEXTS.title}
              </Popover.Title>
              {unread > 0 && db ? (
                <Button size="xs" variant="ghost" onClick={() => void markAllNotificationsRead(db)}>
                  {NOTIFICATION_TEXTS.markAllRead}
                </Button>
              ) : null}
            </div>
            <div className={list}>
              {!view ? (
                <p className={note}>{NOTIFICATION_TEXTS.loading}</p>
              ) : view.items.length === 0 ? (
                <p className={note}>{NOTIFICATION_TEXTS.empty}</p>
              ) : (
                <ul className={css({ listStyle: 'none' })}>
                  {view.items.map((n) => (
                    <li key={n.id} className={cx(item, n.isRead ? undefined : unreadItem)}>
                      <button type="button" className={itemButton} onClick={() => openItem(n)}>
                        <span className={css({ fontWeight: '600', fontSize: 'sm' })}>
                          {n.title}
                        </span>
                        <span className={css({ fontSize: 'sm' })}>{n.message}</span>
                        <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                          {formatRelativeTime(n.createdAt)}
                          {n.isRead ? '' : ' · unread'}
                        </span>
                      </button>
                      {db ? (
                        <button
                          type="button"
                          className={remove}
                          aria-label={`Delete notification: ${n.title}`}
                          onClick={() => void deleteNotification(db, n.id)}
                        >
                          <XIcon />
                        </button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <PushOffer />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

const trigger = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
  '& svg': { w: '5', h: '5' },
});

const badge = css({
  position: 'absolute',
  top: '0.5',
  right: '0',
  minW: '4.5',
  h: '4.5',
  px: '1',
  // The digits centred by the box, not by a line height (a unitless 4.5 put them below it).
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  bg: 'danger.solid',
  color: 'fg.onSolid',
  fontSize: '2xs',
  fontWeight: '700',
  lineHeight: '1',
  fontVariantNumeric: 'tabular-nums',
});

const panel = css({
  w: '22rem',
  maxW: 'calc(100vw - 1rem)',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'lg',
  outline: '0',
});

const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
});

const list = css({ maxH: '240px', overflowY: 'auto' });
const note = css({ p: '4', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' });
const item = css({ display: 'flex', alignItems: 'flex-start', gap: '1', px: '1', py: '1' });
const unreadItem = css({ bg: 'accent.subtle' });
const itemButton = css({
  flex: '1',
  display: 'grid',
  gap: '0.5',
  textAlign: 'left',
  p: '2',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
});
const remove = css({
  display: 'inline-flex',
  p: '1.5',
  mt: '1',
  borderRadius: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
  '& svg': { w: '4', h: '4' },
});

/** Lucide "bell" (ISC), here rather than in ui/icons so that it loads with the bell. */
function BellIcon() {
  return (
    <Svg>
      <path d="M10.268 21a2 2 0 0 0 3.464 0" />
      <path d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326" />
    </Svg>
  );
}
