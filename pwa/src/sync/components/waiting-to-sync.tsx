import { css } from '../../../styled-system/css';
import { Badge } from '../../ui/badge';
import { SYNC_TEXTS } from '../texts';

/** The mark of a row whose write is still in the outbox (shown at once, sent when online). */
export function WaitingToSync() {
  return (
    <span className={css({ fontSize: 'xs', color: 'fg.muted', alignSelf: 'center' })}>
      {SYNC_TEXTS.waitingToSync}
    </span>
  );
}

/** The badge of a row the server does not have yet ("Pending", with the reason as its title). */
export function PendingBadge() {
  return (
    <Badge tone="warning" title={SYNC_TEXTS.pendingMarkHint}>
      {SYNC_TEXTS.pendingMark}
    </Badge>
  );
}
