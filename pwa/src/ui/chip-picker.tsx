import { filterOptions } from '@greenroom/shared-model/catalogues';
import { useId, useState } from 'react';
import { css } from '../../styled-system/css';
import { Badge } from './badge';
import { Button } from './button';
import { TextField } from './field';
import { XIcon } from './icons';

const MAX_SUGGESTIONS = 8;

/**
 * Chosen items as removable chips, and a type-to-filter list of the catalogue's other items
 * (case-insensitive, never a duplicate): the skill and tag pickers.
 */
export function ChipPicker({
  label,
  chosenLabel,
  options,
  value,
  onChange,
  noMatchText = () => 'Nothing matches.',
}: {
  /** The filter input's label, e.g. "Add a skill". */
  label: string;
  /** The chosen list's name, e.g. "Your skills". */
  chosenLabel: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** What shows when nothing matches the typed text. */
  noMatchText?: (query: string) => string;
}) {
  const [query, setQuery] = useState('');
  const matchesId = useId();
  const suggestions = filterOptions(options, query, value).slice(0, MAX_SUGGESTIONS);
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {value.length > 0 ? (
        <ul aria-label={chosenLabel} className={chips}>
          {value.map((item) => (
            <li key={item}>
              <Badge>
                {item}
                <button
                  type="button"
                  className={removeButton}
                  aria-label={`Remove ${item}`}
                  onClick={() => onChange(value.filter((v) => v !== item))}
                >
                  <XIcon aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <TextField
        label={label}
        placeholder="Type to filter"
        value={query}
        aria-controls={matchesId}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul id={matchesId} aria-label="Suggestions" className={chips}>
        {suggestions.map((item) => (
          <li key={item}>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                onChange([...value, item]);
                setQuery('');
              }}
            >
              + {item}
            </Button>
          </li>
        ))}
      </ul>
      {suggestions.length === 0 ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{noMatchText(query)}</p>
      ) : null}
    </div>
  );
}

const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' });
const removeButton = css({
  display: 'inline-flex',
  ml: '1',
  cursor: 'pointer',
  borderRadius: 'full',
  '& svg': { w: '3', h: '3' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
});
