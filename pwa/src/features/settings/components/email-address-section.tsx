// Changing e-mail (issue 16): the new member address and the current password; the change
// happens when the link sent to the new address is opened (the server then sends the member back
// here with ?emailChanged=1 or 0). Online only: an account operation, not a queued write.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { ChangeEmailBody } from '@greenroom/shared-model/schemas/auth';
import { AUTH_TEXTS, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { useForm } from '@tanstack/react-form';
import { css } from '../../../../styled-system/css';
import { checkWith, inputBinding } from '../../../client-core/form-errors';
import { requestJson } from '../../../client-core/sync/transport';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { TextField } from '../../../ui/field';
import { PasswordInput } from '../../../ui/password-input';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

const fields = ChangeEmailBody.shape;

export function EmailAddressSection() {
  const me = useSignedInUser();
  return (
    <Card.Root aria-labelledby="email-address-title">
      <Card.Header>
        <Card.Title id="email-address-title">E-mail Address</Card.Title>
        <Card.Description>
          Your account uses <strong>{me.email}</strong>.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {me.hasPassword ? (
          <ChangeEmailForm />
        ) : (
          <p role="note" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {SERVER_TEXTS.emailChangeGoogleOnly}
          </p>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** New address and current password; the link goes to the new address. */
export function ChangeEmailForm() {
  const form = useForm({
    defaultValues: { newEmail: '', currentPassword: '' },
    validators: { onSubmit: ChangeEmailBody },
    onSubmit: async ({ value, formApi }) => {
      const reply = await requestJson<{ message?: string }>(
        (input, init) => fetch(input, init),
        apiPaths.auth.changeEmail,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(value),
        },
      );
      if (reply.ok) {
        toast({
          type: 'success',
          title: 'Check your new inbox',
          description: SERVER_TEXTS.emailChangeSent,
        });
        formApi.reset();
        return;
      }
      toast({
        type: 'error',
        title: 'Error',
        description: reply.kind === 'network' ? AUTH_TEXTS.networkError : reply.message,
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
      <form.Field name="newEmail" validators={{ onBlur: checkWith(fields.newEmail) }}>
        {(field) => (
          <TextField
            label="New e-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...inputBinding(field)}
          />
        )}
      </form.Field>
      <form.Field
        name="currentPassword"
        validators={{ onChange: checkWith(fields.currentPassword) }}
      >
        {(field) => (
          <PasswordInput
            label="Current password"
            toggleSubject="current password"
            autoComplete="current-password"
            {...inputBinding(field)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <Button type="submit" loading={submitting} className={css({ justifySelf: 'start' })}>
            Send confirmation link
          </Button>
        )}
      </form.Subscribe>
    </form>
  );
}
