import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import type { Post } from '@greenroom/shared-model/schemas/posts';
import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import type { Replica } from '../../../client-core/local-db/member-db';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { PendingBadge } from '../../sync/components/waiting-to-sync';
import { DeletePostButton } from './delete-post-button';

/** One post: author, time, type, content; "Pending" until the server has it; owner Delete. */
export function PostCard({
  post,
  isOwner,
  now,
  onDelete,
}: {
  post: Replica<Post>;
  isOwner: boolean;
  now: number;
  onDelete: (id: string) => Promise<void>;
}) {
  const nameId = useId();
  const name = `${post.author.firstName} ${post.author.lastName}`.trim();
  const pending = post.pending !== undefined;
  return (
    <article aria-labelledby={nameId} data-pending={pending || undefined} className={card}>
      <header className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <Avatar user={post.author} size="md" decorative />
        <div className={css({ minW: '0', flex: '1' })}>
          <p id={nameId} className={css({ fontWeight: '600', lineClamp: '1' })}>
            {name}
          </p>
          <time
            dateTime={post.createdAt}
            title={new Date(post.createdAt).toLocaleString()}
            className={css({ fontSize: 'sm', color: 'fg.muted' })}
          >
            {formatRelativeTime(post.createdAt, Math.max(now, Date.parse(post.createdAt)))}
          </time>
        </div>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexShrink: '0' })}>
          {pending ? <PendingBadge /> : null}
          <Badge tone="neutral">{post.type === 'showcase' ? 'SHOWCASE' : 'POST'}</Badge>
          {isOwner ? <DeletePostButton onConfirm={() => onDelete(post.id)} /> : null}
        </div>
      </header>
      <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: '3' })}>
        {post.content}
      </p>
    </article>
  );
}

const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  boxShadow: 'sm',
  p: { base: '4', md: '5' },
});
