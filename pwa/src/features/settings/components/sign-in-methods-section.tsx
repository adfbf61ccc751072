// Settings → Sign-in Methods (issue 16): the password and Google, each linked or not. A password
// account links Google after giving its password (the server lets only the same address in) and
// unlinks it the same way; a Google-only account sets a password after a fresh sign-in.
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { type FormEvent, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { requestJson } from '../../../client-core/sync/transport';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { GoogleIcon } from '../../../ui/icons';
import { PasswordInput } from '../../../ui/password-input';
import { toast } from '../../../ui/toast';
import { refreshCurrentUser } from '../../auth/current-user-store';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

const post = <T,>(path: string, body: unknown) =>
  requestJson<T>((input, init) => fetch(input, init), path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const failed = (message: string) => toast({ type: 'error', title: 'Error', description: message });

export function SignInMethodsSection() {
  const me = useSignedInUser();
  return (
    <Card.Root aria-labelledby="sign-in-methods-title">
      <Card.Header>
        <Card.Title id="sign-in-methods-title">Sign-in Methods</Card.Title>
      </Card.Header>
      <Card.Body className={css({ gap: '5' })}>
        <div className={css({ display: 'grid', gap: '2' })}>
          <p
            className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: '600' })}
          >
            Password{' '}
            <Badge tone={me.hasPassword ? 'success' : 'neutral'}>
              {me.hasPassword ? 'Set' : 'Not set'}
            </Badge>
          </p>
          {me.hasPassword ? null : <SetPasswordForm />}
        </div>
        <div className={css({ display: 'grid', gap: '2' })}>
          <p
            className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: '600' })}
          >
            <GoogleIcon aria-hidden="true" /> Google{' '}
            <Badge tone={me.hasGoogle ? 'success' : 'neutral'}>
              {me.hasGoogle ? 'Linked' : 'Not linked'}
            </Badge>
          </p>
          {me.hasPassword ? (
            <GoogleLinkForm linked={me.hasGoogle} />
          ) : (
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              Set a password first to unlink Google.
            </p>
          )}
        </div>
      </Card.Body>
    </Card.Root>
  );
}

/** Link (to the provider, then back here) or unlink, after the password. */
function GoogleLinkForm({ linked }: { linked: boolean }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    if (linked) {
      const reply = await post<{ message: string }>('/api/auth/google/unlink', {
        currentPassword: password,
      });
      setBusy(false);
      if (!reply.ok) return failed(reply.message);
      toast({ type: 'success', title: SERVER_TEXTS.googleUnlinked });
      setPassword('');
      await refreshCurrentUser();
      return;
    }
    const reply = await post<{ location: string }>('/api/auth/google/link', {
      currentPassword: password,
    });
    if (!reply.ok) {
      setBusy(false);
      return failed(reply.message);
    }
    window.location.assign(reply.value.location);
  }
  return (
    <form onSubmit={onSubmit} className={css({ display: 'grid', gap: '3', maxW: '28rem' })}>
      <PasswordInput
        label={linked ? 'Current password (to unlink Google)' : 'Current password (to link Google)'}
        toggleSubject="current password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button
        type="submit"
        variant="outline"
        loading={busy}
        disabled={!password}
        className={css({ justifySelf: 'start' })}
      >
        {linked ? 'Unlink Google' : 'Link Google'}
      </Button>
    </form>
  );
}

/** A Google-only account adds a password (the server asks for a sign-in of the last minutes). */
function SetPasswordForm() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const reply = await post<{ message: string }>('/api/auth/set-password', {
      newPassword: password,
      confirmPassword: confirm,
    });
    setBusy(false);
    if (!reply.ok) return failed(reply.message);
    toast({ type: 'success', title: SERVER_TEXTS.passwordSet });
    await refreshCurrentUser();
  }
  return (
    <form onSubmit={onSubmit} className={css({ display: 'grid', gap: '3', maxW: '28rem' })}>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button
        type="submit"
        loading={busy}
        disabled={!password || !confirm}
        className={css({ justifySelf: 'start' })}
      >
        Set password
      </Button>
    </form>
  );
}
