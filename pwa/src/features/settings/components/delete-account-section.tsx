// Deleting one's account (issue 16): what goes and what stays, said plainly; the password (or,
// for a Google account, a sign-in of the last minutes) and a confirmation. Then this device forgets
// the member (their replica and outbox included) and shows the landing page.
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { memberDbName } from '../../../client-core/local-db/member-db';
import { requestJson } from '../../../client-core/sync/transport';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PasswordInput } from '../../../ui/password-input';
import { toast } from '../../../ui/toast';
import { signOut } from '../../auth/current-user-store';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

export function DeleteAccountSection() {
  const me = useSignedInUser();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);

  async function deleteNow() {
    const reply = await requestJson<{ message: string }>(
      (input, init) => fetch(input, init),
      '/api/account/delete',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(me.hasPassword ? { currentPassword: password } : {}),
      },
    );
    if (!reply.ok) {
      toast({ type: 'error', title: 'Error', description: reply.message });
      throw new Error(reply.message);
    }
    toast({ type: 'success', title: SERVER_TEXTS.accountDeleted });
    const { Dexie } = await import('dexie');
    await Dexie.delete(memberDbName(me.id)).catch(() => {});
    await signOut();
  }

  return (
    <Card.Root aria-labelledby="delete-account-title">
      <Card.Header>
        <Card.Title id="delete-account-title">Delete Account</Card.Title>
        <Card.Description>
          Your profile, courses, portfolio and its files, posts, events, jobs (with the applications
          to them), saved jobs, connections and notifications are deleted, and every device is
          signed out. Applications you sent and “worked together” credits stay for the other member,
          under “Former member” instead of your name. You may sign up again later with the same
          address.
        </Card.Description>
      </Card.Header>
      <Card.Body className={css({ gap: '3', alignItems: 'flex-start', maxW: '28rem' })}>
        {me.hasPassword ? (
          <PasswordInput
            label="Current password"
            toggleSubject="current password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        ) : (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {SERVER_TEXTS.recentSignInNeeded}
          </p>
        )}
        <Button
          variant="danger"
          disabled={me.hasPassword && !password}
          onClick={() => setConfirming(true)}
        >
          Delete my account
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete your account?"
          description="This cannot be undone."
          confirmLabel="Delete my account"
          onConfirm={deleteNow}
        />
      </Card.Body>
    </Card.Root>
  );
}
