import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InstantSearchPanel } from '../../../components/InstantSearchPanel';
import { useLocale } from '../../../i18n/use-locale';
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
  return (
    <InstantSearchPanel
      id="kc-search"
      text={(key, values) => t(key, values)}
      typed={typed}
      onType={setTyped}
      onSubmit={() => apply(typed)}
      onClear={() => {
        setTyped('');
        apply('');
      }}
      query={applied}
      active={active}
      loading={loading}
      total={shown?.searchContentCount}
      error={error}
      onRetry={() => void refetch()}
    >
      {active && shown && shown.searchContentCount === 0 && (
        <Typography color="text.secondary">{t('search.noneHint')}</Typography>
      )}
      {active && shown && shown.searchContent.length > 0 && <ContentResults hits={shown.searchContent} />}
    </InstantSearchPanel>
  );
}
