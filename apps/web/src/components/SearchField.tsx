import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A list's search box: the text as typed, after a magnifier; the page debounces it. */
export function SearchField({
  label,
  helperText,
  value,
  onChange,
  sx,
}: {
  label: string;
  helperText: string;
  value: string;
  onChange: (value: string) => void;
  sx?: TextFieldProps['sx'];
}) {
  return (
    <TextField
      type="search"
      label={label}
      helperText={helperText}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
        },
      }}
      sx={sx}
    />
  );
}
