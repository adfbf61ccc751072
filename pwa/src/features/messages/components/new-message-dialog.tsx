// "New message" (#33): choose one member, or up to seven for a group (named optionally), from the
// members this device knows (connections first), and start the conversation, offline too.
import { CONVERSATION_MAX_MEMBERS } from '@greenroom/shared-model/constants';
import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { useMemberDb } from '../../../sync/sync-context';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { DialogFrame } from '../../../ui/dialog-frame';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { authorSummary } from '../../posts/actions/author-summary';
import { startConversation } from '../actions/message-actions';

const input = css({
  w: 'full',
  h: '11',
  px: '3',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'fg.default',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
});

/** The members this device knows that I may choose: connections first, then by name. */
function useChoosable(me: string, query: string): UserSummary[] | undefined {
  const db = useMemberDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const [users, connections, blocks] = await Promise.all([
      db.users.toArray(),
      db.connections.where('status').equals('accepted').toArray(),
      db.blocks.toArray(),
    ]);
    const connected = new Set(connections.flatMap((c) => [c.requesterId, c.addresseeId]));
    const blocked = new Set(blocks.map((b) => b.blockedId));
    const words = query.trim().toLowerCase();
    return users
      .filter((u) => u.id !== me && !blocked.has(u.id))
      .filter((u) => !words || `${u.firstName} ${u.lastName}`.toLowerCase().includes(words))
      .sort(
        (a, b) =>
          Number(connected.has(b.id)) - Number(connected.has(a.id)) ||
          `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`),
      )
      .slice(0, 50);
  }, [db, me, query]);
}

export function NewMessageDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{MESSAGE_TEXTS.newMessage}</Button>
      {open ? <NewMessageForm open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

function NewMessageForm({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const db = useMemberDb();
  const me = useSignedInUser();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<UserSummary[]>([]);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const options = useChoosable(me.id, query);
  const searchId = useId();
  const nameId = useId();
  const full = chosen.length >= CONVERSATION_MAX_MEMBERS - 1;
  const toggle = (u: UserSummary) =>
    setChosen((list) =>
      list.some((c) => c.id === u.id) ? list.filter((c) => c.id !== u.id) : [...list, u],
    );
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={MESSAGE_TEXTS.newMessage}
      description="Choose one member, or several for a group."
    >
      <Dialog.Body className={css({ display: 'grid', gap: '3' })}>
        <label htmlFor={searchId} className={css({ fontSize: 'sm', fontWeight: '600' })}>
          Search members
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={input}
        />
        <fieldset className={css({ display: 'grid', gap: '1' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: '600', mb: '1' })}>
            {MESSAGE_TEXTS.membersLabel}
          </legend>
          {options?.length === 0 ? (
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>No member with that name</p>
          ) : null}
          <ul className={css({ display: 'grid', gap: '1', maxH: '64', overflowY: 'auto' })}>
            {options?.map((u) => {
              const checked = chosen.some((c) => c.id === u.id);
              return (
                <li key={u.id}>
                  <label
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      gap: '3',
                      minH: '11',
                      px: '2',
                      rounded: 'md',
                      cursor: 'pointer',
                      _hover: { bg: 'bg.muted' },
                    })}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => toggle(u)}
                      className={css({ w: '6', h: '6', flexShrink: '0' })}
                    />
                    <Avatar user={u} size="sm" decorative />
                    <span>{`${u.firstName} ${u.lastName}`.trim()}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {chosen.length > 1 ? (
          <>
            <label htmlFor={nameId} className={css({ fontSize: 'sm', fontWeight: '600' })}>
              {MESSAGE_TEXTS.groupName}
            </label>
            <input
              id={nameId}
              value={name}
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
              className={input}
            />
          </>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.CloseTrigger>
        <Button
          disabled={!db || chosen.length === 0}
          loading={busy}
          onClick={async () => {
            if (!db) return;
            setBusy(true);
            try {
              const id = await startConversation(
                db,
                authorSummary(me),
                chosen.map(authorSummary),
                chosen.length > 1 ? name.trim() || null : null,
              );
              onOpenChange(false);
              await navigate({ to: '/messages/$conversationId', params: { conversationId: id } });
            } finally {
              setBusy(false);
            }
          }}
        >
          {MESSAGE_TEXTS.start}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
