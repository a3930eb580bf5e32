import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import { suggestKey } from './suggest-keys';

export interface SuggestFieldProps<O> {
  label: string;
  /** The text in the box. */
  value: string;
  onValueChange: (text: string) => void;
  /** The suggestions for the text, as the caller found them. */
  options: readonly O[];
  optionKey: (option: O) => string;
  optionLabel: (option: O) => string;
  onChoose: (option: O) => void;
  loading?: boolean;
  loadingText: string;
  noOptionsText: string;
  placeholder?: string;
  /** An error shown under the box (the field is marked invalid). */
  error?: string | null;
  onFocus?: () => void;
  onBlur?: () => void;
  /** Enter without a highlighted suggestion (in a form, Enter submits it anyway). */
  onEnter?: () => void;
}

/**
 * A text box with suggestions below it: the WAI-ARIA combobox pattern (list popup, highlighted
 * option by aria-activedescendant, keys in suggest-keys.ts). It replaces MUI's Autocomplete on
 * the first pages people open (home, search), where Autocomplete, its Popper and TextField's
 * Select would weigh about 30 KB of compressed JavaScript for a list of city names.
 */
export function SuggestField<O>({
  label,
  value,
  onValueChange,
  options,
  optionKey,
  optionLabel,
  onChoose,
  loading = false,
  loadingText,
  noOptionsText,
  placeholder,
  error,
  onFocus,
  onBlur,
  onEnter,
}: SuggestFieldProps<O>) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showPopup = open && (options.length > 0 || loading || value.trim() !== '');
  // New suggestions (the answer for newer text) start with none highlighted.
  const shown = options.map(optionKey).join('\n');
  const [highlightedIn, setHighlightedIn] = useState(shown);
  if (shown !== highlightedIn) {
    setHighlightedIn(shown);
    setActive(-1);
  }

  const choose = (option: O) => {
    setOpen(false);
    setActive(-1);
    onChoose(option);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = suggestKey(event.key, { open: showPopup, active, count: options.length });
    if (action.type === 'none') {
      if (event.key === 'Enter') {
        setOpen(false);
        onEnter?.();
      }
      return;
    }
    event.preventDefault();
    if (action.type === 'move') {
      setOpen(true);
      setActive(action.active);
    } else if (action.type === 'choose') choose(options[action.index]!);
    else {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <FormControl fullWidth error={!!error} sx={{ position: 'relative' }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setOpen(true);
          onFocus?.();
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
        inputProps={{
          role: 'combobox',
          autoComplete: 'off',
          'aria-autocomplete': 'list',
          'aria-expanded': showPopup,
          'aria-controls': showPopup && options.length ? listId : undefined,
          'aria-activedescendant': showPopup && active >= 0 ? optionId(active) : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        }}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
      {showPopup && (
        <Paper
          elevation={8}
          sx={{
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            mt: 0.5,
            zIndex: 'modal',
            maxHeight: 320,
            overflowY: 'auto',
          }}
        >
          {options.length > 0 && (
            <Box
              component="ul"
              role="listbox"
              id={listId}
              aria-label={label}
              sx={{ listStyle: 'none', m: 0, p: 0.5 }}
            >
              {options.map((option, index) => (
                <Box
                  component="li"
                  role="option"
                  key={optionKey(option)}
                  id={optionId(index)}
                  aria-selected={index === active}
                  // Keeps the focus in the box, so choosing does not blur it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(option)}
                  sx={{
                    px: 2,
                    py: 1,
                    borderRadius: 1,
                    cursor: 'pointer',
                    bgcolor: index === active ? 'action.selected' : undefined,
                  }}
                >
                  {optionLabel(option)}
                </Box>
              ))}
            </Box>
          )}
          {options.length === 0 && (
            <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 2, py: 1.5 }}>
              {loading ? loadingText : noOptionsText}
            </Typography>
          )}
        </Paper>
      )}
    </FormControl>
  );
}
