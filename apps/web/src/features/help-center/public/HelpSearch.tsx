import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Province } from '@rentals/domain/users/enums';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { SearchHelpCenterDocument } from '../api/public-help-operations';
import { contactAboutPath } from '../format/help-paths';
import type { ReaderAudience } from '../format/remembered-audience';
import { useHelpSearch } from '../hooks/use-help-search';
import { HelpSearchResults, RESULT_LINK } from './HelpSearchResults';

/** Hits shown under the box. */
const TAKE = 10;

/**
 * The help center's search box, first on the page: results appear under it as the reader types
 * (their count announced), narrowed to the reader's audience and province when known. A search
 * with no result says so and offers to write to the team about it.
 */
export function HelpSearch({
  audience,
  province,
}: {
  audience: ReaderAudience | null;
  province: Province | null;
}) {
  const { t } = useTranslation('helpCenter');
  const locale = useLocale();
  const { typed, setTyped, applied, submit, clear, active } = useHelpSearch();
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { data, previousData, loading, error, refetch } = usePublicQuery(SearchHelpCenterDocument, {
    variables: { query: applied, locale, province, usertype: audience, take: TAKE },
    skip: !active,
  });
  const shown = (data ?? (loading ? previousData : undefined))?.searchHelpCenter;
  const appError = error ? toAppError(error) : null;
  // A refused query (too long) is the field's error; anything else is the list's.
  const fieldError = appError?.code.startsWith('CONTENT_SEARCH_') ? errorText(appError, locale) : null;

  let status = '';
  if (active && loading && !shown) status = t('search.loading');
  else if (active && shown) {
    status = shown.total
      ? t('search.results', { count: shown.total, query: applied })
      : t('search.none', { query: applied });
  }

  return (
    <Box component="section" aria-labelledby="help-search-title">
      <Typography id="help-search-title" component="h2" sx={visuallyHidden}>
        {t('search.label')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('search.label')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            type="search"
            name="q"
            fullWidth
            label={t('search.field')}
            value={typed}
            inputRef={field}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                const first = list.current?.querySelector<HTMLAnchorElement>(`a[${RESULT_LINK}]`);
                if (first) {
                  event.preventDefault();
                  first.focus();
                }
              } else if (event.key === 'Escape' && typed) {
                event.preventDefault();
                clear();
              }
            }}
            error={!!fieldError}
            helperText={fieldError ?? t('search.hint')}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search aria-hidden />
                  </InputAdornment>
                ),
                endAdornment: typed ? (
                  <InputAdornment position="end">
                    <IconButton aria-label={t('search.clear')} onClick={clear} edge="end">
                      <Clear />
                    </IconButton>
                  </InputAdornment>
                ) : null,
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56, flexShrink: 0 }}>
            {t('search.button')}
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
            <Button color="inherit" size="small" onClick={refetch}>
              {t('search.retry')}
            </Button>
          }
        >
          {t('search.error')}
        </Alert>
      )}
      {active && shown && shown.total === 0 && (
        <Typography color="text.secondary">
          {t('search.noneHint')}{' '}
          <Link component={RouterLink} to={contactAboutPath(applied)}>
            {t('search.contact')}
          </Link>
        </Typography>
      )}
      {active && shown && shown.hits.length > 0 && (
        <HelpSearchResults hits={shown.hits} listRef={list} onEscape={() => field.current?.focus()} />
      )}
    </Box>
  );
}
