// The replica the browser deleted under a live session, rebuilt (ADR 047): a quiet line with the
// snapshot pull's progress above the page while it runs (screens show their loading state, not an
// empty replica), and, once, what was lost with the outbox. Loaded only when either is the case.
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { Alert } from '../../ui/alert';
import { useSyncStatus } from '../sync-context';
import { lostWritesText, rebuildingLine, SYNC_TEXTS } from '../texts';

export function ReplicaRebuild() {
  const status = useSyncStatus();
  const [dismissed, setDismissed] = useState(false);
  const progress = status.rebuild;
  return (
    <>
      {progress !== null && (
        <div className={line}>
          <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {/* Offline the pull cannot move: no figure, only when it goes on. */}
            {status.online
              ? rebuildingLine(progress)
              : `${SYNC_TEXTS.rebuilding} ${SYNC_TEXTS.rebuildingOffline}`}
          </p>
          <div
            role="progressbar"
            aria-label={SYNC_TEXTS.rebuilding}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className={track}
          >
            <div className={bar} style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
      )}
      {status.lostWrites > 0 && !dismissed && (
        <Alert
          status="warning"
          title={SYNC_TEXTS.lostWritesTitle}
          onDismiss={() => setDismissed(true)}
          dismissLabel={SYNC_TEXTS.lostWritesDismiss}
          className={css({ mb: '4' })}
        >
          {lostWritesText(status.lostWrites)}
        </Alert>
      )}
    </>
  );
}

const line = css({ display: 'grid', gap: '1.5', mb: '4' });
const track = css({ h: '1', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' });
const bar = css({
  h: 'full',
  bg: 'accent.default',
  transition: 'width 0.2s ease-out',
  _motionReduce: { transition: 'none' },
});
