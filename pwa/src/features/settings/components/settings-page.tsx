import { css } from '../../../../styled-system/css';
import { PushSettingsSection } from '../../push/components/push-settings-section';
import { PasswordSection } from './password-section';
import { EmailSection, PrivacySection } from './preferences-sections';

/** /settings (spec part 1 §2 "Settings page"). */
export function SettingsPage() {
  return (
    <div className={css({ display: 'grid', gap: '5', maxW: '42rem', mx: 'auto' })}>
      <h1 className={css({ textStyle: 'heading', fontSize: '2xl' })}>Settings</h1>
      <PasswordSection />
      <PrivacySection />
      <PushSettingsSection />
      <EmailSection />
    </div>
  );
}
