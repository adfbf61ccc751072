import type { HTMLAttributes } from 'react';
import { cx } from '../../styled-system/css';
import { type BadgeVariantProps, badge } from '../../styled-system/recipes';
import { splitVariants } from './split-variants';

type BadgeProps = HTMLAttributes<HTMLSpanElement> & BadgeVariantProps;

export const Badge = ({ className, ...props }: BadgeProps) => {
  const [variants, rest] = splitVariants<BadgeVariantProps, typeof props>(badge.variantKeys, props);
  return <span className={cx(badge(variants), className)} {...rest} />;
};
