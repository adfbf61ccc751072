import { css } from '../../styled-system/css';

/**
 * A file input drawn as a button (#30): the browser's own words ("Choose File", "No file chosen")
 * are hidden, the screen shows the chosen file's name beside or under it, and the button is a
 * 44px target. The input keeps its label and its keyboard use.
 */
export const fileInput = css({
  display: 'block',
  w: 'full',
  maxW: 'full',
  minH: '11',
  fontSize: 'sm',
  color: 'transparent',
  cursor: 'pointer',
  borderRadius: 'md',
  '&::file-selector-button': {
    h: '11',
    px: '4',
    me: '0',
    font: 'inherit',
    fontWeight: '600',
    color: 'fg.default',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.strong',
    borderRadius: 'md',
    cursor: 'pointer',
  },
  '&:hover::file-selector-button': { bg: 'bg.subtle' },
  _disabled: { opacity: '0.6', cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
});
