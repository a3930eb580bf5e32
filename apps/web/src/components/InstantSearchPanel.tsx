import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import { visuallyHidden } from '../lib/visually-hidden';

/** The texts of the panel, in the page's language. */
export interface InstantSearchTexts {
  /** The section's (hidden) heading and the search landmark's name. */
  label: string;
  field: string;
  hint: string;
  clear: string;
  button: string;
  retry: string;
  /** Shown when the search failed for another reason than the query. */
  error: string;
}

/**
 * A search whose results appear under the box as people type (the knowledge center, the help
 * center): a search landmark with the field, a clear button and a submit button, a polite status
 * line announcing the count, and a retry when the search failed. The results are the children.
 */
export function InstantSearchPanel({
  id,
  texts,
  typed,
  onType,
  onSubmit,
  onClear,
  fieldError,
  failed,
  onRetry,
  status,
  inputRef,
  onKeyDown,
  children,
}: {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  texts: InstantSearchTexts;
  typed: string;
  onType: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  /** The query's own error (too long), shown under the field. */
  fieldError: string | null;
  failed: boolean;
  onRetry: () => void;
  status: string;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  children?: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        {texts.label}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={texts.label}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            type="search"
            name="q"
            fullWidth
            label={texts.field}
            value={typed}
            inputRef={inputRef}
            onChange={(event) => onType(event.target.value)}
            onKeyDown={onKeyDown}
            error={!!fieldError}
            helperText={fieldError ?? texts.hint}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search aria-hidden />
                  </InputAdornment>
                ),
                endAdornment: typed ? (
                  <InputAdornment position="end">
                    <IconButton aria-label={texts.clear} onClick={onClear} edge="end">
                      <Clear />
                    </IconButton>
                  </InputAdornment>
                ) : null,
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56, flexShrink: 0 }}>
            {texts.button}
          </Button>
        </Stack>
      </Box>
      <Typography role="status" aria-live="polite" sx={{ mt: 2, fontWeight: 600 }}>
        {status}
      </Typography>
      {failed && !fieldError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {texts.retry}
            </Button>
          }
        >
          {texts.error}
        </Alert>
      )}
      {children}
    </Box>
  );
}
