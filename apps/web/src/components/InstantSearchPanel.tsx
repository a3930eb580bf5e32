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
import { useLocale } from '../i18n/use-locale';
import { errorText, toAppError } from '../lib/errors/graphql-error';
import { visuallyHidden } from '../lib/visually-hidden';

/** The `search.*` texts a page's namespace gives the panel. */
export type InstantSearchTextKey =
  | 'search.label'
  | 'search.field'
  | 'search.hint'
  | 'search.clear'
  | 'search.button'
  | 'search.retry'
  | 'search.error'
  | 'search.loading'
  | 'search.results'
  | 'search.none';

/**
 * A search whose results appear under the box as people type (the knowledge center, the help
 * center): a search landmark with the field, a clear button and a submit button, a polite status
 * line announcing the count, and a retry when the search failed. The texts are the `search.*` keys
 * of the page's namespace, read through `text`; the results are the children. A refused query (too long) is the field's
 * error; any other failure is the list's.
 */
export function InstantSearchPanel({
  id,
  text,
  typed,
  onType,
  onSubmit,
  onClear,
  query,
  active,
  loading,
  total,
  error,
  onRetry,
  inputRef,
  onKeyDown,
  children,
}: {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  /** The page's `search.*` texts in its language. */
  text: (key: InstantSearchTextKey, values?: { count: number; query: string } | { query: string }) => string;
  typed: string;
  onType: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  /** The query searched for, named in the status line. */
  query: string;
  /** Whether a query is being searched (an empty box searches nothing). */
  active: boolean;
  loading: boolean;
  /** How many results the shown answer has; undefined before the first answer. */
  total: number | undefined;
  error: unknown;
  onRetry: () => void;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  children?: ReactNode;
}) {
  const locale = useLocale();
  const appError = error ? toAppError(error) : null;
  const fieldError = appError?.code.startsWith('CONTENT_SEARCH_') ? errorText(appError, locale) : null;
  let status = '';
  if (active && loading && total === undefined) status = text('search.loading');
  else if (active && total !== undefined) {
    status = total ? text('search.results', { count: total, query }) : text('search.none', { query });
  }
  const texts = {
    label: text('search.label'),
    field: text('search.field'),
    hint: text('search.hint'),
    clear: text('search.clear'),
    button: text('search.button'),
    retry: text('search.retry'),
    error: text('search.error'),
  };
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
      {active && appError && !fieldError && (
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
