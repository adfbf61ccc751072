// The frame every modal dialog shares (spec part 1 §4: Escape and outside clicks close it, page
// scroll is locked): root, portal, backdrop, positioner, content with a title and description.
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import * as Dialog from './dialog';

export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  contentClassName,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      // Focus cannot leave a modal dialog but by code: a dialog closed as this one opened (a
      // hand-over, e.g. Add Media → Create a Post) giving focus back to its trigger must not
      // close this one. Outside clicks and Escape still do.
      onFocusOutside={(event) => event.preventDefault()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={contentClassName}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
              <Dialog.Description>{description}</Dialog.Description>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
