import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  PORTFOLIO_CARD_MAX_TAGS,
  PORTFOLIO_DRAG_ACTIVATION_PX,
  PORTFOLIO_LOADING_PLACEHOLDERS,
} from '@greenroom/shared-model/constants';
import { resolveMediaUrl } from '@greenroom/shared-model/helpers/media-url';
import { comparePortfolioItems } from '@greenroom/shared-model/helpers/portfolio-order';
import type { PortfolioItem } from '@greenroom/shared-model/schemas/portfolio';
import { PORTFOLIO_TEXTS } from '@greenroom/shared-model/texts';
import { type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { Replica } from '../../../client-core/local-db/member-db';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { QueuedUploadsList } from '../../../sync/components/queued-uploads-list';
import { WaitingToSync } from '../../../sync/components/waiting-to-sync';
import { useMemberDb } from '../../../sync/sync-context';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { lazy } from '../../../ui/lazy';
import { toast } from '../../../ui/toast';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { reorderPortfolio } from '../actions/portfolio-actions';
import { DeletePortfolioItemButton } from './delete-portfolio-item-button';
import { PortfolioPreview } from './portfolio-preview';
import { PortfolioViewer } from './portfolio-viewer';

// The add/edit dialog (form, uploads, tag picker) loads when the owner opens it.
const loadPortfolioItemDialog = () => import('./portfolio-item-dialog');
const PortfolioItemDialog = lazy(() =>
  loadPortfolioItemDialog().then((m) => ({ default: m.PortfolioItemDialog })),
);

export interface PortfolioSectionProps {
  userId: string;
  isOwner: boolean;
}

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: {
    base: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  listStyle: 'none',
});

/** The Portfolio section (spec part 1 §2): grid, viewer, and the owner's add, edit, delete, reorder. */
export function PortfolioSection({ userId, isOwner }: PortfolioSectionProps) {
  // Loaded soon after the page (not with it), so that adding works offline too.
  useEffect(() => {
    if (isOwner) void loadPortfolioItemDialog();
  }, [isOwner]);
  const db = useMemberDb();
  const titleId = useId();
  const items = useLiveQuery(
    async () =>
      db
        ? (
            (await db.portfolioItems
              .where('userId')
              .equals(userId)
              .toArray()) as Replica<PortfolioItem>[]
          ).sort(comparePortfolioItems)
        : undefined,
    [db, userId],
  );
  // By id: the viewer shows the item as the replica has it now (its like count follows).
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ item?: PortfolioItem } | null>(null);

  function open(item: PortfolioItem) {
    if (item.mediaType === 'document' || item.mediaType === 'other') {
      const url = resolveMediaUrl(item.mediaUrl);
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
      return;
    }
    setViewingId(item.id);
  }

  return (
    <Card.Root aria-labelledby={titleId} aria-busy={items === undefined || undefined}>
      <Card.Header className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
        <Card.Title id={titleId}>Portfolio</Card.Title>
        {isOwner ? (
          <Button size="sm" onClick={() => setEditing({})}>
            Add Media
          </Button>
        ) : null}
      </Card.Header>
      <Card.Body>
        {isOwner ? <QueuedUploadsList kind="portfolioItem" /> : null}
        {items === undefined ? (
          <ul className={grid} aria-label="Loading portfolio">
            {Array.from({ length: PORTFOLIO_LOADING_PLACEHOLDERS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={i} className={css({ h: '56', borderRadius: 'lg', bg: 'bg.muted' })} />
            ))}
          </ul>
        ) : items.length === 0 ? (
          <div className={css({ textAlign: 'center', py: '6' })}>
            <p className={css({ fontWeight: '600' })}>
              {isOwner ? PORTFOLIO_TEXTS.emptyOwnTitle : PORTFOLIO_TEXTS.emptyVisitorTitle}
            </p>
            <p className={css({ color: 'fg.muted' })}>
              {isOwner
                ? PORTFOLIO_TEXTS.emptyOwnDescription
                : PORTFOLIO_TEXTS.emptyVisitorDescription}
            </p>
          </div>
        ) : isOwner ? (
          <SortableGrid
            items={items}
            render={(item, handle) => (
              <PortfolioCard item={item} onOpen={() => open(item)} handle={handle}>
                <Button
                  variant="ghost"
                  size="xs"
                  onClick={() => setEditing({ item })}
                  aria-label={`Edit ${item.title}`}
                >
                  Edit
                </Button>
                <DeletePortfolioItemButton item={item} />
              </PortfolioCard>
            )}
          />
        ) : (
          <ul className={grid} aria-label="Portfolio items">
            {items.map((item) => (
              <li key={item.id}>
                <PortfolioCard item={item} onOpen={() => open(item)} />
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
      <PortfolioViewer
        item={items?.find((i) => i.id === viewingId) ?? null}
        onClose={() => setViewingId(null)}
      />
      {isOwner && editing ? (
        <Suspense fallback={null}>
          <PortfolioItemDialog
            userId={userId}
            item={editing.item}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </Card.Root>
  );
}

/** The owner's grid: drag (after 8px) or pick up with the handle and move with the arrow keys. */
function SortableGrid({
  items,
  render,
}: {
  items: Replica<PortfolioItem>[];
  render: (item: Replica<PortfolioItem>, handle: ReactNode) => ReactNode;
}) {
  const db = useMemberDb();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: PORTFOLIO_DRAG_ACTIVATION_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titles = new Map(items.map((i) => [i.id, i.title]));
  const position = (id: unknown) => items.findIndex((i) => i.id === id) + 1;

  async function onDragEnd({ active, over }: DragEndEvent) {
    if (!db || !over || active.id === over.id) return;
    const ids = items.map((i) => i.id);
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    try {
      await reorderPortfolio(db, next);
    } catch {
      toast({ type: 'error', title: PORTFOLIO_TEXTS.reorderFailed });
    }
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(e) => void onDragEnd(e)}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${titles.get(String(active.id))}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${titles.get(String(active.id))} moved to position ${position(over.id)} of ${items.length}.`
              : '',
          onDragEnd: ({ active, over }) =>
            over
              ? `${titles.get(String(active.id))} dropped at position ${position(over.id)} of ${items.length}.`
              : `${titles.get(String(active.id))} dropped.`,
          onDragCancel: ({ active }) => `Moving ${titles.get(String(active.id))} was cancelled.`,
        },
        screenReaderInstructions: {
          draggable:
            'To reorder, press Space or Enter to pick the item up, use the arrow keys to move it, and press Space or Enter again to drop it. Press Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={rectSortingStrategy}>
        <ul className={grid} aria-label="Portfolio items">
          {items.map((item) => (
            <SortableItem key={item.id} item={item} render={render} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  item,
  render,
}: {
  item: Replica<PortfolioItem>;
  render: (item: Replica<PortfolioItem>, handle: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });
  const handle = (
    <Button
      ref={setActivatorNodeRef}
      variant="ghost"
      size="xs"
      aria-label={`Reorder ${item.title}`}
      {...attributes}
      {...listeners}
    >
      ⠿
    </Button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={css({ position: 'relative', zIndex: isDragging ? '1' : undefined })}
    >
      {render(item, handle)}
    </li>
  );
}

function PortfolioCard({
  item,
  onOpen,
  handle,
  children,
}: {
  item: Replica<PortfolioItem>;
  onOpen: () => void;
  handle?: ReactNode;
  children?: ReactNode;
}) {
  const extra = item.tags.length - PORTFOLIO_CARD_MAX_TAGS;
  return (
    <article
      aria-label={item.title}
      className={css({
        h: 'full',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        overflow: 'hidden',
        bg: 'bg.surface',
      })}
    >
      <button
        type="button"
        onClick={onOpen}
        className={css({
          cursor: 'pointer',
          textAlign: 'left',
          _focusVisible: {
            outline: '2px solid',
            outlineColor: 'accent.ring',
            outlineOffset: '-2px',
          },
        })}
      >
        <VisuallyHidden>Open {item.title}</VisuallyHidden>
        <PortfolioPreview item={item} />
      </button>
      <div className={css({ p: '3', display: 'grid', gap: '2', flex: '1' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <h3
            className={css({ fontWeight: '600', flex: '1', minW: '0', overflowWrap: 'anywhere' })}
          >
            {item.title}
          </h3>
          {item.pending ? <WaitingToSync /> : null}
        </div>
        {item.description ? (
          <p className={css({ color: 'fg.muted', fontSize: 'sm', lineClamp: '2' })}>
            {item.description}
          </p>
        ) : null}
        {item.tags.length > 0 ? (
          <ul
            aria-label="Tags"
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none' })}
          >
            {item.tags.slice(0, PORTFOLIO_CARD_MAX_TAGS).map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
            {extra > 0 ? (
              <li>
                <Badge>+{extra}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        {handle || children ? (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '1', mt: 'auto' })}>
            {handle}
            <span className={css({ ml: 'auto', display: 'flex', gap: '1' })}>{children}</span>
          </div>
        ) : null}
      </div>
    </article>
  );
}
