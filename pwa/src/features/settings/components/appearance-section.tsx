// Appearance: the theme on this device (system, light, dark); docs/decisions/028-dark-mode.md.
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import {
  readThemeChoice,
  setThemeChoice,
  THEME_CHOICES,
  type ThemeChoice,
} from '../../../theme/theme-choice';
import * as Card from '../../../ui/card';

const LABELS: Record<ThemeChoice, string> = {
  system: 'Same as this device',
  light: 'Light',
  dark: 'Dark',
};

export function AppearanceSection() {
  const [choice, setChoice] = useState<ThemeChoice>(readThemeChoice);
  const choose = (next: ThemeChoice) => {
    setThemeChoice(next);
    setChoice(next);
  };
  return (
    <Card.Root aria-labelledby="appearance-title">
      <Card.Header>
        <Card.Title id="appearance-title">Appearance</Card.Title>
      </Card.Header>
      <Card.Body>
        <fieldset className={css({ border: 'none', p: '0', m: '0', minW: '0' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: '600', mb: '1' })}>Theme</legend>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '3' })}>
            Kept on this device.
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {THEME_CHOICES.map((value) => (
              <label key={value} className={option}>
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={choice === value}
                  onChange={() => choose(value)}
                  className={css({ accentColor: 'accent.default', w: '6', h: '6', flexShrink: 0 })}
                />
                {LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
      </Card.Body>
    </Card.Root>
  );
}

const option = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '3.5',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'bg.surface',
  fontSize: 'sm',
  fontWeight: '500',
  cursor: 'pointer',
  _hover: { borderColor: 'border.hover' },
  '&:has(input:checked)': {
    borderColor: 'accent.default',
    bg: 'accent.subtle',
    color: 'accent.text',
  },
  '&:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'accent.ring',
    outlineOffset: '2px',
  },
});
