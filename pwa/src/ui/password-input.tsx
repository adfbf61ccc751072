import {
  PasswordInput as ArkPasswordInput,
  usePasswordInputContext,
} from '@ark-ui/react/password-input';
import { forwardRef, type ReactNode, useId } from 'react';
import { cx } from '../../styled-system/css';
import { field, input, passwordInput } from '../../styled-system/recipes';
import { EyeIcon, EyeOffIcon } from './icons';

type PasswordInputProps = Omit<ArkPasswordInput.InputProps, 'children'> & {
  label: ReactNode;
  /** Names the show/hide toggle, e.g. "password" → "Show password" / "Hide password". */
  toggleSubject?: string;
  errorText?: ReactNode;
};

/** A labelled password input with an accessible show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(
    { label, toggleSubject = 'password', errorText, className, ...props },
    ref,
  ) {
    const styles = passwordInput();
    const errorId = useId();
    return (
      <ArkPasswordInput.Root
        className={styles.root}
        translations={{
          visibilityTrigger: (visible) => `${visible ? 'Hide' : 'Show'} ${toggleSubject}`,
        }}
      >
        <ArkPasswordInput.Label className={styles.label}>{label}</ArkPasswordInput.Label>
        <ArkPasswordInput.Control className={styles.control}>
          <ArkPasswordInput.Input
            ref={ref}
            className={cx(input(), styles.input, className)}
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? errorId : undefined}
            {...props}
          />
          <VisibilityToggle
            className={styles.visibilityTrigger}
            indicatorClass={styles.indicator}
          />
        </ArkPasswordInput.Control>
        {errorText ? (
          <p id={errorId} className={field().errorText}>
            {errorText}
          </p>
        ) : null}
      </ArkPasswordInput.Root>
    );
  },
);

/**
 * zag's toggle reacts to pointerdown only and sits outside the tab order; ours is also reachable
 * with Tab and toggles on Enter/Space (keyboard clicks have `detail === 0`).
 */
function VisibilityToggle({
  className,
  indicatorClass,
}: {
  className: string;
  indicatorClass: string;
}) {
  const api = usePasswordInputContext();
  return (
    <ArkPasswordInput.VisibilityTrigger
      className={className}
      tabIndex={0}
      onClick={(event) => {
        if (event.detail === 0) api.toggleVisible();
      }}
    >
      <ArkPasswordInput.Indicator className={indicatorClass} fallback={<EyeOffIcon />}>
        <EyeIcon />
      </ArkPasswordInput.Indicator>
    </ArkPasswordInput.VisibilityTrigger>
  );
}
