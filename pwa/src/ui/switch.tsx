import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { switchRecipe } from '../../styled-system/recipes';

/** A labelled on/off switch (a checkbox with role switch), with an optional description. */
export function Switch({
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const styles = switchRecipe();
  return (
    <ArkSwitch.Root
      className={styles.root}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(d) => onCheckedChange(d.checked)}
    >
      <span className={css({ display: 'grid', gap: '0.5' })}>
        <ArkSwitch.Label className={styles.label}>{label}</ArkSwitch.Label>
        {description ? (
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{description}</span>
        ) : null}
      </span>
      <ArkSwitch.Control className={styles.control}>
        <ArkSwitch.Thumb className={styles.thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.HiddenInput role="switch" />
    </ArkSwitch.Root>
  );
}
