// "What would you like to share?" (spec part 2 §2): a post, a job or an event.
import { POST_TEXTS } from '@greenroom/shared-model/texts';
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { CalendarIcon, PencilIcon } from '../../../ui/action-icons';
import * as Dialog from '../../../ui/dialog';
import { DialogFrame } from '../../../ui/dialog-frame';
import { BriefcaseIcon } from '../../../ui/icons';
import type { ShareDialog } from './composer-card';

const CHOICES: { dialog: ShareDialog; title: string; description: string; icon: ReactNode }[] = [
  {
    dialog: 'post',
    title: 'Create a post',
    description: 'Share updates, photos, or showcase your work',
    icon: <PencilIcon aria-hidden="true" />,
  },
  {
    dialog: 'job',
    title: 'Post a job',
    description: 'Find talent for your creative projects',
    icon: <BriefcaseIcon aria-hidden="true" />,
  },
  {
    dialog: 'event',
    title: 'Add an event',
    description: 'Organize and promote events for the community',
    icon: <CalendarIcon aria-hidden="true" />,
  },
];

export default function ShareChoiceDialog({
  open,
  onOpenChange,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (dialog: ShareDialog) => void;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={POST_TEXTS.chooserTitle}
      description="Choose what to share with the community."
    >
      <Dialog.Body>
        <ul className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0' })}>
          {CHOICES.map((choice) => (
            <li key={choice.dialog}>
              <button type="button" className={option} onClick={() => onChoose(choice.dialog)}>
                <span className={icon}>{choice.icon}</span>
                <span className={css({ display: 'grid', textAlign: 'left' })}>
                  <span className={css({ fontWeight: '600' })}>{choice.title}</span>
                  <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                    {choice.description}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Dialog.Body>
    </DialogFrame>
  );
}

const option = css({
  w: 'full',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

const icon = css({
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
  flexShrink: '0',
});
