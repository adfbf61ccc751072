import { css } from '../../../../styled-system/css';
import { MEDIA_MD_UP } from '../../../theme/media-queries';
import { useMediaQuery } from '../../../ui/use-media-query';
import { bottomNavItems } from '../nav-items';
import { NavLink } from './nav-link';
import { UnreadMessagesSlot } from './unread-messages-slot';

const link = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  h: 'full',
  fontSize: '11px',
  fontWeight: '600',
  color: 'fg.muted',
  textDecoration: 'none',
  position: 'relative',
  '& svg': { w: '5.5', h: '5.5' },
  '&[aria-current=page]': {
    color: 'accent.text',
    _before: {
      content: '""',
      position: 'absolute',
      top: '0',
      w: '8',
      h: '3px',
      borderBottomRadius: 'full',
      bg: 'accent.default',
    },
  },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '-4px' },
});

/** Mobile-only bottom bar (60px; not rendered from the medium breakpoint up). */
export function BottomNav({ isAdmin }: { isAdmin: boolean }) {
  const wide = useMediaQuery(MEDIA_MD_UP);
  if (wide) return null;
  const items = bottomNavItems(isAdmin);
  return (
    <nav
      aria-label="Bottom navigation"
      className={css({
        position: 'fixed',
        insetX: '0',
        bottom: '0',
        zIndex: 'bottomBar',
        // Opaque, with no backdrop blur (see the header).
        bg: 'bg.surface',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        pb: 'env(safe-area-inset-bottom)',
      })}
    >
      <ul
        className={css({
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: '1fr',
          h: 'bottomBar',
        })}
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavLink item={item} className={link}>
              <item.icon />
              {item.label}
              {item.unreadMessages ? <UnreadMessagesSlot /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
