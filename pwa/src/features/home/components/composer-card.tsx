// The composer at the top of the feed (spec part 2 §2 "Home feed"): the member's avatar and a
// read-only input that opens "What would you like to share?", and the three shortcuts. It paints
// with the shell; the dialogs load when asked for.
import { POST_TEXTS } from '@greenroom/shared-model/texts';
import { css } from '../../../../styled-system/css';
import { CalendarIcon, ImageIcon, PencilIcon } from '../../../ui/action-icons';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { BriefcaseIcon } from '../../../ui/icons';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

export type ShareDialog = 'choice' | 'post' | 'job' | 'event' | 'media';

export function ComposerCard({ onOpen }: { onOpen: (dialog: ShareDialog) => void }) {
  const user = useSignedInUser();
  return (
    <Card.Root>
      <Card.Body className={css({ gap: '3' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <Avatar user={user} size="md" decorative />
          {/* A button (it opens a dialog) whose words wrap on a phone rather than being cut. */}
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => onOpen('choice')}
            className={css({
              flex: '1',
              minW: '0',
              minH: '11',
              px: '4',
              py: '2',
              borderRadius: '3xl',
              borderWidth: '1px',
              borderColor: 'border.default',
              bg: 'bg.muted',
              color: 'fg.muted',
              cursor: 'pointer',
              fontSize: 'sm',
              textAlign: 'start',
              lineHeight: '1.35',
              _hover: { bg: 'bg.subtle' },
              _focusVisible: {
                outline: '2px solid',
                outlineColor: 'accent.default',
                outlineOffset: '2px',
              },
            })}
          >
            {POST_TEXTS.composerPlaceholder}
          </button>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Add media to a post"
            onClick={() => onOpen('media')}
          >
            <ImageIcon aria-hidden="true" />
          </Button>
        </div>
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '2' })}>
          <Button variant="ghost" size="sm" className={shortcut} onClick={() => onOpen('job')}>
            <BriefcaseIcon aria-hidden="true" />
            Post a job
          </Button>
          <Button variant="ghost" size="sm" className={shortcut} onClick={() => onOpen('post')}>
            <PencilIcon aria-hidden="true" />
            Create a post
          </Button>
          <Button variant="ghost" size="sm" className={shortcut} onClick={() => onOpen('event')}>
            <CalendarIcon aria-hidden="true" />
            Add an event
          </Button>
        </div>
      </Card.Body>
    </Card.Root>
  );
}

// On a phone the three shortcuts put their icon above their words, so each keeps its own third
// of the row (side by side they ran into each other).
const shortcut = css({
  minW: '0',
  h: 'auto',
  minH: '11',
  py: '1.5',
  px: '1',
  flexDirection: { base: 'column', sm: 'row' },
  gap: { base: '1', sm: '2' },
  whiteSpace: 'normal',
  textAlign: 'center',
  lineHeight: '1.2',
});
