import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { useEffect, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { useSync, useSyncStatus } from '../../../sync/sync-context';
import { otherAccountsWaiting, SYNC_TEXTS } from '../../../sync/texts';
import { Button } from '../../../ui/button';
import { RefreshIcon } from '../../../ui/icons';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { presentStatus, type StatusTone } from '../status-view';

const TICK_MS = 30_000;

/** Re-renders every 30 s so that "Synced 2 minutes ago" stays true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The header's sync indicator: offline / "N changes waiting" / "Synced x ago" / a problem, as a
 * button that opens the details (with Retry). State changes are announced politely.
 */
export function SyncStatusIndicator() {
  const status = useSyncStatus();
  const sync = useSync();
  const now = useNow();
  if (!status.ready) return null;
  const view = presentStatus(status, Math.max(now, status.lastSyncedAt ?? 0));
  return (
    <>
      <Popover.Root positioning={{ placement: 'bottom-end', gutter: 8 }}>
        <Popover.Trigger
          className={trigger}
          aria-label={`${SYNC_TEXTS.detailsTitle}: ${view.label}`}
        >
          <span aria-hidden="true" className={cx(dot, dotTone[view.tone])} />
          <span aria-hidden="true" className={css({ display: { base: 'none', lg: 'inline' } })}>
            {view.label}
          </span>
          {view.short ? (
            <span aria-hidden="true" className={css({ display: { base: 'inline', lg: 'none' } })}>
              {view.short}
            </span>
          ) : null}
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner className={css({ zIndex: 'dropdown' })}>
            <Popover.Content className={content}>
              <Popover.Title className={css({ fontWeight: '700', fontSize: 'md' })}>
                {SYNC_TEXTS.detailsTitle}
              </Popover.Title>
              <dl className={details}>
                <dt>{SYNC_TEXTS.connection}</dt>
                <dd>{view.connection}</dd>
                <dt>{SYNC_TEXTS.waiting}</dt>
                <dd>{status.pending}</dd>
                <dt>{SYNC_TEXTS.lastSynced}</dt>
                <dd>
                  {status.lastSyncedAt === null ? (
                    SYNC_TEXTS.never
                  ) : (
                    <time dateTime={new Date(status.lastSyncedAt).toISOString()}>
                      {formatRelativeTime(status.lastSyncedAt, Math.max(now, status.lastSyncedAt))}
                    </time>
                  )}
                </dd>
                {status.lastError ? (
                  <>
                    <dt>{SYNC_TEXTS.lastError}</dt>
                    <dd className={css({ wordBreak: 'break-word' })}>{status.lastError}</dd>
                  </>
                ) : null}
              </dl>
              {!status.online || status.state === 'offline' ? (
                <Popover.Description className={note}>{SYNC_TEXTS.offlineHint}</Popover.Description>
              ) : null}
              {status.otherMembersPending > 0 ? (
                <p className={note}>{otherAccountsWaiting(status.otherMembersPending)}</p>
              ) : null}
              {view.showRetry ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => sync?.requestSync('manual')}
                  className={css({ alignSelf: 'flex-start' })}
                >
                  <RefreshIcon />
                  {SYNC_TEXTS.retry}
                </Button>
              ) : null}
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <VisuallyHidden role="status" aria-live="polite">
        {view.announcement}
      </VisuallyHidden>
    </>
  );
}

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '9',
  px: '2.5',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: '500',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
});

const dot = css({ w: '2.5', h: '2.5', borderRadius: 'full', flexShrink: '0' });

const dotTone: Record<StatusTone, string> = {
  synced: css({ bg: 'success.fg' }),
  busy: css({ bg: 'accent.default' }),
  waiting: css({ bg: 'warning.dot' }),
  problem: css({ bg: 'danger.fg' }),
};

const content = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  w: '18rem',
  maxW: 'calc(100vw - 2rem)',
  p: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'lg',
  outline: '0',
  _open: { animation: 'menu-in 140ms ease-out' },
});

const details = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '1.5',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: '500', textAlign: 'end' },
});

const note = css({ fontSize: 'sm', color: 'fg.muted' });
