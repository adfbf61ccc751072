// Privacy (hide profile views) and e-mail notifications (a master switch and one per kind, disabled while
// the master is off). Each switch saves through the outbox: it holds offline and shows at once.
import {
  EMAIL_PREFERENCE_KEYS,
  EMAIL_SWITCHES,
  type EmailPreferenceKey,
} from '@greenroom/shared-model/notification-types';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { SETTINGS_TEXTS } from '@greenroom/shared-model/texts';
import { css } from '../../../../styled-system/css';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { useMemberDb } from '../../../sync/sync-context';
import * as Card from '../../../ui/card';
import { Switch } from '../../../ui/switch';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { setEmailPreference, setHideProfileViews } from '../actions/settings-actions';

const EMAIL_KINDS = EMAIL_PREFERENCE_KEYS.filter((key) => key !== 'emailNotifications');

/** E-mail flags count as on unless explicitly false (spec part 1 §3). */
const isOn = (me: CurrentUser, key: EmailPreferenceKey) => me[key] !== false;

export function PrivacySection() {
  const me = useSignedInUser();
  const db = useMemberDb();
  const change = async (hide: boolean) => {
    if (!db) return;
    try {
      await setHideProfileViews(db, me, hide);
      toast({ type: 'success', title: SETTINGS_TEXTS.privacyUpdated });
    } catch (error) {
      toast({
        type: 'error',
        title: 'Error',
        description: firstErrorMessage(error) ?? SETTINGS_TEXTS.privacyFailed,
      });
    }
  };
  return (
    <Card.Root aria-labelledby="privacy-title">
      <Card.Header>
        <Card.Title id="privacy-title">Privacy</Card.Title>
      </Card.Header>
      <Card.Body>
        <Switch
          label="Hide profile views"
          description="Browse profiles privately: you are never recorded as a viewer, and in exchange you do not see who viewed yours."
          checked={me.hideProfileViews}
          disabled={!db}
          onCheckedChange={change}
        />
      </Card.Body>
    </Card.Root>
  );
}

export function EmailSection() {
  const me = useSignedInUser();
  const db = useMemberDb();
  const change = async (key: EmailPreferenceKey, value: boolean) => {
    if (!db) return;
    try {
      await setEmailPreference(db, me, key, value);
      toast({ type: 'success', title: SETTINGS_TEXTS.emailUpdated });
    } catch (error) {
      toast({
        type: 'error',
        title: 'Error',
        description: firstErrorMessage(error) ?? SETTINGS_TEXTS.emailFailed,
      });
    }
  };
  const master = isOn(me, 'emailNotifications');
  return (
    <Card.Root aria-labelledby="email-title">
      <Card.Header>
        <Card.Title id="email-title">Email Notifications</Card.Title>
      </Card.Header>
      <Card.Body className={css({ gap: '1' })}>
        <Switch
          label={EMAIL_SWITCHES.emailNotifications.label}
          description={EMAIL_SWITCHES.emailNotifications.description}
          checked={master}
          disabled={!db}
          onCheckedChange={(v) => change('emailNotifications', v)}
        />
        <fieldset
          className={css({ pl: '4', borderLeftWidth: '2px', borderColor: 'border.default' })}
        >
          <legend className={css({ srOnly: true })}>Email notification types</legend>
          {EMAIL_KINDS.map((key) => (
            <Switch
              key={key}
              label={EMAIL_SWITCHES[key].label}
              description={EMAIL_SWITCHES[key].description}
              checked={isOn(me, key)}
              disabled={!db || !master}
              onCheckedChange={(v) => change(key, v)}
            />
          ))}
        </fieldset>
      </Card.Body>
    </Card.Root>
  );
}
