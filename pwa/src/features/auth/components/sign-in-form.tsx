import { AUTH_TEXTS } from '@greenroom/shared-model/texts';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Alert } from '../../../ui/alert';
import { Button, buttonClass } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { GoogleIcon } from '../../../ui/icons';
import { PasswordInput } from '../../../ui/password-input';
import { useHydrated } from '../../../ui/use-hydrated';
import { googleSignInHref, login } from '../api/auth-api';
import { formStack, OrDivider } from './form-layout';
import { typedBeforeHydration } from './typed-before-hydration';
import { useCompleteSignIn } from './use-complete-sign-in';

const SIGN_IN_FORM = 'sign-in';

export function SignInForm() {
  const [typed] = useState(() => typedBeforeHydration(SIGN_IN_FORM, { email: '', password: '' }));
  const [email, setEmail] = useState(typed.email);
  const [password, setPassword] = useState(typed.password);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const completeSignIn = useCompleteSignIn();
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await login(email.trim(), password);
    if (result.ok) {
      await completeSignIn(result.user);
    } else {
      setError(result.message);
      setBusy(false);
    }
  }

  return (
    <form name={SIGN_IN_FORM} onSubmit={onSubmit} className={formStack}>
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
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Link
        to="/auth"
        search={{ mode: 'forgot' }}
        className={css({
          alignSelf: 'flex-end',
          fontSize: 'sm',
          color: 'accent.text',
          _hover: { textDecoration: 'underline' },
        })}
      >
        {AUTH_TEXTS.forgotPassword}
      </Link>
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!hydrated}
        loading={busy}
        loadingText={AUTH_TEXTS.signingIn}
      >
        {AUTH_TEXTS.signIn}
      </Button>
      <OrDivider />
      <a
        href={googleSignInHref('login')}
        className={buttonClass({ variant: 'outline', size: 'lg', fullWidth: true })}
      >
        <GoogleIcon />
        {AUTH_TEXTS.signInWithGoogle}
      </a>
      <p className={css({ fontSize: 'xs', color: 'fg.muted', textAlign: 'center' })}>
        Google sign-in works with your university Google account.
      </p>
    </form>
  );
}
