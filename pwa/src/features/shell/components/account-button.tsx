import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { Avatar } from '../../../ui/avatar';
import { ChevronDownIcon } from '../../../ui/icons';

const accountButtonClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  p: '0.5',
  pe: '1.5',
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
  '& > svg': { w: '4', h: '4' },
});

type AccountButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { user: CurrentUser };

/** The avatar button that opens the account menu (also its stand-in while the menu loads). */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(
  function AccountButton({ user, className, ...props }, ref) {
    return (
      <button
        ref={ref}
        type="button"
        aria-label="Account menu"
        className={cx(accountButtonClass, className)}
        {...props}
      >
        <Avatar user={user} size="sm" decorative />
        <ChevronDownIcon />
      </button>
    );
  },
);
