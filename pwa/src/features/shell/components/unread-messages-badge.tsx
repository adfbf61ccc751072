// The unread total beside "Messages" in the top links and the bottom bar (#33), from the replica.
import { css } from '../../../../styled-system/css';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { useUnreadTotal } from '../../messages/hooks/use-conversations';

export function UnreadMessagesBadge() {
  const me = useSignedInUser();
  const unread = useUnreadTotal(me.id);
  if (unread === 0) return null;
  return (
    <span
      className={css({
        position: 'absolute',
        top: '1',
        right: { base: '2', md: '0' },
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minW: '4.5',
        h: '4.5',
        px: '1',
        rounded: 'full',
        bg: 'flair.default',
        color: 'fg.onSolid',
        fontSize: '10px',
        fontWeight: '700',
        lineHeight: '1',
      })}
    >
      {unread > 99 ? '99+' : unread}
      <VisuallyHidden>{unread === 1 ? ' unread message' : ' unread messages'}</VisuallyHidden>
    </span>
  );
}
