// The home feed's cards (spec part 2 §2 "Home feed"): jobs, posts and events newest first, keyed by
// kind and id; three skeleton cards while the replica is empty and the first sync runs; the
// welcome card when there is nothing yet. Only the cards near the screen are in the page
// (`@tanstack/react-virtual` on the window), so a replica of 10,000 items scrolls smoothly.
import { FEED_SKELETON_CARDS } from '@greenroom/shared-model/constants';
import { feedItemKey } from '@greenroom/shared-model/helpers/feed';
import {
  measureElement,
  observeWindowOffset,
  useWindowVirtualizer,
  type Virtualizer,
  windowScroll,
} from '@tanstack/react-virtual';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { css } from '../../../../styled-system/css';
import { afterNextPaint } from '../../../client-core/after-next-paint';
import { Button } from '../../../ui/button';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { EventCard } from '../../events/components/event-card';
import { JobCard } from '../../jobs/components/job-card';
import { useMyApplications, useSavedJobs } from '../../jobs/hooks/use-jobs';
import { PostCard } from '../../posts/components/post-card';
import { QueuedUploadsList } from '../../sync/components/queued-uploads-list';
import { useSyncStatus } from '../../sync/sync-context';
import { markFeedPainted } from '../feed-timing';
import { type FeedItem, useFeed } from '../hooks/use-feed';
import { WelcomeCard } from './welcome-card';

const TICK_MS = 30_000;
const ESTIMATED_CARD_PX = 260;
const GAP_PX = 16;
/** Grow the window when the last shown card is this close to the screen. */
const GROW_AHEAD = 8;
/** Cards rendered beyond the screen's either side, once the first cards have been painted. */
const OVERSCAN = 4;

const OLDER_TEXTS = {
  show: 'Show older posts',
  loading: 'Loading older posts...',
  offline: 'Older posts load when you are back online.',
  done: "You're all caught up.",
  failed: 'Older posts could not be loaded. Please try again.',
} as const;

export function FeedList({
  onCreatePost,
  serverFirst,
}: {
  onCreatePost: () => void;
  /** The server's first page, asked for as the page started (early-feed.ts). */
  serverFirst?: FeedItem[];
}) {
  const me = useSignedInUser();
  const status = useSyncStatus();
  const feed = useFeed(me.id, serverFirst);
  const now = useNow();
  const saved = useSavedJobs();
  const applications = useMyApplications(me.id);
  const applicationByJob = useMemo(
    () => new Map((applications ?? []).map((a) => [a.jobId, a])),
    [applications],
  );

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

  const card = (item: FeedItem) => {
    switch (item.kind) {
      case 'post':
        return <PostCard post={item.post} me={me.id} now={now} />;
      case 'event':
        return <EventCard event={item.event} me={me.id} now={now} />;
      case 'job':
        return (
          <JobCard
            job={item.job}
            me={me.id}
            now={now}
            saved={saved?.has(item.job.id) ?? false}
            application={applicationByJob.get(item.job.id)}
          />
        );
    }
  };

  return (
    <>
      <QueuedUploadsList kind="post" />
      <VirtualFeed
        items={items}
        card={card}
        onNearEnd={feed.hasMoreOnDevice ? feed.grow : undefined}
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

function VirtualFeed({
  items,
  card,
  onNearEnd,
}: {
  items: FeedItem[];
  card: (item: FeedItem) => React.ReactNode;
  onNearEnd: (() => void) | undefined;
}) {
  const listRef = useRef<HTMLElement>(null);
  const [offset, setOffset] = useState(0);
  // After the first paint: the first frame lays the cards out where they belong whatever the
  // margin (they are placed relative to the list); it only narrows which ones are rendered.
  useEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setOffset(top + window.scrollY);
  }, []);
  const [scrollWrite] = useState(windowScrollAfterMount);
  // The first frame holds only the cards on screen; the ones just off it follow after its paint.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => afterNextPaint(() => startTransition(() => setOverscan(OVERSCAN))), []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    initialOffset: 0,
    observeElementOffset: scrollWrite.observeOffset,
    scrollToFn: scrollWrite.scrollTo,
    estimateSize: () => ESTIMATED_CARD_PX + GAP_PX,
    overscan,
    scrollMargin: offset,
    // The window's size from the start: the first render already holds the cards on screen
    // (without it the virtualiser renders none until it has measured the window).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    getItemKey: (index) => feedItemKey(items[index]!),
    measureElement: measureCard,
    // Positions and the list's height are written to the DOM by the virtualiser: a card's
    // measured size moves the cards below it without a React render.
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
  });
  const shown = virtualizer.getVirtualItems();
  const setList = useCallback(
    (node: HTMLElement | null) => {
      listRef.current = node;
      virtualizer.containerRef(node);
    },
    [virtualizer],
  );
  useLayoutEffect(() => {
    if (items.length > 0) markFeedPainted(listRef.current);
  }, [items.length]);
  const last = shown.at(-1)?.index ?? 0;
  useEffect(() => {
    if (onNearEnd && last >= items.length - GROW_AHEAD) onNearEnd();
  }, [onNearEnd, last, items.length]);

  return (
    <section ref={setList} aria-label="Home feed" style={{ position: 'relative' }}>
      {shown.map((row) => {
        const item = items[row.index]!;
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              left: 0,
              width: '100%',
              paddingBottom: GAP_PX,
            }}
          >
            {card(item)}
          </div>
        );
      })}
    </section>
  );
}

/**
 * The window's scroll position for the virtualiser, read after React's commit rather than in the
 * first render: read in the render, it would lay out the page being left (the virtualiser is
 * made before the route's new DOM is in place), only to lay out the new one a moment later.
 * The first render places the cards for the top of the page; the read in the mount's layout
 * effect moves them, before the paint, where the window really is. Less the virtualiser's
 * first write: on mount it puts the window where it already is, and that write would force a
 * layout of the whole page in the middle of React's commit.
 */
function windowScrollAfterMount() {
  let known = 0;
  let mounted = false;
  const observeOffset: typeof observeWindowOffset = (instance, onOffset) => {
    const stop = observeWindowOffset(instance, onOffset);
    known = window.scrollY;
    if (known !== 0) onOffset(known, false);
    return stop;
  };
  const scrollTo: typeof windowScroll = (offset, options, instance) => {
    const first = !mounted;
    mounted = true;
    if (first && offset === known && !options.adjustments && options.behavior !== 'smooth') {
      return;
    }
    windowScroll(offset, options, instance);
  };
  return { observeOffset, scrollTo };
}

/**
 * A card's size: the ResizeObserver's, which the browser reports after its layout and before
 * its paint. When a card is first placed (no observation yet) the size already known (else the
 * estimate) stands, so that placing it forces no layout of the page in the middle of React's commit.
 */
function measureCard(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
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
  return (
    <div className={css({ display: 'grid', justifyItems: 'center', gap: '2', py: '4' })}>
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

const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const skeletonList = css({ display: 'grid', gap: '4', listStyle: 'none', p: '0', m: '0' });
const skeleton = css({ h: '40', borderRadius: 'xl', bg: 'bg.muted', opacity: '0.6' });
