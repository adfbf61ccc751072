import { css } from '../../../../styled-system/css';
import { SYNC_TEXTS } from '../texts';

/** The mark of a row whose write is still in the outbox (shown at once, sent when online). */
export function WaitingToSync() {
  return (
    <span className={css({ fontSize: 'xs', color: 'fg.muted', alignSelf: 'center' })}>
      {SYNC_TEXTS.waitingToSync}
    </span>
  );
}
