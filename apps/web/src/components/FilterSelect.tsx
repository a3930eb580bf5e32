import TextField from '@mui/material/TextField';

export interface FilterOption {
  value: string;
  label: string;
}

const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * One filter of a list page as a native select: the phone's own picker, no menu code to load, and
 * a blank helper line so it lines up with the text filters that carry a hint. `width` is its basis
 * in the filters' row on wide screens.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  width,
}: {
  label: string;
  value: V | '';
  options: readonly FilterOption[];
  onChange: (value: V) => void;
  width: number;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      helperText=" "
      slotProps={NATIVE}
      sx={{ flex: { md: `0 1 ${width}px` } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
