import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { forwardRef } from 'react';
import { cx } from '../../styled-system/css';
import { type ButtonVariantProps, button } from '../../styled-system/recipes';
import { Spinner } from './spinner';
import { splitVariants } from './split-variants';

export type ButtonProps = HTMLArkProps<'button'> &
  ButtonVariantProps & {
    /** Shows a spinner, disables the button and, when given, swaps the label. */
    loading?: boolean;
    loadingText?: string;
  };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const [variantProps, rest] = splitVariants<ButtonVariantProps, ButtonProps>(
    button.variantKeys,
    props,
  );
  const { loading, loadingText, className, children, disabled, type, ...other } = rest;
  return (
    <ark.button
      ref={ref}
      type={type ?? 'button'}
      className={cx(button(variantProps), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...other}
    >
      {loading ? (
        <>
          <Spinner size="sm" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </ark.button>
  );
});

/** Recipe classes for links that look like buttons (`<Link className={buttonClass()}>`). */
export const buttonClass = button;
