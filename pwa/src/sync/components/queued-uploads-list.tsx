import { truncate } from '@greenroom/shared-model/helpers/text';
import { formatMegabytes } from '@greenroom/shared-model/helpers/upload-check';
import { css } from '../../../styled-system/css';
import type { QueuedUpload } from '../../client-core/local-db/member-db';
import { useLiveQuery } from '../../client-core/local-db/use-live-query';
import { useMemberDb } from '../sync-context';

const titleOf = (q: QueuedUpload) =>
  q.purpose.kind === 'portfolioItem' ? q.purpose.title : truncate(q.purpose.content, 60);

/** The member's files of one kind chosen offline, waiting for the network (or uploading now). */
export function QueuedUploadsList({ kind }: { kind: QueuedUpload['purpose']['kind'] }) {
  const db = useMemberDb();
  const queued = useLiveQuery(
    async () =>
      db
        ? (await db.queuedUploads.orderBy('createdAt').toArray()).filter(
            (q) => q.purpose.kind === kind,
          )
        : [],
    [db, kind],
  );
  if (!queued || queued.length === 0) return null;
  return (
    <ul
      aria-label="Waiting to upload"
      className={css({ display: 'grid', gap: '2', mb: '4', listStyle: 'none' })}
    >
      {queued.map((q) => (
        <li
          key={q.id}
          className={css({
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'md',
            p: '3',
            fontSize: 'sm',
          })}
        >
          <div className={css({ fontWeight: '600' })}>{titleOf(q)}</div>
          <div className={css({ color: 'fg.muted' })}>
            {q.name} · {formatMegabytes(q.size)} ·{' '}
            {q.progress === undefined ? 'Waiting to upload when you are online' : 'Uploading...'}
          </div>
          {q.progress !== undefined ? (
            <progress
              aria-label={`Uploading ${q.name}`}
              max={1}
              value={q.progress}
              className={css({ w: 'full' })}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
