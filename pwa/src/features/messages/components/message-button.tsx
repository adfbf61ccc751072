// "Message" beside Connect on another member's profile, on an application (its job's author and
// the applicant) and per connection (#33): opens the pair's conversation, or starts one (in their
// Requests until they accept when we are not connected, nor job author and applicant).

import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import { MailIcon } from '../../../ui/icons';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { authorSummary } from '../../posts/actions/author-summary';
import { startConversation } from '../actions/message-actions';

export function MessageButton({
  member,
  size,
  named = false,
}: {
  member: UserSummary;
  size?: 'xs' | 'sm';
  /** In a list: the accessible name says whom ("Message Ana Lee"). */
  named?: boolean;
}) {
  const db = useMemberDb();
  const me = useSignedInUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size={size}
      aria-label={
        named ? `${MESSAGE_TEXTS.message} ${member.firstName} ${member.lastName}`.trim() : undefined
      }
      disabled={!db || busy || member.id === me.id}
      onClick={async () => {
        if (!db) return;
        setBusy(true);
        try {
          const id = await startConversation(db, authorSummary(me), [authorSummary(member)]);
          await navigate({ to: '/messages/$conversationId', params: { conversationId: id } });
        } finally {
          setBusy(false);
        }
      }}
    >
      <MailIcon aria-hidden="true" />
      {MESSAGE_TEXTS.message}
    </Button>
  );
}
