import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import { dialog } from '../../styled-system/recipes';
import { createStyleContext } from './style-context';

const { withRootProvider, withContext } = createStyleContext(dialog);

// Modal, scroll-locked, closes on Escape and outside click (spec part 1 §4).
export const Root = withRootProvider(ArkDialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true, modal: true, preventScroll: true },
});
export const Trigger = ArkDialog.Trigger;
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop');
export const Positioner = withContext(ArkDialog.Positioner, 'positioner');
export const Content = withContext(ArkDialog.Content, 'content');
export const Title = withContext(ArkDialog.Title, 'title');
export const Description = withContext(ArkDialog.Description, 'description');
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger');
export const Header = withContext(ark.div, 'header');
export const Body = withContext(ark.div, 'body');
export const Footer = withContext(ark.div, 'footer');
