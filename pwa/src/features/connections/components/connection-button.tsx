// The connection button (spec part 1 §4 "Connection"): Loading..., Connect, Pending,
// Accept/Decline, Connected with "Remove connection". Every press goes through the outbox, so it
// works offline; a write not yet sent shows "Waiting to sync".
import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { CONNECTION_TEXTS } from '@greenroom/shared-model/texts';
import { usingFeature } from '../../../client-core/analytics/track';
import { WaitingToSync } from '../../../sync/components/waiting-to-sync';
import { QUEUED_TEXTS, savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb, useSyncStatus } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import { CheckIcon, ChevronDownIcon, UserIcon, XIcon } from '../../../ui/icons';
import * as Menu from '../../../ui/menu';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { answerConnection, requestConnection } from '../actions/connection-actions';
import { useConnectionWith } from '../hooks/use-connections';

export function ConnectionButton({ userId, size = 'md' }: { userId: string; size?: 'sm' | 'md' }) {
  const me = useSignedInUser();
  const db = useMemberDb();
  const { online } = useSyncStatus();
  const pair = useConnectionWith(userId);
  if (userId === me.id) return null;
  if (!pair || !db) {
    return (
      <Button size={size} disabled>
        {CONNECTION_TEXTS.loading}
      </Button>
    );
  }
  const { state, row } = pair;

  const connect = async () => {
    try {
      await usingFeature('connection_request', () => requestConnection(db, me.id, userId));
      toast(
        savedToast(
          { type: 'success', title: CONNECTION_TEXTS.requestSent },
          !online || writesWait(),
          'sent',
        ),
      );
    } catch (error) {
      toast({
        type: 'error',
        title: CONNECTION_TEXTS.sendErrorTitle,
        description: error instanceof Error ? error.message : CONNECTION_TEXTS.sendErrorFallback,
      });
    }
  };
  const answer = async (status: 'accepted' | 'blocked') => {
    if (!state.connectionId) return;
    try {
      await answerConnection(db, state.connectionId, status);
      // Online the button changes at once and says enough; offline, say that it waits.
      if (!online || writesWait()) toast({ type: 'success', title: QUEUED_TEXTS.sent });
    } catch (error) {
      toast({
        type: 'error',
        title: CONNECTION_TEXTS.respondErrorTitle,
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  const waiting = row?.pending ? <WaitingToSync /> : null;

  if (state.status === 'pending' && state.role === 'requester') {
    return (
      <>
        <Button size={size} variant="outline" disabled>
          {CONNECTION_TEXTS.pending}
        </Button>
        {waiting}
      </>
    );
  }
  if (state.status === 'pending') {
    return (
      <>
        <Button size={size} onClick={() => answer('accepted')}>
          <CheckIcon aria-hidden="true" />
          {CONNECTION_TEXTS.accept}
        </Button>
        <Button size={size} variant="outline" onClick={() => answer('blocked')}>
          <XIcon aria-hidden="true" />
          {CONNECTION_TEXTS.decline}
        </Button>
        {waiting}
      </>
    );
  }
  if (state.status === 'accepted') {
    return (
      <>
        <Menu.Root onSelect={(d) => d.value === 'remove' && answer('blocked')}>
          <ArkMenu.Trigger asChild>
            <Button size={size} variant="subtle">
              <CheckIcon aria-hidden="true" />
              {CONNECTION_TEXTS.connected}
              <ChevronDownIcon aria-hidden="true" />
            </Button>
          </ArkMenu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="remove">
                  <XIcon aria-hidden="true" />
                  {CONNECTION_TEXTS.remove}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        {waiting}
      </>
    );
  }
  return (
    <>
      <Button size={size} onClick={connect}>
        <UserIcon aria-hidden="true" />
        {CONNECTION_TEXTS.connect}
      </Button>
      {waiting}
    </>
  );
}
