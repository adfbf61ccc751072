import { css } from '../../styled-system/css';

/** A small link on its own line ("← Back to Jobs"): a 24px target at least (#30, WCAG 2.5.8). */
export const backLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '6',
  fontSize: 'sm',
  color: 'accent.text',
  justifySelf: 'start',
  _hover: { textDecoration: 'underline' },
});
