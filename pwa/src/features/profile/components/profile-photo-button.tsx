import { Portal } from '@ark-ui/react/portal';
import { PROFILE_PHOTO_MIME_TYPES } from '@greenroom/shared-model/catalogues';
import { withCacheBuster } from '@greenroom/shared-model/helpers/media-url';
import { checkProfilePhoto } from '@greenroom/shared-model/helpers/upload-check';
import { PHOTO_TEXTS } from '@greenroom/shared-model/texts';
import { Suspense, useEffect, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { UploadError, uploadProfilePhoto } from '../../../client-core/uploads/upload-media';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { lazy } from '../../../ui/lazy';
import { toast } from '../../../ui/toast';
import { croppedJpeg, loadImage, type PixelArea } from '../crop-image';

const PhotoCropper = lazy(() => import('./photo-cropper'));

/** The owner's "Change photo": choose → "Crop Your Photo" → 400x400 JPEG → upload. */
export function ProfilePhotoButton({ userId }: { userId: string }) {
  const db = useMemberDb();
  const input = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkProfilePhoto(file);
    if (problem) {
      toast({ type: 'error', ...problem });
      return;
    }
    if (!navigator.onLine) {
      toast({
        type: 'info',
        title: "You're offline",
        description: 'Your photo can be uploaded once you are back online.',
      });
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      await loadImage(url);
      setArea(null);
      setSrc(url);
    } catch {
      URL.revokeObjectURL(url);
      toast({
        type: 'error',
        title: PHOTO_TEXTS.imageLoadFailedTitle,
        description: PHOTO_TEXTS.imageLoadFailed,
      });
    }
  }

  async function save() {
    if (!src || !area) return;
    setBusy(true);
    try {
      const jpeg = await croppedJpeg(src, area);
      const { profileImageUrl } = await uploadProfilePhoto(jpeg);
      // Shown at once; the pull brings the same address from the server.
      if (db) await db.users.update(userId, { profileImageUrl: withCacheBuster(profileImageUrl) });
      setSrc(null);
    } catch (error) {
      const status = error instanceof UploadError ? ` (${error.status}): ${error.message}` : '';
      toast({
        type: 'error',
        title: PHOTO_TEXTS.uploadFailed,
        description: `${PHOTO_TEXTS.uploadFailed}${status}`,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={PROFILE_PHOTO_MIME_TYPES.join(',')}
        aria-label="Choose a profile photo"
        className={css({ display: 'none' })}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button variant="outline" onClick={() => input.current?.click()}>
        Change photo
      </Button>
      <Dialog.Root open={src !== null} onOpenChange={(d) => (d.open ? undefined : setSrc(null))}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{PHOTO_TEXTS.cropTitle}</Dialog.Title>
                <Dialog.Description>
                  Drag to move the circle; pinch or scroll to zoom.
                </Dialog.Description>
              </Dialog.Header>
              <Dialog.Body>
                <div
                  className={css({
                    position: 'relative',
                    h: '72',
                    bg: 'bg.media',
                    borderRadius: 'md',
                    overflow: 'hidden',
                  })}
                >
                  {src ? (
                    <Suspense fallback={null}>
                      <PhotoCropper src={src} onArea={setArea} />
                    </Suspense>
                  ) : null}
                </div>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.CloseTrigger>
                <Button
                  loading={busy}
                  loadingText="Uploading..."
                  disabled={!area}
                  onClick={() => void save()}
                >
                  Save photo
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
