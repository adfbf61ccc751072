// The home feed's cards (spec part 2 §2 "Home feed"): jobs, posts and events newest first, keyed by
// kind and id; three skeleton cards while the replica is empty and the first sync runs; the
// welcome card when there is nothing yet. Only the cards near the screen are in the page
// (`@tanstack/react-virtual` on the window), so a replica of 10,000 items scrolls smoothly.
import { FEED_SKELETON_CARDS } from '@greenroom/shared-model/constants';
import { feedItemKey } from '@greenroom/shared-model/helpers/feed';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { QueuedUploadsList } from '../../../sync/components/queued-uploads-list';
import { useSyncStatus } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import { WindowVirtualList } from '../../../ui/window-virtual-list';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { EventCard } from '../../events/components/event-card';
import { JobCard } from '../../jobs/components/job-card';
import { useJobMarks } from '../../jobs/hooks/use-jobs';
import { PostCard } from '../../posts/components/post-card';
import { markFeedPainted } from '../feed-timing';
import { type FeedItem, useFeed } from '../hooks/use-feed';
import { WelcomeCard } from './welcome-card';

const TICK_MS = 30_000;
const ESTIMATED_CARD_PX = 260;
const GAP_PX = 16;
/** Grow the window when the last shown card is this close to the screen. */
const GROW_AHEAD = 8;

/** Where the phone's strip of members and skills goes among the cards (after the second). */
const STRIP_AFTER = 2;
type FeedRow = FeedItem | { kind: 'strip' };
const rowKey = (row: FeedRow) => (row.kind === 'strip' ? 'strip' : feedItemKey(row));

const OLDER_TEXTS = {
  show: 'Show older posts',
  loading: 'Loading older posts...',
  offline: 'Older posts load when you are back online.',
  done: "You're all caught up.",
  failed: 'Older posts could not be loaded. Please try again.',
} as const;

export function FeedList({
  onCreatePost,
  firstPage,
  strip,
}: {
  onCreatePost: () => void;
  /** Shown among the first cards: the sidebar's members and skills on a phone (#30). */
  strip?: ReactNode;
  /** The last visit's first page, shown until the replica answers (boot/feed-first-page.ts). */
  firstPage?: FeedItem[];
}) {
  const me = useSignedInUser();
  const status = useSyncStatus();
  const feed = useFeed(me.id, firstPage);
  const now = useNow();
  const marks = useJobMarks(me.id);

  const items = feed.items;
  if (items === undefined || (items.length === 0 && !feed.known)) {
    return (
      <ul aria-label="Loading the feed" aria-busy="true" className={skeletonList}>
        {Array.from({ length: FEED_SKELETON_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <li key={i} className={skeleton} />
        ))}
      </ul>
    );
  }
  if (items.length === 0) {
    return (
      <>
        <QueuedUploadsList kind="post" />
        <WelcomeCard onCreatePost={onCreatePost} />
      </>
    );
  }

  const rows: FeedRow[] = strip
    ? [...items.slice(0, STRIP_AFTER), { kind: 'strip' }, ...items.slice(STRIP_AFTER)]
    : items;

  // The newest photo is the likeliest largest paint of the first screen (ADR 044).
  const firstPhotoPostId = items.find(
    (item): item is Extract<FeedItem, { kind: 'post' }> =>
      item.kind === 'post' && Boolean(item.post.imageInfo),
  )?.post.id;
  const card = (item: FeedRow) => {
    switch (item.kind) {
      case 'strip':
        return strip;
      case 'post':
        return (
          <PostCard
            post={item.post}
            me={me.id}
            now={now}
            priority={item.post.id === firstPhotoPostId}
          />
        );
      case 'event':
        return <EventCard event={item.event} me={me.id} now={now} />;
      case 'job':
        return (
          <JobCard
            job={item.job}
            me={me.id}
            now={now}
            saved={marks.saved(item.job.id)}
            application={marks.application(item.job.id)}
          />
        );
    }
  };

  return (
    <>
      <QueuedUploadsList kind="post" />
      <WindowVirtualList
        as="section"
        label="Home feed"
        items={rows}
        itemKey={rowKey}
        renderItem={card}
        estimatedSize={ESTIMATED_CARD_PX}
        gap={GAP_PX}
        onNearEnd={feed.hasMoreOnDevice ? feed.grow : undefined}
        nearEnd={GROW_AHEAD}
        onItemsLaidOut={markFeedPainted}
      />
      {feed.hasMoreOnDevice ? null : (
        <OlderItems
          state={feed.older}
          online={status.online}
          onLoad={() => void feed.loadOlder()}
        />
      )}
    </>
  );
}

function OlderItems({
  state,
  online,
  onLoad,
}: {
  state: 'idle' | 'loading' | 'done' | 'failed';
  online: boolean;
  onLoad: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  // Older items load by themselves as the member nears the end of the feed; the button stays
  // for keyboards and as the way to try again after a failure (never retried on its own).
  useEffect(() => {
    const el = box.current;
    if (!el || state !== 'idle' || !online || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load.current();
      },
      { rootMargin: `0px 0px ${OLDER_AHEAD_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [state, online]);
  return (
    <div ref={box} className={css({ display: 'grid', justifyItems: 'center', gap: '2', py: '4' })}>
      {state === 'done' ? (
        <p className={muted}>{OLDER_TEXTS.done}</p>
      ) : !online ? (
        <p className={muted}>{OLDER_TEXTS.offline}</p>
      ) : (
        <>
          {state === 'failed' ? (
            <p role="alert" className={muted}>
              {OLDER_TEXTS.failed}
            </p>
          ) : null}
          <Button variant="outline" onClick={onLoad} loading={state === 'loading'}>
            {state === 'loading' ? OLDER_TEXTS.loading : OLDER_TEXTS.show}
          </Button>
        </>
      )}
    </div>
  );
}

/** The time the relative dates count from, moving every 30 s. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** How far below the screen the end of the feed starts loading older items. */
const OLDER_AHEAD_PX = 400;
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const skeletonList = css({ display: 'grid', gap: '4', listStyle: 'none', p: '0', m: '0' });
const skeleton = css({ h: '40', borderRadius: 'xl', bg: 'bg.muted', opacity: '0.6' });
