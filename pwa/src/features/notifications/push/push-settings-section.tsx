// Settings → Push notifications: push on this device (on / off, or why it cannot be), a test
// notification, and per type whether it comes as a push too or stays in the app.
import type { NotificationType } from '@greenroom/shared-model/catalogues';
import { NOTIFICATION_KINDS } from '@greenroom/shared-model/notification-types';
import { css } from '../../../../styled-system/css';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { Switch } from '../../../ui/switch';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { setPushMutedTypes } from '../../settings/actions/settings-actions';
import { sendTestPush, turnOffPush } from './push-device';
import { turnOnWithToast, usePushAvailability } from './push-offer';
import { PUSH_TEXTS } from './push-texts';

/** The types Settings offers a push switch for, in the catalogue's order. */
const TYPES = Object.entries(NOTIFICATION_KINDS).flatMap(([type, kind]) =>
  kind.pushSwitch ? [{ type: type as NotificationType, label: kind.pushSwitch }] : [],
);

export function PushSettingsSection() {
  const me = useSignedInUser();
  const db = useMemberDb();
  const [availability, refresh] = usePushAvailability();
  const muted = new Set(me.pushMutedTypes ?? []);

  const toggleType = async (type: NotificationType, push: boolean) => {
    if (!db) return;
    const next = new Set(muted);
    if (push) next.delete(type);
    else next.add(type);
    await setPushMutedTypes(db, me, [...next]);
    toast({ type: 'success', title: 'Notification Settings Updated' });
  };

  return (
    <Card.Root aria-labelledby="push-title">
      <Card.Header>
        <Card.Title id="push-title">Push Notifications</Card.Title>
      </Card.Header>
      <Card.Body className={css({ gap: '3' })}>
        {availability === 'on' ? (
          <>
            <p className={css({ fontSize: 'sm' })}>{PUSH_TEXTS.on}.</p>
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <Button
                size="sm"
                variant="outline"
                onClick={async () => {
                  const sent = await sendTestPush().catch(() => 0);
                  toast(
                    sent > 0
                      ? { type: 'success', title: 'Test notification sent' }
                      : { type: 'error', title: 'The test notification could not be sent' },
                  );
                }}
              >
                {PUSH_TEXTS.test}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={async () => {
                  await turnOffPush();
                  refresh();
                }}
              >
                {PUSH_TEXTS.turnOff}
              </Button>
            </div>
          </>
        ) : availability === 'off' ? (
          <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{PUSH_TEXTS.offerText}</p>
            <Button size="sm" onClick={async () => (await turnOnWithToast()) && refresh()}>
              {PUSH_TEXTS.turnOn}
            </Button>
          </div>
        ) : availability ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {availability === 'denied'
              ? PUSH_TEXTS.denied
              : availability === 'needs-install'
                ? PUSH_TEXTS.needsInstall
                : PUSH_TEXTS.unsupported}
          </p>
        ) : null}
        <fieldset className={css({ display: 'grid' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: '600', mb: '1' })}>
            Push or in the app only
          </legend>
          {TYPES.map(({ type, label }) => (
            <Switch
              key={type}
              label={label}
              checked={!muted.has(type)}
              disabled={!db}
              onCheckedChange={(push) => void toggleType(type, push)}
            />
          ))}
        </fieldset>
      </Card.Body>
    </Card.Root>
  );
}
