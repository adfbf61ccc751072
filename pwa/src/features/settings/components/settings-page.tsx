import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { css } from '../../../../styled-system/css';
import { toast } from '../../../ui/toast';
import { PushSettingsSection } from '../../notifications/push/push-settings-section';
import {
  BlockedMembersSection,
  FieldPrivacySection,
  MutedMembersSection,
} from '../../privacy/components/privacy-settings';
import { ThisDeviceCard } from '../../this-device/components/this-device-card';
import { AppearanceSection } from './appearance-section';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailAddressSection } from './email-address-section';
import { PasswordSection } from './password-section';
import { EmailSection, PrivacySection } from './preferences-sections';
import { SignInMethodsSection } from './sign-in-methods-section';
import { StorageSection } from './storage-section';
import { UsageAnalyticsSection } from './usage-analytics-section';

/** /settings (spec part 1 §2 "Settings page"). */
export function SettingsPage() {
  const { emailChanged, googleLinked } = useSearch({ from: '/settings' });
  const navigate = useNavigate({ from: '/settings' });
  useEffect(() => {
    if (!emailChanged) return;
    toast(
      emailChanged === '1'
        ? { type: 'success', title: SERVER_TEXTS.emailChanged }
        : { type: 'error', title: 'Error', description: SERVER_TEXTS.emailChangeInvalid },
    );
    void navigate({ search: {}, replace: true });
  }, [emailChanged, navigate]);
  useEffect(() => {
    if (!googleLinked) return;
    toast(
      googleLinked === '1'
        ? { type: 'success', title: SERVER_TEXTS.googleLinked }
        : { type: 'error', title: 'Error', description: SERVER_TEXTS.googleLinkFailed },
    );
    void navigate({ search: {}, replace: true });
  }, [googleLinked, navigate]);
  return (
    <div className={css({ display: 'grid', gap: '5', maxW: '42rem', mx: 'auto' })}>
      <h1 className={css({ textStyle: 'heading', fontSize: '2xl' })}>Settings</h1>
      <EmailAddressSection />
      <PasswordSection />
      <SignInMethodsSection />
      <PrivacySection />
      <FieldPrivacySection />
      <BlockedMembersSection />
      <MutedMembersSection />
      <AppearanceSection />
      <UsageAnalyticsSection />
      <PushSettingsSection />
      <EmailSection />
      <StorageSection />
      <ThisDeviceCard />
      <DataExportSection />
      <DeleteAccountSection />
    </div>
  );
}
