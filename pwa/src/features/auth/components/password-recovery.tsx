// "Forgot password?" (/auth?mode=forgot): the member's address, then the same notice whatever it
// is. The e-mail's link (/auth?mode=reset&token=…): a new password, twice, which signs this
// device in and every other one out. Loads only when one of the two is opened.
import { PASSWORD_MIN_LENGTH } from '@greenroom/shared-model/constants';
import { AUTH_TEXTS, VALIDATION_TEXTS } from '@greenroom/shared-model/texts';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { PasswordInput } from '../../../ui/password-input';
import { requestPasswordReset, resetPassword } from '../api/auth-api';
import { formStack } from './form-layout';
import { useCompleteSignIn } from './use-complete-sign-in';

const backLink = css({
  color: 'accent.text',
  fontSize: 'sm',
  textAlign: 'center',
  _hover: { textDecoration: 'underline' },
});

export default function PasswordRecovery({
  mode,
  token,
}: {
  mode: 'forgot' | 'reset';
  token: string | undefined;
}) {
  return mode === 'reset' && token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />;
}

function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await requestPasswordReset(email.trim());
    setBusy(false);
    if (result.ok) setSent(true);
    else setError(result.message);
  }

  if (sent) {
    return (
      <div className={formStack}>
        <Alert status="success">{AUTH_TEXTS.resetRequested}</Alert>
        <Link to="/auth" search={{ mode: 'login' }} className={backLink}>
          {AUTH_TEXTS.backToSignIn}
        </Link>
      </div>
    );
  }
  return (
    <form name="forgot-password" onSubmit={onSubmit} className={formStack}>
      {error ? <Alert status="error">{error}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={busy}
        loadingText={AUTH_TEXTS.sendingResetLink}
      >
        {AUTH_TEXTS.sendResetLink}
      </Button>
      <Link to="/auth" search={{ mode: 'login' }} className={backLink}>
        {AUTH_TEXTS.backToSignIn}
      </Link>
    </form>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const completeSignIn = useCompleteSignIn();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (password !== confirm) {
      setError(VALIDATION_TEXTS.passwordsDontMatch);
      return;
    }
    setBusy(true);
    const result = await resetPassword({ token, newPassword: password, confirmPassword: confirm });
    if (result.ok) {
      await completeSignIn(result.user);
    } else {
      setError(result.message);
      setBusy(false);
    }
  }

  return (
    <form name="reset-password" onSubmit={onSubmit} className={formStack}>
      {error ? (
        <Alert status="error">
          {error}
          {error === VALIDATION_TEXTS.resetLinkInvalid ? (
            <>
              {' '}
              <Link
                to="/auth"
                search={{ mode: 'forgot' }}
                className={css({ textDecoration: 'underline' })}
              >
                {AUTH_TEXTS.askForNewLink}
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <PasswordInput
        label="New password"
        name="new-password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordInput
        label="Confirm new password"
        name="confirm-password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={busy}
        loadingText={AUTH_TEXTS.settingNewPassword}
      >
        {AUTH_TEXTS.setNewPassword}
      </Button>
    </form>
  );
}
