// A list of cards of which only those near the screen are in the page (`@tanstack/react-virtual`
// on the window's scroll, by rows of one or more cards), so that thousands of items scroll
// smoothly and a screen holding them opens and closes at once: the home feed, the jobs of /jobs,
// the members found on /discover.
import {
  measureElement,
  observeWindowOffset,
  useWindowVirtualizer,
  type Virtualizer,
  windowScroll,
} from '@tanstack/react-virtual';
import {
  Fragment,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { afterNextPaint } from '../client-core/scheduling';

/** Cards rendered beyond the screen's either side, once the first cards have been painted. */
const OVERSCAN = 4;

export interface WindowVirtualListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** A list of items (each saying its place in the whole), or a feed (`section`). */
  as: 'list' | 'section';
  /** Cards side by side in a row (a grid); 1 by default. */
  columns?: number;
  /** A row's height before it is measured, and the space between cards, in px. */
  estimatedSize: number;
  gap: number;
  /** Called once the last card shown is within this many of the end (the list may grow). */
  onNearEnd?: () => void;
  nearEnd?: number;
  /** Called in a layout effect, before the paint, when the number of items changes. */
  onItemsLaidOut?: (list: HTMLElement | null, count: number) => void;
}

export function WindowVirtualList<T>({
  items,
  itemKey,
  renderItem,
  label,
  as,
  columns = 1,
  estimatedSize,
  gap,
  onNearEnd,
  nearEnd = 8,
  onItemsLaidOut,
}: WindowVirtualListProps<T>) {
  const listRef = useRef<HTMLElement | null>(null);
  const [offset, setOffset] = useState(0);
  // The list's place in the page narrows which cards are rendered, not where they go (they are
  // placed relative to the list): the first frame does without it, and the render it causes is
  // a transition, kept out of the task that paints that frame.
  useEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    startTransition(() => setOffset(top + window.scrollY));
  }, []);
  const [scrollWrite] = useState(windowScrollAfterMount);
  // The first frame holds only the cards on screen; the ones just off it follow after its paint.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => afterNextPaint(() => startTransition(() => setOverscan(OVERSCAN))), []);
  const rows = useMemo(() => rowsOf(items, columns), [items, columns]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    initialOffset: 0,
    observeElementOffset: scrollWrite.observeOffset,
    scrollToFn: scrollWrite.scrollTo,
    estimateSize: () => estimatedSize + gap,
    overscan,
    scrollMargin: offset,
    // The window's size from the start: the first render already holds the cards on screen
    // (without it the virtualiser renders none until it has measured the window).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    getItemKey: (index) => itemKey(rows[index]![0]!),
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
  const count = items.length;
  useLayoutEffect(() => {
    onItemsLaidOut?.(listRef.current, count);
  }, [onItemsLaidOut, count]);
  const last = shown.at(-1)?.index ?? 0;
  useEffect(() => {
    if (onNearEnd && (last + 1) * columns >= items.length - nearEnd) onNearEnd();
  }, [onNearEnd, last, columns, items.length, nearEnd]);

  const rowStyle = {
    position: 'absolute',
    left: 0,
    width: '100%',
    paddingBottom: gap,
    ...(columns > 1 && {
      display: 'grid',
      gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      columnGap: gap,
    }),
  } as const;
  // A list's rows are only a layout: its items are the list's items (role "none" leaves the
  // row out of the accessibility tree).
  const rendered = shown.map((row) => (
    <div
      key={row.key}
      data-index={row.index}
      ref={virtualizer.measureElement}
      role={as === 'list' ? 'none' : undefined}
      style={rowStyle}
    >
      {rows[row.index]!.map((item, k) =>
        as === 'list' ? (
          // biome-ignore lint/a11y/useSemanticElements: a row of the grid stands between the list and its items
          <div
            key={itemKey(item)}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={row.index * columns + k + 1}
          >
            {renderItem(item)}
          </div>
        ) : (
          <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
        ),
      )}
    </div>
  ));
  return (
    <section
      ref={setList}
      aria-label={label}
      role={as === 'list' ? 'list' : undefined}
      style={{ position: 'relative' }}
    >
      {rendered}
    </section>
  );
}

function rowsOf<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  return rows;
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
