import type { ReactNode } from 'react';
import { cx } from '../../styled-system/css';
import { alert } from '../../styled-system/recipes';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon, XIcon } from './icons';

type AlertProps = {
  status?: 'error' | 'success' | 'warning' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button with this accessible label's action. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
};

const icons = {
  error: AlertCircleIcon,
  warning: AlertCircleIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
} as const;

/** An inline message. Errors are announced at once (role="alert"); the rest politely. */
export function Alert({
  status = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
}: AlertProps) {
  const styles = alert({ status });
  const Icon = icons[status];
  return (
    <div role={status === 'error' ? 'alert' : 'status'} className={cx(styles.root, className)}>
      <span className={styles.icon}>
        <Icon />
      </span>
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.description}>{children}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className={styles.close}
          onClick={onDismiss}
          aria-label={dismissLabel}
        >
          <XIcon />
        </button>
      ) : null}
    </div>
  );
}
