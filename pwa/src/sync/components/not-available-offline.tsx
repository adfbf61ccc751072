// A screen this device has never loaded, opened without a network: say so and what to do,
// never a raw "Failed to fetch" (issue 30, fault 8).
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import * as Card from '../../ui/card';
import { QUEUED_TEXTS } from '../queued-words';

export function NotAvailableOffline({
  retry,
  heading: Heading = 'h1',
}: {
  retry?: () => void;
  /** h2 where the page has its own h1. */
  heading?: 'h1' | 'h2';
}) {
  return (
    <Card.Root className={css({ maxW: '32rem', mx: 'auto' })} role="alert">
      <Card.Body className={css({ alignItems: 'center', textAlign: 'center', gap: '3' })}>
        <Heading className={css({ textStyle: 'heading', fontSize: 'xl' })}>
          {QUEUED_TEXTS.notAvailableTitle}
        </Heading>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {QUEUED_TEXTS.notAvailableHint}
        </p>
        {retry ? <Button onClick={retry}>Try Again</Button> : null}
      </Card.Body>
    </Card.Root>
  );
}
