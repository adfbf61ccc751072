import { Portal } from '@ark-ui/react/portal';
import { PORTFOLIO_TAGS } from '@greenroom/shared-model/catalogues';
import { PORTFOLIO_DIALOG_CLOSE_DELAY_MS } from '@greenroom/shared-model/constants';
import { parseVideoUrl, videoWatchUrl } from '@greenroom/shared-model/helpers/video-url';
import type { PortfolioItem } from '@greenroom/shared-model/schemas/portfolio';
import { PORTFOLIO_TEXTS } from '@greenroom/shared-model/texts';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { Button } from '../../../ui/button';
import { ChipPicker } from '../../../ui/chip-picker';
import * as Dialog from '../../../ui/dialog';
import { TextAreaField, TextField } from '../../../ui/field';
import { toast } from '../../../ui/toast';
import { useMemberDb } from '../../sync/sync-context';
import { addPortfolioItem, editPortfolioItem } from '../actions/portfolio-actions';

const isVideoItem = (item: PortfolioItem | undefined) =>
  item === undefined || item.mediaType === 'youtube' || item.mediaType === 'vimeo';

/** The video link rule of the add form, or of the edit form (spec part 1 §5). */
function checkVideoLink(editing: boolean) {
  return ({ value }: { value: string }) => {
    const link = value.trim();
    if (link !== '' && parseVideoUrl(link)) return undefined;
    if (editing) {
      return `${PORTFOLIO_TEXTS.invalidVideoUrlEditTitle}: ${PORTFOLIO_TEXTS.invalidVideoUrlEdit}`;
    }
    return link === '' ? PORTFOLIO_TEXTS.sourceRequired : PORTFOLIO_TEXTS.invalidVideoUrl;
  };
}

const checkTitle = ({ value }: { value: string }) =>
  value.trim() === '' ? PORTFOLIO_TEXTS.titleRequired : undefined;

/** Add Portfolio Item (no `item`) or Edit Portfolio Item, open while `open`. */
export function PortfolioItemDialog({
  userId,
  item,
  onClose,
}: {
  userId: string;
  item?: PortfolioItem;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ maxW: '36rem', maxH: '90dvh', overflowY: 'auto' })}>
            <Dialog.Header>
              <Dialog.Title>
                {item ? PORTFOLIO_TEXTS.editTitle : PORTFOLIO_TEXTS.addTitle}
              </Dialog.Title>
              <Dialog.Description>
                {isVideoItem(item)
                  ? 'Show a YouTube or Vimeo video of your work.'
                  : 'Change how this piece is described.'}
              </Dialog.Description>
            </Dialog.Header>
            <ItemForm userId={userId} item={item} onDone={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ItemForm({
  userId,
  item,
  onDone,
}: {
  userId: string;
  item: PortfolioItem | undefined;
  onDone: () => void;
}) {
  const db = useMemberDb();
  const [state, setState] = useState<'idle' | 'processing' | 'complete'>('idle');
  const form = useForm({
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      videoLink: item && isVideoItem(item) ? item.mediaUrl : '',
      tags: item?.tags ?? ([] as string[]),
    },
    onSubmit: async ({ value }) => {
      if (!db) return;
      setState('processing');
      const ref = isVideoItem(item) ? parseVideoUrl(value.videoLink.trim()) : null;
      const media = ref ? { mediaUrl: videoWatchUrl(ref), mediaType: ref.provider } : {};
      try {
        if (item) {
          await editPortfolioItem(db, item.id, {
            title: value.title,
            description: value.description,
            tags: value.tags,
            ...media,
          });
          toast({ type: 'success', title: PORTFOLIO_TEXTS.updated });
        } else {
          await addPortfolioItem(db, userId, {
            title: value.title,
            description: value.description,
            tags: value.tags,
            mediaUrl: media.mediaUrl ?? '',
            mediaType: media.mediaType ?? 'youtube',
          });
          toast({ type: 'success', title: PORTFOLIO_TEXTS.added });
        }
        setState('complete');
        window.setTimeout(onDone, PORTFOLIO_DIALOG_CLOSE_DELAY_MS);
      } catch (error) {
        setState('idle');
        toast({
          type: 'error',
          title: item ? PORTFOLIO_TEXTS.updateFailed : PORTFOLIO_TEXTS.createFailed,
          description: firstErrorMessage(error),
        });
      }
    },
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Dialog.Body className={css({ display: 'grid', gap: '4' })}>
        <form.Field name="title" validators={{ onChange: checkTitle }}>
          {(field) => (
            <TextField
              label="Title"
              required
              name={field.name}
              value={field.state.value}
              onBlur={field.handleBlur}
              onChange={(e) => field.handleChange(e.target.value)}
              errorText={firstErrorMessage(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="description">
          {(field) => (
            <TextAreaField
              label="Description"
              rows={3}
              name={field.name}
              value={field.state.value}
              onBlur={field.handleBlur}
              onChange={(e) => field.handleChange(e.target.value)}
            />
          )}
        </form.Field>
        {isVideoItem(item) ? (
          <form.Field
            name="videoLink"
            validators={{ onChange: checkVideoLink(item !== undefined) }}
          >
            {(field) => (
              <TextField
                label="YouTube or Vimeo link"
                type="url"
                placeholder="https://www.youtube.com/watch?v=…"
                name={field.name}
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(e) => field.handleChange(e.target.value)}
                errorText={firstErrorMessage(field.state.meta.errors)}
              />
            )}
          </form.Field>
        ) : null}
        <form.Field name="tags">
          {(field) => (
            <ChipPicker
              label="Add a tag"
              chosenLabel="Tags"
              options={PORTFOLIO_TAGS}
              value={field.state.value}
              onChange={(next) => field.handleChange(next)}
            />
          )}
        </form.Field>
        {state !== 'idle' ? (
          <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {state === 'processing' ? 'Saving…' : 'Saved. It will sync when you are online.'}
          </p>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.CloseTrigger>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(busy) => (
            <Button type="submit" disabled={!db || state === 'complete'} loading={busy}>
              {item ? 'Save Changes' : 'Add to Portfolio'}
            </Button>
          )}
        </form.Subscribe>
      </Dialog.Footer>
    </form>
  );
}
