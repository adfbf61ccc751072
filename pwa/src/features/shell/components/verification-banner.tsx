import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { AUTH_TEXTS, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { MailIcon } from '../../../ui/icons';
import { toast } from '../../../ui/toast';
import { resendVerification } from '../../auth/api/auth-api';

/** For members who have not confirmed their university e-mail yet (decisions.md). */
export function VerificationBanner({ user }: { user: CurrentUser }) {
  const [busy, setBusy] = useState(false);
  if (user.isVerified) return null;

  async function resend() {
    setBusy(true);
    const error = await resendVerification();
    setBusy(false);
    if (error) toast({ title: 'Could not send the e-mail', description: error, type: 'error' });
    else
      toast({
        title: SERVER_TEXTS.verificationSent,
        description: `Check ${user.email}.`,
        type: 'success',
      });
  }

  return (
    <section
      aria-label="E-mail verification"
      className={css({ bg: 'warning.bg', borderBottomWidth: '1px', borderColor: 'warning.border' })}
    >
      <div
        className={css({
          maxW: 'content',
          mx: 'auto',
          px: { base: '4', md: '6' },
          py: '2.5',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '3',
          color: 'warning.fg',
          fontSize: 'sm',
        })}
      >
        <MailIcon className={css({ w: '4.5', h: '4.5', flexShrink: '0' })} />
        <p className={css({ flex: '1', minW: '12rem' })}>
          <strong>Please verify your e-mail.</strong> We sent a confirmation link to {user.email}.
        </p>
        <Button variant="outline" size="xs" loading={busy} onClick={resend}>
          {AUTH_TEXTS.resendVerification}
        </Button>
      </div>
    </section>
  );
}
