// Settings → "This device" (issue 35): space used, whether the browser keeps the data, the
// changes waiting to be sent, and "Remove my data from this device".
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { useSyncStatus } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { DEVICE_TEXTS, persistenceSentence, spaceUsedSentence, waitingLine } from '../device-texts';
import { useDeviceStorage } from '../use-device-storage';
import { RemoveDataButton } from './remove-data-button';

export function ThisDeviceCard() {
  const { pending } = useSyncStatus();
  // A write changes the space used: read again when the count of waiting changes moves.
  const { view, ask } = useDeviceStorage(pending);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState(false);

  async function askToKeep() {
    setAsking(true);
    try {
      setRefused(!(await ask()));
    } finally {
      setAsking(false);
    }
  }

  return (
    <Card.Root aria-labelledby="this-device-title">
      <Card.Header>
        <Card.Title id="this-device-title">{DEVICE_TEXTS.title}</Card.Title>
        <Card.Description>{DEVICE_TEXTS.description}</Card.Description>
      </Card.Header>
      <Card.Body className={css({ gap: '4', alignItems: 'flex-start' })}>
        <dl className={list}>
          <div className={row}>
            <dt className={term}>{DEVICE_TEXTS.spaceLabel}</dt>
            <dd data-testid="device-space">
              {view.usage === undefined ? DEVICE_TEXTS.checking : spaceUsedSentence(view.usage)}
            </dd>
          </div>
          <div className={row}>
            <dt className={term}>{DEVICE_TEXTS.keptLabel}</dt>
            <dd data-testid="device-persisted" data-persisted={String(view.persisted)}>
              {view.persisted === undefined
                ? DEVICE_TEXTS.checking
                : persistenceSentence(view.persisted)}
            </dd>
          </div>
          <div className={row}>
            <dt className={term}>{DEVICE_TEXTS.waitingLabel}</dt>
            <dd data-testid="device-waiting">{waitingLine(pending)}</dd>
          </div>
        </dl>
        {view.persisted === false ? (
          <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
            <Button variant="outline" loading={asking} onClick={() => void askToKeep()}>
              {DEVICE_TEXTS.askToKeep}
            </Button>
            <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {refused ? DEVICE_TEXTS.askRefused : ''}
            </p>
          </div>
        ) : null}
        <RemoveDataButton />
      </Card.Body>
    </Card.Root>
  );
}

const list = css({ display: 'grid', gap: '3', m: '0', w: 'full' });
const row = css({ display: 'grid', gap: '0.5' });
const term = css({ fontWeight: '600', fontSize: 'sm' });
