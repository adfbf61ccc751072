import { Field as ArkField } from '@ark-ui/react/field';
import { Portal } from '@ark-ui/react/portal';
import { PORTFOLIO_TAGS, UPLOAD_ACCEPT_ATTRIBUTE } from '@greenroom/shared-model/catalogues';
import {
  PORTFOLIO_DIALOG_CLOSE_DELAY_MS,
  UPLOAD_MAX_MB,
  UPLOAD_PROGRESS_AFTER_CREATE,
  UPLOAD_PROGRESS_AFTER_UPLOAD,
  UPLOAD_PROGRESS_DONE,
} from '@greenroom/shared-model/constants';
import { checkUploadFile, formatMegabytes } from '@greenroom/shared-model/helpers/upload-check';
import { parseVideoUrl, videoWatchUrl } from '@greenroom/shared-model/helpers/video-url';
import type { PortfolioItem } from '@greenroom/shared-model/schemas/portfolio';
import { PORTFOLIO_TEXTS, portfolioUploadError } from '@greenroom/shared-model/texts';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { firstErrorMessage, inputBinding } from '../../../client-core/form-errors';
import { queueUpload } from '../../../client-core/uploads/queued-uploads';
import { uploadMedia } from '../../../client-core/uploads/upload-media';
import { QUEUED_TEXTS, savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import { ChipPicker } from '../../../ui/chip-picker';
import * as Dialog from '../../../ui/dialog';
import * as Field from '../../../ui/field';
import { TextAreaField, TextField } from '../../../ui/field';
import { fileInput } from '../../../ui/file-input';
import { toast } from '../../../ui/toast';
import { addPortfolioItem, editPortfolioItem } from '../actions/portfolio-actions';
import { uploadProgressPercent } from '../upload-progress';

const isVideoItem = (item: PortfolioItem | undefined) =>
  item === undefined || item.mediaType === 'youtube' || item.mediaType === 'vimeo';

/** The video link rule of the add form, or of the edit form (spec part 1 §5). */
function checkVideoLink(editing: boolean) {
  return ({ value }: { value: string }) => {
    const link = value.trim();
    if (editing) {
      return link !== '' && parseVideoUrl(link)
        ? undefined
        : `${PORTFOLIO_TEXTS.invalidVideoUrlEditTitle}: ${PORTFOLIO_TEXTS.invalidVideoUrlEdit}`;
    }
    return link === '' || parseVideoUrl(link) ? undefined : PORTFOLIO_TEXTS.invalidVideoUrl;
  };
}

const STATE_TEXTS = {
  uploading: 'Uploading...',
  processing: 'Saving…',
  complete: 'Saved. It syncs whenever you are online.',
} as const;

const checkTitle = ({ value }: { value: string }) =>
  value.trim() === '' ? PORTFOLIO_TEXTS.titleRequired : undefined;

/** A new item's file and words shared from another app (ADR 048). */
export interface SharedPortfolioItem {
  file: File;
  title: string;
  description: string;
}

/** Add Portfolio Item (no `item`) or Edit Portfolio Item, open while `open`. */
export function PortfolioItemDialog({
  userId,
  item,
  shared,
  onClose,
}: {
  userId: string;
  item?: PortfolioItem;
  shared?: SharedPortfolioItem;
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
                {item === undefined
                  ? `Upload a file (up to ${UPLOAD_MAX_MB}MB) or link a YouTube or Vimeo video.`
                  : isVideoItem(item)
                    ? 'Change the video or how it is described.'
                    : 'Change how this piece is described.'}
              </Dialog.Description>
            </Dialog.Header>
            <ItemForm userId={userId} item={item} shared={shared} onDone={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ItemForm({
  userId,
  item,
  shared,
  onDone,
}: {
  userId: string;
  item: PortfolioItem | undefined;
  shared: SharedPortfolioItem | undefined;
  onDone: () => void;
}) {
  const db = useMemberDb();
  const [state, setState] = useState<'idle' | 'uploading' | 'processing' | 'complete'>('idle');
  const [progress, setProgress] = useState(0);
  const [file, setFile] = useState<File | null>(shared?.file ?? null);
  const [sourceError, setSourceError] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const form = useForm({
    defaultValues: {
      title: item?.title ?? shared?.title ?? '',
      description: item?.description ?? shared?.description ?? '',
      videoLink: item && isVideoItem(item) ? item.mediaUrl : '',
      tags: item?.tags ?? ([] as string[]),
    },
    onSubmit: async ({ value }) => {
      if (!db) return;
      const link = value.videoLink.trim();
      if (!item) {
        const problem =
          !file && !link
            ? PORTFOLIO_TEXTS.sourceRequired
            : file && link
              ? PORTFOLIO_TEXTS.sourceBoth
              : null;
        setSourceError(problem);
        if (problem) return;
      }
      const ref = isVideoItem(item) && link ? parseVideoUrl(link) : null;
      let media: { mediaUrl?: string; mediaType?: PortfolioItem['mediaType'] } = ref
        ? { mediaUrl: videoWatchUrl(ref), mediaType: ref.provider }
        : {};
      if (file) {
        if (!navigator.onLine && !item) {
          // Kept on this device with what the member typed; uploaded when the network is back.
          await queueUpload(db, file, {
            kind: 'portfolioItem',
            title: value.title,
            description: value.description,
            tags: value.tags,
          });
          toast({
            type: 'success',
            title: QUEUED_TEXTS.shared,
            description: 'Your file is kept on this device and uploads first.',
          });
          onDone();
          return;
        }
        if (!navigator.onLine) {
          setSourceError('You are offline. The new file can be uploaded once you are back online.');
          return;
        }
        setState('uploading');
        try {
          const uploaded = await uploadMedia(file, {
            onProgress: ({ sent, total }) => setProgress(uploadProgressPercent(sent, total)),
          });
          media = { mediaUrl: uploaded.url, mediaType: uploaded.mediaType };
          setProgress(UPLOAD_PROGRESS_AFTER_UPLOAD);
        } catch (error) {
          setState('idle');
          setProgress(0);
          toast(
            item
              ? {
                  type: 'error',
                  title: PORTFOLIO_TEXTS.uploadNewFileFailed,
                  description: firstErrorMessage(error),
                }
              : { type: 'error', ...portfolioUploadError(firstErrorMessage(error) ?? '') },
          );
          return;
        }
      }
      setState('processing');
      try {
        if (item) {
          await editPortfolioItem(db, item.id, {
            title: value.title,
            description: value.description,
            tags: value.tags,
            ...media,
          });
          toast(savedToast({ type: 'success', title: PORTFOLIO_TEXTS.updated }, writesWait()));
        } else {
          await addPortfolioItem(db, userId, {
            title: value.title,
            description: value.description,
            tags: value.tags,
            mediaUrl: media.mediaUrl ?? '',
            mediaType: media.mediaType ?? 'youtube',
          });
          toast(savedToast({ type: 'success', title: PORTFOLIO_TEXTS.added }, writesWait()));
        }
        setProgress(UPLOAD_PROGRESS_AFTER_CREATE);
        setState('complete');
        setProgress(UPLOAD_PROGRESS_DONE);
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
          {(field) => <TextField label="Title" required {...inputBinding(field)} />}
        </form.Field>
        <form.Field name="description">
          {(field) => <TextAreaField label="Description" rows={3} {...inputBinding(field)} />}
        </form.Field>
        {item === undefined || !isVideoItem(item) ? (
          <Field.Root invalid={Boolean(fileProblem)}>
            <Field.Label>{item ? 'Replace file (optional)' : 'File'}</Field.Label>
            <ArkField.Input
              type="file"
              accept={UPLOAD_ACCEPT_ATTRIBUTE}
              className={fileInput}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                const problem = chosen ? checkUploadFile(chosen) : null;
                setFileProblem(problem ? (problem.description ?? problem.title) : null);
                setFile(problem ? null : chosen);
                setSourceError(null);
                if (problem) e.target.value = '';
              }}
            />
            <Field.HelperText>
              {file
                ? `${file.name} · ${formatMegabytes(file.size)}`
                : PORTFOLIO_TEXTS.sizeLimitNote}
            </Field.HelperText>
            {fileProblem ? <Field.ErrorText>{fileProblem}</Field.ErrorText> : null}
          </Field.Root>
        ) : null}
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
                {...inputBinding(field)}
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
        {sourceError ? (
          <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
            {sourceError}
          </p>
        ) : null}
        {state !== 'idle' ? (
          <div className={css({ display: 'grid', gap: '1' })}>
            {file ? (
              <progress
                aria-label="Upload progress"
                max={UPLOAD_PROGRESS_DONE}
                value={progress}
                className={css({ w: 'full' })}
              />
            ) : null}
            <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              {STATE_TEXTS[state]}
            </p>
          </div>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.CloseTrigger>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(busy) => (
            <Button type="submit" disabled={!db || state !== 'idle'} loading={busy}>
              {item ? 'Save Changes' : 'Add to Portfolio'}
            </Button>
          )}
        </form.Subscribe>
      </Dialog.Footer>
    </form>
  );
}
