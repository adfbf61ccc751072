// Create a Post (no `post`) and Edit Post (spec part 2 §2, §4, §5): Post Type, Content, media by
// file upload (with a percentage) or by address — choosing one clears the other — and tags from
// the catalogue. The post shows at once and its call waits in the outbox; a file chosen offline
// waits on this device and the post is shared when it has been uploaded.
import { Field as ArkField } from '@ark-ui/react/field';
import { POST_TAGS, POST_TYPES, type PostType } from '@greenroom/shared-model/catalogues';
import { TOAST_POST_DURATION_MS } from '@greenroom/shared-model/constants';
import { checkUploadFile, formatMegabytes } from '@greenroom/shared-model/helpers/upload-check';
import type { Post } from '@greenroom/shared-model/schemas/posts';
import type { UploadReply } from '@greenroom/shared-model/schemas/uploads';
import { POST_TEXTS, UPLOAD_TEXTS, VALIDATION_TEXTS } from '@greenroom/shared-model/texts';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { usingFeature } from '../../../client-core/analytics/track';
import { firstErrorMessage, inputBinding } from '../../../client-core/form-errors';
import { queueUpload } from '../../../client-core/uploads/queued-uploads';
import { uploadMedia } from '../../../client-core/uploads/upload-media';
import { POST_QUEUED_TEXT } from '../../../sync/queued-uploads';
import { savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import { ChipPicker } from '../../../ui/chip-picker';
import * as Dialog from '../../../ui/dialog';
import { DialogFrame } from '../../../ui/dialog-frame';
import * as Field from '../../../ui/field';
import { TextAreaField, TextField } from '../../../ui/field';
import { fileInput } from '../../../ui/file-input';
import { SelectField } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { authorSummary } from '../actions/author-summary';
import { createPost } from '../actions/create-post';
import { updatePost } from '../actions/update-post';

const TYPE_LABELS: Record<PostType, string> = {
  post: 'Post',
  showcase: 'Showcase',
  update: 'Update',
};
const TYPE_OPTIONS = POST_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

export interface PostFormDialogProps {
  /** Editing this post; absent = a new post. */
  post?: Post;
  /** A new post's media, uploaded already (Add Media to Post). */
  presetMediaUrl?: string;
  /** A new post's text and file shared from another app (ADR 048). */
  presetContent?: string;
  presetFile?: File;
  /** Offered with a shared file: the same file as a portfolio item instead. */
  onAddToPortfolio?: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function PostFormDialog({
  post,
  presetMediaUrl,
  presetContent,
  presetFile,
  onAddToPortfolio,
  open,
  onOpenChange,
}: PostFormDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={post ? 'Edit Post' : 'Create a Post'}
      description={
        post ? 'Change what your post says, its media or its tags.' : POST_TEXTS.dialogIntro
      }
      contentClassName={css({ maxW: '36rem', maxH: '90dvh', overflowY: 'auto' })}
    >
      <PostForm
        post={post}
        presetMediaUrl={presetMediaUrl}
        presetContent={presetContent}
        presetFile={presetFile}
        onAddToPortfolio={onAddToPortfolio}
        onDone={() => onOpenChange(false)}
      />
    </DialogFrame>
  );
}

type UploadState = { status: 'idle' } | { status: 'uploading'; percent: number };

function PostForm({
  post,
  presetMediaUrl,
  presetContent,
  presetFile,
  onAddToPortfolio,
  onDone,
}: {
  post: Post | undefined;
  presetMediaUrl: string | undefined;
  presetContent: string | undefined;
  presetFile: File | undefined;
  onAddToPortfolio: (() => void) | undefined;
  onDone: () => void;
}) {
  const db = useMemberDb();
  const me = useSignedInUser();
  const [file, setFile] = useState<File | null>(presetFile ?? null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const [contentError, setContentError] = useState<string | null>(null);

  /** The file's address and info once uploaded; null when it could not be (the member was told). */
  async function uploadChosen(chosen: File): Promise<UploadReply | null> {
    setUpload({ status: 'uploading', percent: 0 });
    try {
      const reply = await uploadMedia(chosen, {
        onProgress: ({ sent, total }) =>
          setUpload({
            status: 'uploading',
            percent: total > 0 ? Math.round((sent / total) * 100) : 0,
          }),
      });
      return reply;
    } catch {
      toast({ type: 'error', ...UPLOAD_TEXTS.failed });
      return null;
    } finally {
      setUpload({ status: 'idle' });
    }
  }

  const form = useForm({
    defaultValues: {
      type: (post?.type ?? 'post') as PostType,
      content: post?.content ?? presetContent ?? '',
      mediaUrl: post?.imageUrl ?? presetMediaUrl ?? '',
      skills: post?.skills ?? ([] as string[]),
    },
    onSubmit: async ({ value, formApi }) => {
      if (!db) return;
      if (value.content.trim() === '') {
        if (post) setContentError(POST_TEXTS.contentEmpty);
        else {
          setContentError(POST_TEXTS.contentRequired.description);
          toast({ type: 'error', ...POST_TEXTS.contentRequired });
        }
        return;
      }
      try {
        if (file && !post && !navigator.onLine) {
          await queueUpload(db, file, {
            kind: 'post',
            content: value.content,
            type: value.type,
            skills: value.skills,
            author: authorSummary(me),
          });
          toast({ type: 'success', ...POST_QUEUED_TEXT, duration: TOAST_POST_DURATION_MS });
        } else {
          let mediaUrl = value.mediaUrl.trim();
          let imageInfo: UploadReply['info'];
          if (file) {
            const uploaded = await uploadChosen(file);
            if (uploaded === null) return;
            mediaUrl = uploaded.url;
            imageInfo = uploaded.info;
          }
          if (post) {
            await updatePost(db, post.id, {
              content: value.content,
              imageUrl: mediaUrl || null,
              skills: value.skills,
            });
            toast(
              savedToast(
                { type: 'success', ...POST_TEXTS.updated, duration: TOAST_POST_DURATION_MS },
                writesWait(),
              ),
            );
          } else {
            await usingFeature('post_create', () =>
              createPost(db, me, {
                content: value.content,
                type: value.type,
                imageUrl: mediaUrl || undefined,
                imageInfo,
                skills: value.skills,
              }),
            );
            toast(
              savedToast(
                { type: 'success', ...POST_TEXTS.created, duration: TOAST_POST_DURATION_MS },
                writesWait(),
              ),
            );
          }
        }
        formApi.reset();
        setFile(null);
        onDone();
      } catch (error) {
        const message = firstErrorMessage(error);
        if (message === VALIDATION_TEXTS.contentRequired) {
          setContentError(post ? POST_TEXTS.contentEmpty : POST_TEXTS.contentRequired.description);
          return;
        }
        toast(
          post
            ? { type: 'error', ...POST_TEXTS.editFailed, duration: TOAST_POST_DURATION_MS }
            : {
                type: 'error',
                title: POST_TEXTS.createErrorTitle,
                description: message,
                duration: TOAST_POST_DURATION_MS,
              },
        );
      }
    },
  });

  const uploading = upload.status === 'uploading';
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Dialog.Body className={css({ display: 'grid', gap: '4' })}>
        {post ? null : (
          <form.Field name="type">
            {(field) => (
              <SelectField
                portalled={false}
                label="Post Type"
                name={field.name}
                options={TYPE_OPTIONS}
                value={field.state.value}
                onValueChange={(v) => field.handleChange((v || 'post') as PostType)}
              />
            )}
          </form.Field>
        )}
        <form.Field name="content">
          {(field) => (
            <TextAreaField
              label="Content"
              required
              rows={4}
              placeholder={POST_TEXTS.composerPlaceholder}
              {...inputBinding(field)}
              onChange={(e) => {
                field.handleChange(e.target.value);
                if (contentError) setContentError(null);
              }}
              errorText={contentError ?? undefined}
            />
          )}
        </form.Field>
        <fieldset className={css({ display: 'grid', gap: '3', border: 'none', p: '0', m: '0' })}>
          <legend className={css({ fontWeight: '600', fontSize: 'sm', mb: '2' })}>
            Media (optional)
          </legend>
          <Field.Root invalid={Boolean(fileProblem)}>
            <Field.Label>{post ? 'Replace with a file' : 'Upload a file'}</Field.Label>
            <ArkField.Input
              type="file"
              accept="image/*,video/*,audio/*,.pdf,.doc,.docx"
              disabled={uploading}
              className={fileInput}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                const problem = chosen ? checkUploadFile(chosen) : null;
                if (problem) {
                  toast({ type: 'error', ...problem });
                  e.target.value = '';
                }
                setFileProblem(problem ? (problem.description ?? problem.title) : null);
                setFile(problem ? null : chosen);
                // Choosing a file clears the address.
                if (chosen && !problem) form.setFieldValue('mediaUrl', '');
              }}
            />
            <Field.HelperText>
              {file
                ? `${file.name} · ${formatMegabytes(file.size)}`
                : 'Images, video, audio, PDF or Word documents, up to 500MB.'}
            </Field.HelperText>
            {fileProblem ? <Field.ErrorText>{fileProblem}</Field.ErrorText> : null}
          </Field.Root>
          {file ? (
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={uploading}
                onClick={() => setFile(null)}
              >
                {UPLOAD_TEXTS.removeFile}
              </Button>
              {onAddToPortfolio && file === presetFile ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={uploading}
                  onClick={onAddToPortfolio}
                >
                  Add to portfolio instead
                </Button>
              ) : null}
            </div>
          ) : null}
          <form.Field name="mediaUrl">
            {(field) => (
              <TextField
                label={post ? 'Image URL (optional)' : 'Or a media address'}
                type="url"
                placeholder="https://…"
                disabled={file !== null}
                {...inputBinding(field)}
              />
            )}
          </form.Field>
          {uploading ? (
            <div className={css({ display: 'grid', gap: '1' })}>
              <progress
                aria-label="Upload progress"
                max={100}
                value={upload.percent}
                className={css({ w: 'full' })}
              />
              <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                {UPLOAD_TEXTS.uploading} {upload.percent}%
              </p>
            </div>
          ) : null}
        </fieldset>
        <form.Field name="skills">
          {(field) => (
            <ChipPicker
              label="Skills/Tags"
              chosenLabel="Chosen tags"
              options={POST_TAGS}
              value={field.state.value}
              onChange={(next) => field.handleChange(next)}
            />
          )}
        </form.Field>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline" disabled={uploading}>
            Cancel
          </Button>
        </Dialog.CloseTrigger>
        <form.Subscribe selector={(s) => [s.values.content.trim() !== '', s.isSubmitting] as const}>
          {([filled, busy]) => (
            <Button type="submit" disabled={!filled || uploading || !db} loading={busy}>
              {post ? 'Update Post' : 'Share Post'}
            </Button>
          )}
        </form.Subscribe>
      </Dialog.Footer>
    </form>
  );
}
