import type { SystemStyleObject } from '@pandacss/dev';

/** The floating list of menus and selects (spec: dropdowns at most 240px tall). */
export const dropdownPanel: SystemStyleObject = {
  maxH: '240px',
  overflowY: 'auto',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'lg',
  p: '1.5',
  outline: '0',
  _open: { animation: 'menu-in 140ms ease-out' },
};
