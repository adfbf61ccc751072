import { PRODUCT_NAME, SCHOOL_NAME } from '@greenroom/shared-model/constants';
import { AUTH_TEXTS, authErrorMessage } from '@greenroom/shared-model/texts';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { ShieldCheckIcon } from '../../../ui/icons';
import { lazy } from '../../../ui/lazy';
import { Logo } from '../../../ui/logo';
import { StageArt } from '../../../ui/stage-art';
import * as Tabs from '../../../ui/tabs';
import { AuthErrorBoundary } from './auth-error-boundary';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthMode = 'login' | 'signup' | 'forgot' | 'reset';

type AuthPageProps = { mode: AuthMode; error: string | undefined; token?: string | undefined };

const PasswordRecovery = lazy(() => import('./password-recovery'));

const HEADINGS: Record<AuthMode, { title: string; intro: string }> = {
  login: { title: 'Welcome back', intro: 'Sign in to pick up where you left off.' },
  signup: {
    title: `Join ${PRODUCT_NAME}`,
    intro: 'Create your account with your university e-mail.',
  },
  forgot: { title: AUTH_TEXTS.forgotTitle, intro: AUTH_TEXTS.forgotIntro },
  reset: { title: AUTH_TEXTS.resetTitle, intro: AUTH_TEXTS.resetIntro },
};

/** /auth for visitors: sign-in and sign-up tabs (spec part 1 §2), inside its own boundary. */
export function AuthPage(props: AuthPageProps) {
  return (
    <AuthErrorBoundary>
      <AuthScreen {...props} />
    </AuthErrorBoundary>
  );
}

function AuthScreen({ mode, error, token }: AuthPageProps) {
  const recovering = mode === 'forgot' || mode === 'reset';
  const navigate = useNavigate({ from: '/auth' });
  // The address error is read once, shown until dismissed, and removed from the address.
  const [errorCode, setErrorCode] = useState<string | null>(error ?? null);
  useEffect(() => {
    if (error === undefined) return;
    setErrorCode(error);
    void navigate({ search: (prev) => ({ ...prev, error: undefined }), replace: true });
  }, [error, navigate]);

  return (
    <div
      className={css({
        minH: '100dvh',
        display: 'grid',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
      })}
    >
      <aside
        className={css({
          display: { base: 'none', lg: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: '12',
          bgGradient: 'stage',
          color: 'fg.inverse',
        })}
      >
        <Link
          to="/"
          aria-label={`${PRODUCT_NAME} home`}
          className={css({ alignSelf: 'flex-start' })}
        >
          <Logo tone="dark" />
        </Link>
        <StageArt className={css({ w: 'full', maxW: '26rem', my: '8', alignSelf: 'center' })} />
        <div>
          <p className={css({ textStyle: 'display', fontSize: '3xl', maxW: '24rem' })}>
            Your next collaborator is already in class with you.
          </p>
          <p className={css({ mt: '4', color: 'fg.inverseMuted', maxW: '26rem' })}>
            {PRODUCT_NAME} is the members-only network for {SCHOOL_NAME} students and alumni.
          </p>
          <Badge tone="onDark" size="md" className={css({ mt: '6' })}>
            <ShieldCheckIcon />
            {AUTH_TEXTS.secureBadge}
          </Badge>
        </div>
      </aside>

      <main
        id="main"
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          px: { base: '4', sm: '6' },
          py: { base: '6', sm: '12' },
        })}
      >
        <div className={css({ w: 'full', maxW: '30rem' })}>
          <Link
            to="/"
            aria-label={`${PRODUCT_NAME} home`}
            className={css({ display: { base: 'inline-flex', lg: 'none' }, mb: '6' })}
          >
            <Logo />
          </Link>
          <h1 className={css({ textStyle: 'heading', fontSize: { base: '2xl', sm: '3xl' } })}>
            {HEADINGS[mode].title}
          </h1>
          <p className={css({ mt: '1.5', mb: '6', color: 'fg.muted' })}>{HEADINGS[mode].intro}</p>

          {errorCode !== null ? (
            <Alert
              status="error"
              className={css({ mb: '5' })}
              onDismiss={() => setErrorCode(null)}
              dismissLabel="Dismiss error"
            >
              {authErrorMessage(errorCode)}
            </Alert>
          ) : null}

          <div
            className={css({
              bg: 'bg.surface',
              borderWidth: '1px',
              borderColor: 'border.subtle',
              borderRadius: '2xl',
              boxShadow: 'md',
              p: { base: '4', sm: '7' },
            })}
          >
            {recovering ? (
              <Suspense fallback={null}>
                <PasswordRecovery mode={mode} token={token} />
              </Suspense>
            ) : (
              <Tabs.Root
                lazyMount
                unmountOnExit
                value={mode}
                onValueChange={(d) =>
                  void navigate({
                    search: (prev) => ({ ...prev, mode: d.value as AuthMode }),
                    replace: true,
                  })
                }
              >
                <Tabs.List>
                  <Tabs.Trigger value="login">{AUTH_TEXTS.signIn}</Tabs.Trigger>
                  <Tabs.Trigger value="signup">{AUTH_TEXTS.signUp}</Tabs.Trigger>
                  <Tabs.Indicator />
                </Tabs.List>
                <Tabs.Content value="login">
                  <SignInForm />
                </Tabs.Content>
                <Tabs.Content value="signup">
                  <SignUpForm />
                </Tabs.Content>
              </Tabs.Root>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
