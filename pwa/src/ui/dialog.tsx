import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import { type ComponentProps, useId, useState } from 'react';
import { dialog } from '../../styled-system/recipes';
import { createStyleContext } from './style-context';

const { withRootProvider, withContext } = createStyleContext(dialog);

// Modal, scroll-locked, closes on Escape and outside click (spec part 1 §4).
const StyledRoot = withRootProvider(ArkDialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true, modal: true, preventScroll: true },
});

/**
 * A controlled dialog (`open` given) is mounted from its first opening on, and kept after (its
 * closing still animates): a closed dialog's state machine costs a render and effects of its
 * own, times every card or menu that holds one. Its trigger therefore lives outside it.
 */
export function Root({ ids, initialFocusEl, ...props }: ComponentProps<typeof StyledRoot>) {
  const ownContentId = useId();
  const contentId = ids?.content ?? ownContentId;
  const [opened, setOpened] = useState(props.open !== false);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <StyledRoot
      ids={{ ...ids, content: contentId }}
      initialFocusEl={
        initialFocusEl ?? (() => initialFocus(contentId, props.role === 'alertdialog'))
      }
      {...props}
    />
  ) : null;
}

/**
 * The focus trap starts a frame after the dialog opens: a field chosen in that frame keeps the
 * focus (and what is being typed into it). Otherwise the library's choice: an alert's Cancel, or
 * the first field.
 */
function initialFocus(contentId: string, alert: boolean): HTMLElement | null {
  const content = document.getElementById(contentId);
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== content && content?.contains(focused)) {
    return focused;
  }
  return alert
    ? (content?.querySelector<HTMLElement>('[data-part="close-trigger"]') ?? null)
    : null;
}

export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop');
export const Positioner = withContext(ArkDialog.Positioner, 'positioner');
export const Content = withContext(ArkDialog.Content, 'content');
export const Title = withContext(ArkDialog.Title, 'title');
export const Description = withContext(ArkDialog.Description, 'description');
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger');
export const Header = withContext(ark.div, 'header');
export const Body = withContext(ark.div, 'body');
export const Footer = withContext(ark.div, 'footer');
