import { SEARCH_DEBOUNCE_MS } from '@greenroom/shared-model/constants';
import { useEffect, useState } from 'react';
import { TextField } from './field';

/** A search field: what is typed shows at once; `onSearch` follows 300 ms after the last key. */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => onSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onSearch]);
  return (
    <TextField
      label={label}
      type="search"
      placeholder={placeholder}
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
    />
  );
}
