import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InstantSearchPanel } from '../../../components/InstantSearchPanel';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
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

  const texts = {
    label: t('search.label'),
    field: t('search.field'),
    hint: t('search.hint'),
    clear: t('search.clear'),
    button: t('search.button'),
    retry: t('search.retry'),
    error: t('search.error'),
  };
  return (
    <InstantSearchPanel
      id="kc-search"
      texts={texts}
      typed={typed}
      onType={setTyped}
      onSubmit={() => apply(typed)}
      onClear={() => {
        setTyped('');
        apply('');
      }}
      fieldError={fieldError}
      failed={active && !!appError}
      onRetry={() => void refetch()}
      status={status}
    >
      {active && shown && shown.searchContentCount === 0 && (
        <Typography color="text.secondary">{t('search.noneHint')}</Typography>
      )}
      {active && shown && shown.searchContent.length > 0 && <ContentResults hits={shown.searchContent} />}
    </InstantSearchPanel>
  );
}
