// Add Media to Post (spec part 2 §2, §4): choose a file (its name and size in MB), Remove File,
// upload ('Uploading...'); on success the dialog closes and the post dialog opens with the media.
import { Field as ArkField } from '@ark-ui/react/field';
import { checkUploadFile, formatMegabytes } from '@greenroom/shared-model/helpers/upload-check';
import { POST_TEXTS, UPLOAD_TEXTS } from '@greenroom/shared-model/texts';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { uploadMedia } from '../../../client-core/uploads/upload-media';
import { useSyncStatus } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { DialogFrame } from '../../../ui/dialog-frame';
import * as Field from '../../../ui/field';
import { fileInput } from '../../../ui/file-input';
import { toast } from '../../../ui/toast';

export default function AddMediaDialog({
  open,
  onOpenChange,
  onUploaded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (url: string) => void;
}) {
  const { online } = useSyncStatus();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const uploading = percent !== null;

  async function upload() {
    if (!file) return;
    setPercent(0);
    try {
      const reply = await uploadMedia(file, {
        onProgress: ({ sent, total }) =>
          setPercent(total > 0 ? Math.round((sent / total) * 100) : 0),
      });
      toast({ type: 'success', ...POST_TEXTS.mediaReady });
      setFile(null);
      onUploaded(reply.url);
    } catch {
      toast({ type: 'error', ...UPLOAD_TEXTS.failed });
    } finally {
      setPercent(null);
    }
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (uploading ? undefined : onOpenChange(next))}
      title="Add Media to Post"
      description="Upload a photo, video, audio or document, then write the post that goes with it."
    >
      <Dialog.Body className={css({ display: 'grid', gap: '3' })}>
        {file ? (
          <div
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '3',
              flexWrap: 'wrap',
            })}
          >
            <p className={css({ flex: '1', minW: '0', overflowWrap: 'anywhere' })}>
              <span className={css({ fontWeight: '600' })}>{file.name}</span>{' '}
              <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                {formatMegabytes(file.size)}
              </span>
            </p>
            <Button size="sm" variant="outline" disabled={uploading} onClick={() => setFile(null)}>
              {UPLOAD_TEXTS.removeFile}
            </Button>
          </div>
        ) : (
          <Field.Root>
            <Field.Label>Choose a file</Field.Label>
            <ArkField.Input
              type="file"
              accept="image/*,video/*,audio/*,.pdf,.doc,.docx"
              className={fileInput}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                const problem = chosen ? checkUploadFile(chosen) : null;
                if (problem) {
                  toast({ type: 'error', ...problem });
                  e.target.value = '';
                  return;
                }
                setFile(chosen);
              }}
            />
            <Field.HelperText>Up to 500MB.</Field.HelperText>
          </Field.Root>
        )}
        {uploading ? (
          <progress
            aria-label="Upload progress"
            max={100}
            value={percent}
            className={css({ w: 'full' })}
          />
        ) : null}
        {!online ? (
          <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            You are offline. Create a post instead: a file chosen there is uploaded when you are
            back online.
          </p>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline" disabled={uploading}>
            Cancel
          </Button>
        </Dialog.CloseTrigger>
        <Button onClick={() => void upload()} disabled={!file || !online || uploading}>
          {uploading ? UPLOAD_TEXTS.uploading : 'Upload'}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
