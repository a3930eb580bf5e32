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
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { SearchContentDocument } from '../api/knowledge-center-operations';
import { MIN_QUERY, useContentSearch } from '../hooks/use-content-search';
import { ContentResults } from './ContentResults';

/** Results shown inline under the box. */
const TAKE = 20;

/**
 * The knowledge center's search box: results appear under it as the visitor types, with their
 * count announced; an empty query shows nothing, a query without results says so.
 */
export function ContentSearch() {
  const { t } = useTranslation('knowledgeCenter');
  const locale = useLocale();
  const { typed, setTyped, applied, apply } = useContentSearch();
  const active = applied.length >= MIN_QUERY;
  const { data, previousData, loading, error, refetch } = usePublicQuery(SearchContentDocument, {
    variables: { query: applied, locale, take: TAKE },
    skip: !active,
  });
  const shown = data ?? (loading ? previousData : undefined);
  const appError = error ? toAppError(error) : null;
  // A refused query (too long) is the field's error; anything else is the list's.
  const fieldError = appError?.code.startsWith('CONTENT_SEARCH_') ? errorText(appError, locale) : null;

  let status = '';
  if (active && loading && !shown) status = t('search.loading');
  else if (active && shown) {
    status = shown.searchContentCount
      ? t('search.results', { count: shown.searchContentCount, query: applied })
      : t('search.none', { query: applied });
  }

  return (
    <Box component="section" aria-labelledby="kc-search-title">
      <Typography id="kc-search-title" component="h2" sx={visuallyHidden}>
        {t('search.label')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('search.label')}
        onSubmit={(event) => {
          event.preventDefault();
          apply(typed);
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            type="search"
            name="q"
            fullWidth
            label={t('search.field')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
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
                    <IconButton
                      aria-label={t('search.clear')}
                      onClick={() => {
                        setTyped('');
                        apply('');
                      }}
                      edge="end"
                    >
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
      {active && shown && shown.searchContentCount === 0 && (
        <Typography color="text.secondary">{t('search.noneHint')}</Typography>
      )}
      {active && shown && shown.searchContent.length > 0 && <ContentResults hits={shown.searchContent} />}
    </Box>
  );
}
