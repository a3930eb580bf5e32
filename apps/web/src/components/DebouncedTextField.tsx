import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { SEARCH_DEBOUNCE_MS } from '@rentals/domain/limits';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';

/**
 * A list's text filter kept in the URL: typed freely, applied SEARCH_DEBOUNCE_MS after the last
 * key stroke, and showing the URL's value again when it changes on its own (Clear, back button).
 */
export function DebouncedTextField({
  label,
  value,
  helperText,
  maxLength,
  onApply,
  sx,
}: {
  label: string;
  value: string;
  helperText: string;
  maxLength: number;
  onApply: (value: string) => void;
  sx?: TextFieldProps['sx'];
}) {
  const [typed, setTyped] = useState(value);
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (debounced !== value) onApply(debounced);
    // Only a new debounced value applies; `value` catching up must not re-apply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <TextField
      type="search"
      label={label}
      helperText={helperText}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      slotProps={{ htmlInput: { maxLength } }}
      sx={sx}
    />
  );
}
