// Messages whose file waits on this device for the network (`queuedUploads`, purpose `message`):
// shown at the end of their conversation as mine, "Sending…", never as sent. Once the file is
// uploaded, the message goes through the outbox and this copy gives way to the real one.
import { fileSizeText } from '@greenroom/shared-model/helpers/storage-use';
import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import { css } from '../../../../styled-system/css';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { useMemberDb } from '../../../sync/sync-context';
import { PaperclipIcon } from '../../../ui/media-icons';

export function QueuedMessages({ conversationId }: { conversationId: string }) {
  const db = useMemberDb();
  const queued = useLiveQuery(
    async () =>
      db
        ? (await db.queuedUploads.orderBy('createdAt').toArray()).filter(
            (q) => q.purpose.kind === 'message' && q.purpose.conversationId === conversationId,
          )
        : [],
    [db, conversationId],
    [],
  );
  if (!queued || queued.length === 0) return null;
  return (
    <ul
      aria-label="Waiting to be sent"
      className={css({ display: 'grid', gap: '2', listStyle: 'none' })}
    >
      {queued.map((q) => (
        <li key={q.id} className={css({ display: 'grid', gap: '1', justifyItems: 'end' })}>
          <div
            className={css({
              display: 'grid',
              gap: '2',
              maxW: '85%',
              px: '3',
              py: '2',
              rounded: 'xl',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              bg: 'accent.default',
              color: 'accent.fg',
            })}
          >
            <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
              <PaperclipIcon width={16} height={16} className={css({ flexShrink: '0' })} />
              <span className={css({ minW: '0' })}>{q.name}</span>
              <span className={css({ whiteSpace: 'nowrap' })}>{fileSizeText(q.size)}</span>
            </span>
            {q.purpose.kind === 'message' && q.purpose.content.trim() ? (
              <span>{q.purpose.content.trim()}</span>
            ) : null}
          </div>
          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {MESSAGE_TEXTS.sending}
            {q.progress !== undefined ? ` ${Math.round(q.progress * 100)}%` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
