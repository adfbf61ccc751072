import { Portal } from '@ark-ui/react/portal';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { PROFILE_TEXTS } from '@greenroom/shared-model/texts';
import { Suspense, useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { lazy } from '../../../ui/lazy';
import { Spinner } from '../../../ui/spinner';

// The form (TanStack Form, the selects) loads when the dialog opens.
const loadProfileForm = () => import('./edit-profile-form');
const ProfileForm = lazy(() => loadProfileForm().then((m) => ({ default: m.ProfileForm })));

/** Edit Profile (spec part 1 §2, §5): every field checked as the member types, saved through the outbox. */
export function EditProfileDialog({ user }: { user: CurrentUser }) {
  // Loaded soon after the page (not with it), so that editing works offline too.
  useEffect(() => {
    void loadProfileForm();
  }, []);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {PROFILE_TEXTS.editProfile}
      </Button>
      <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content className={css({ maxW: '40rem', maxH: '90dvh', overflowY: 'auto' })}>
              <Dialog.Header>
                <Dialog.Title>{PROFILE_TEXTS.editProfile}</Dialog.Title>
                <Dialog.Description>
                  Changes show at once and are saved when you are online.
                </Dialog.Description>
              </Dialog.Header>
              {open ? (
                <Suspense fallback={<Spinner />}>
                  <ProfileForm user={user} onDone={() => setOpen(false)} />
                </Suspense>
              ) : null}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
