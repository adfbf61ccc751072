import type { Post } from '@greenroom/shared-model/schemas/posts';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { fetchOlderPosts } from '../../../client-core/sync/older-posts';
import { Button } from '../../../ui/button';
import { useSyncStatus } from '../../sync/sync-context';
import { PostCard } from './post-card';

const TEXTS = {
  show: 'Show older posts',
  loading: 'Loading older posts...',
  offline: 'Older posts load when you are back online.',
  done: "You're all caught up.",
  failed: 'Older posts could not be loaded. Please try again.',
} as const;

/**
 * Posts older than the replica's window, read from the server on demand and kept in memory only,
 * so the replica stays bounded.
 */
export function OlderPosts({
  oldestCreatedAt,
  knownIds,
  viewerId,
  now,
  onDelete,
}: {
  oldestCreatedAt: string;
  knownIds: ReadonlySet<string>;
  viewerId: string;
  now: number;
  onDelete: (id: string) => Promise<void>;
}) {
  const { online } = useSyncStatus();
  const [older, setOlder] = useState<Post[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'failed'>('idle');

  async function loadMore() {
    setState('loading');
    const before = older.at(-1)?.createdAt ?? oldestCreatedAt;
    const known = new Set([...knownIds, ...older.map((p) => p.id)]);
    const reply = await fetchOlderPosts({ before, known });
    if (!reply.ok) {
      setState('failed');
      return;
    }
    setOlder((shown) => [...shown, ...reply.value.posts]);
    setState(reply.value.done ? 'done' : 'idle');
  }

  async function remove(id: string) {
    await onDelete(id);
    setOlder((shown) => shown.filter((p) => p.id !== id));
  }

  return (
    <>
      {older.length > 0 ? (
        <ul className={list} aria-label="Older posts">
          {older.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                isOwner={post.authorId === viewerId}
                now={now}
                onDelete={remove}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={footer} aria-live="polite">
        {state === 'done' ? (
          <p className={muted}>{TEXTS.done}</p>
        ) : (
          <>
            <Button
              variant="outline"
              onClick={loadMore}
              disabled={!online}
              loading={state === 'loading'}
              loadingText={TEXTS.loading}
            >
              {TEXTS.show}
            </Button>
            {!online ? <p className={muted}>{TEXTS.offline}</p> : null}
            {state === 'failed' ? <p className={muted}>{TEXTS.failed}</p> : null}
          </>
        )}
      </div>
    </>
  );
}

const list = css({ display: 'grid', gap: '4', listStyle: 'none', p: '0', m: '0', mt: '4' });
const footer = css({ display: 'grid', justifyItems: 'center', gap: '2', mt: '5' });
const muted = css({ color: 'fg.muted', fontSize: 'sm', textAlign: 'center' });
