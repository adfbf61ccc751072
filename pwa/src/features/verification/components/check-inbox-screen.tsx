// "Check your inbox" (#28 §1, ADR 023): what an account whose e-mail is not verified sees on every
// route but its own profile and settings. The server refuses it everything else; this screen
// says why and offers what it may do: resend the link, change a mistyped address, sign out.
// Loaded lazily by the shell (it brings the change-of-e-mail form and its schema).
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { VERIFY_TEXTS } from '@greenroom/shared-model/texts';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { MailIcon } from '../../../ui/icons';
import { toast } from '../../../ui/toast';
import { resendVerification } from '../../auth/api/auth-api';
import { refreshCurrentUser, signOut } from '../../auth/current-user-store';
import { ChangeEmailForm } from '../../settings/components/email-address-section';

const linkStyle = css({
  color: 'accent.text',
  textDecoration: 'underline',
  minH: '6',
  display: 'inline-flex',
  alignItems: 'center',
});

export function CheckInboxScreen({ user }: { user: CurrentUser }) {
  const [sending, setSending] = useState(false);
  const [changing, setChanging] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // The link may be opened on another device or tab: ask again when this one comes back.
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void refreshCurrentUser();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, []);

  async function resend() {
    setSending(true);
    const error = await resendVerification();
    setSending(false);
    if (error) toast({ type: 'error', title: VERIFY_TEXTS.sendFailed, description: error });
    else toast({ type: 'success', title: VERIFY_TEXTS.resent, description: user.email });
  }

  return (
    <div className={css({ maxW: '34rem', mx: 'auto', py: { base: '2', md: '8' } })}>
      <Card.Root aria-labelledby="check-inbox-title">
        <Card.Header>
          <MailIcon
            aria-hidden="true"
            className={css({ w: '8', h: '8', color: 'accent.text', mb: '2' })}
          />
          <h1 id="check-inbox-title" className={css({ textStyle: 'heading', fontSize: '2xl' })}>
            {VERIFY_TEXTS.title}
          </h1>
          <Card.Description>
            {VERIFY_TEXTS.sentTo}{' '}
            <strong className={css({ color: 'fg.default', overflowWrap: 'anywhere' })}>
              {user.email}
            </strong>
            .
          </Card.Description>
        </Card.Header>
        <Card.Body className={css({ display: 'grid', gap: '4' })}>
          <p>{VERIFY_TEXTS.explain}</p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <Button size="lg" loading={sending} onClick={() => void resend()}>
              {VERIFY_TEXTS.resend}
            </Button>
            {user.hasPassword && (
              <Button
                size="lg"
                variant="outline"
                aria-expanded={changing}
                aria-controls="change-email"
                onClick={() => setChanging((open) => !open)}
              >
                {VERIFY_TEXTS.changeEmail}
              </Button>
            )}
          </div>
          {changing && (
            <section
              id="change-email"
              aria-labelledby="change-email-title"
              className={css({ display: 'grid', gap: '3', pt: '2' })}
            >
              <h2 id="change-email-title" className={css({ fontWeight: 'semibold' })}>
                {VERIFY_TEXTS.changeEmail}
              </h2>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                {VERIFY_TEXTS.changeEmailIntro}
              </p>
              <ChangeEmailForm />
            </section>
          )}
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{VERIFY_TEXTS.expiry}</p>
        </Card.Body>
        <Card.Footer
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: '4',
            justifyContent: 'space-between',
          })}
        >
          <nav aria-label="Your account" className={css({ display: 'flex', gap: '4' })}>
            <Link to="/profile" className={linkStyle}>
              {VERIFY_TEXTS.profile}
            </Link>
            <Link to="/settings" className={linkStyle}>
              {VERIFY_TEXTS.settings}
            </Link>
          </nav>
          <Button
            variant="ghost"
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void signOut();
            }}
          >
            {VERIFY_TEXTS.signOut}
          </Button>
        </Card.Footer>
      </Card.Root>
    </div>
  );
}
