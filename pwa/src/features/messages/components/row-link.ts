import { css } from '../../../../styled-system/css';

/** A row of a list of conversations or found messages: the whole row is the link to it. */
export const rowLink = css({
  display: 'grid',
  minH: '16',
  px: '3',
  py: '2',
  rounded: 'lg',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
});
