import { cx } from '../../styled-system/css';
import { type SpinnerVariantProps, spinner } from '../../styled-system/recipes';

type SpinnerProps = SpinnerVariantProps & { className?: string };

/** Decorative: announce the busy state on the element that is busy (aria-busy, text). */
export const Spinner = ({ className, ...variants }: SpinnerProps) => (
  <span aria-hidden="true" className={cx(spinner(variants), className)} />
);
