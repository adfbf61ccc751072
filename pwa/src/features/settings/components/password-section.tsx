// Change password (spec part 1 §5, §8): the spec's checks on change, the call online only (it is
// an account operation, not a queued write), the form cleared after success. Accounts without a
// password (Google sign-in) see where their password is managed instead (ADR 013).
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { ChangePasswordBody } from '@greenroom/shared-model/schemas/auth';
import { AUTH_TEXTS, SETTINGS_TEXTS, VALIDATION_TEXTS } from '@greenroom/shared-model/texts';
import { useForm } from '@tanstack/react-form';
import { css } from '../../../../styled-system/css';
import { checkWith, firstErrorMessage } from '../../../client-core/form-errors';
import { requestJson } from '../../../client-core/sync/transport';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { PasswordInput } from '../../../ui/password-input';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

const GOOGLE_SECURITY_URL = 'https://myaccount.google.com/security';

const fields = ChangePasswordBody.shape;

export function PasswordSection() {
  const me = useSignedInUser();
  return (
    <Card.Root aria-labelledby="password-title">
      <Card.Header>
        <Card.Title id="password-title">Change Password</Card.Title>
      </Card.Header>
      <Card.Body>
        {me.hasPassword ? (
          <PasswordForm />
        ) : (
          <div role="note" className={css({ display: 'grid', gap: '2' })}>
            <p className={css({ fontWeight: '600' })}>{SETTINGS_TEXTS.notAvailableTitle}</p>
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              {SETTINGS_TEXTS.notAvailable} You sign in with Google: manage your password in your{' '}
              <a
                href={GOOGLE_SECURITY_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={css({ color: 'accent.text', textDecoration: 'underline' })}
              >
                Google Account security settings
              </a>
              .
            </p>
          </div>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function PasswordForm() {
  const form = useForm({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validators: { onSubmit: ChangePasswordBody },
    onSubmit: async ({ value, formApi }) => {
      const reply = await requestJson<{ message?: string }>(
        (input, init) => fetch(input, init),
        apiPaths.auth.changePassword,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(value),
        },
      );
      if (reply.ok) {
        toast({ type: 'success', title: SETTINGS_TEXTS.passwordUpdated });
        formApi.reset();
        return;
      }
      toast({
        type: 'error',
        title: 'Error',
        description:
          reply.kind === 'network'
            ? AUTH_TEXTS.networkError
            : reply.message || SETTINGS_TEXTS.passwordFailed,
      });
    },
  });
  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '4', maxW: '28rem' })}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field
        name="currentPassword"
        validators={{ onChange: checkWith(fields.currentPassword) }}
      >
        {(field) => (
          <PasswordField
            field={field}
            label="Current password"
            subject="current password"
            autoComplete="current-password"
          />
        )}
      </form.Field>
      <form.Field name="newPassword" validators={{ onChange: checkWith(fields.newPassword) }}>
        {(field) => (
          <PasswordField
            field={field}
            label="New password"
            subject="new password"
            autoComplete="new-password"
          />
        )}
      </form.Field>
      <form.Field
        name="confirmPassword"
        validators={{
          onChangeListenTo: ['newPassword'],
          onChange: ({ value, fieldApi }) =>
            checkWith(fields.confirmPassword)({ value }) ??
            (value !== fieldApi.form.getFieldValue('newPassword')
              ? VALIDATION_TEXTS.passwordsDontMatch
              : undefined),
        }}
      >
        {(field) => (
          <PasswordField
            field={field}
            label="Confirm new password"
            subject="new password confirmation"
            autoComplete="new-password"
          />
        )}
      </form.Field>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <Button type="submit" disabled={submitting} className={css({ justifySelf: 'start' })}>
            {submitting ? 'Updating...' : 'Update Password'}
          </Button>
        )}
      </form.Subscribe>
    </form>
  );
}

function PasswordField({
  field,
  label,
  subject,
  autoComplete,
}: {
  field: {
    state: { value: string; meta: { errors: readonly unknown[] } };
    handleBlur(): void;
    handleChange(value: string): void;
  };
  label: string;
  subject: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <PasswordInput
      label={label}
      toggleSubject={subject}
      autoComplete={autoComplete}
      value={field.state.value}
      onBlur={() => field.handleBlur()}
      onChange={(e) => field.handleChange(e.target.value)}
      errorText={firstErrorMessage(field.state.meta.errors)}
    />
  );
}
