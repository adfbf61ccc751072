import { formatMegabytes } from '@greenroom/shared-model/helpers/upload-check';
import { useLiveQuery } from 'dexie-react-hooks';
import { css } from '../../../../styled-system/css';
import { useMemberDb } from '../../sync/sync-context';

/** The owner's files chosen offline, waiting for the network (or uploading now). */
export function QueuedUploadsList() {
  const db = useMemberDb();
  const queued = useLiveQuery(
    () => (db ? db.queuedUploads.orderBy('createdAt').toArray() : []),
    [db],
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
          <div className={css({ fontWeight: '600' })}>{q.purpose.title}</div>
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
