import { css } from '../../../../styled-system/css';
import { MEDIA_MD_UP } from '../../../theme/media-queries';
import { useMediaQuery } from '../../../ui/use-media-query';
import { topNavItems } from '../nav-items';
import { NavLink } from './nav-link';
import { UnreadMessagesSlot } from './unread-messages-slot';

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '10',
  px: '3',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: '600',
  color: 'fg.muted',
  textDecoration: 'none',
  position: 'relative',
  transitionProperty: 'color, background-color',
  transitionDuration: 'fast',
  _hover: { color: 'fg.default', bg: 'bg.muted' },
  '&[aria-current=page]': {
    color: 'accent.text',
    _hover: { color: 'accent.text' },
    _after: {
      content: '""',
      position: 'absolute',
      insetX: '3',
      bottom: '-13px',
      h: '3px',
      borderTopRadius: 'full',
      bg: 'accent.default',
    },
  },
  '& svg': { w: '4', h: '4' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
});

// Below the extra-large breakpoint the links are their icons (the label stays their accessible
// name): with Messages (#33), Admin and the sync status, labelled links do not fit up to 1279 px.
const label = css({
  position: { base: 'absolute', xl: 'static' },
  w: { base: '1px', xl: 'auto' },
  h: { base: '1px', xl: 'auto' },
  overflow: { base: 'hidden', xl: 'visible' },
  clip: { base: 'rect(0 0 0 0)', xl: 'auto' },
  whiteSpace: 'nowrap',
});

/** Top links, from the medium breakpoint up (the bottom bar serves small screens). */
export function MainNav({ isAdmin }: { isAdmin: boolean }) {
  const shown = useMediaQuery(MEDIA_MD_UP);
  if (!shown) return null;
  return (
    <nav aria-label="Main">
      <ul className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
        {topNavItems(isAdmin).map((item) => (
          <li key={item.to}>
            <NavLink item={item} className={link}>
              <item.icon />
              <span className={label}>{item.label}</span>
              {item.unreadMessages ? <UnreadMessagesSlot /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
