import type { HTMLAttributes } from 'react';
import { cx } from '../../styled-system/css';
import { visuallyHidden } from '../../styled-system/patterns';

/** Text for assistive technology only. */
export const VisuallyHidden = ({ className, ...props }: HTMLAttributes<HTMLSpanElement>) => (
  <span className={cx(visuallyHidden(), className)} {...props} />
);
