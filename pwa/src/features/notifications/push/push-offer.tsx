// The offer to turn on push for this device: an explanation first, the browser's prompt only
// after a tap on "Turn on notifications", "Not now" remembered; on iPhone and iPad outside the
// installed app, how to install it instead. Shown until push is on, refused or dismissed.
import { useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { getCurrentUser } from '../../auth/current-user-store';
import { askForPersistenceOnce } from '../../this-device/persist-moment';
import {
  type PushAvailability,
  pushAvailability,
  rememberNotNow,
  saidNotNow,
  turnOnPush,
} from './push-device';
import { PUSH_TEXTS } from './push-texts';

export function usePushAvailability(): [PushAvailability | undefined, () => void] {
  const [state, setState] = useState<PushAvailability>();
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` asks again.
  useEffect(() => {
    let live = true;
    void pushAvailability().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [tick]);
  return [state, () => setTick((n) => n + 1)];
}

export async function turnOnWithToast(): Promise<boolean> {
  try {
    await turnOnPush();
    toast({ type: 'success', title: PUSH_TEXTS.on });
    // Notifications on: the member counts on this device, so ask the browser to keep its data.
    void askForPersistenceOnce(getCurrentUser()?.id, 'push-on');
    return true;
  } catch (error) {
    toast({
      type: 'error',
      title: 'Notifications are not on',
      description: error instanceof Error ? error.message : undefined,
    });
    return false;
  }
}

export function PushOffer() {
  const [availability, refresh] = usePushAvailability();
  const [dismissed, setDismissed] = useState(() => saidNotNow());
  if (dismissed || (availability !== 'off' && availability !== 'needs-install')) return null;
  return (
    <section aria-labelledby="push-offer-title" className={box}>
      <h3 id="push-offer-title" className={css({ fontWeight: '600', fontSize: 'sm' })}>
        {PUSH_TEXTS.offerTitle}
      </h3>
      <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
        {availability === 'needs-install' ? PUSH_TEXTS.needsInstall : PUSH_TEXTS.offerText}
      </p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {availability === 'off' ? (
          <Button size="xs" onClick={async () => (await turnOnWithToast()) && refresh()}>
            {PUSH_TEXTS.turnOn}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="ghost"
          onClick={() => {
            rememberNotNow();
            setDismissed(true);
          }}
        >
          {PUSH_TEXTS.notNow}
        </Button>
      </div>
    </section>
  );
}

const box = css({
  display: 'grid',
  gap: '2',
  p: '3',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
});
