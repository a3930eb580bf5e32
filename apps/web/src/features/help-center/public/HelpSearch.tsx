import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Province } from '@rentals/domain/users/enums';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { InstantSearchPanel } from '../../../components/InstantSearchPanel';
import { useLocale } from '../../../i18n/use-locale';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
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
  return (
    <InstantSearchPanel
      id="help-search"
      text={(key, values) => t(key, values)}
      typed={typed}
      onType={setTyped}
      onSubmit={submit}
      onClear={clear}
      query={applied}
      active={active}
      loading={loading}
      total={shown?.total}
      error={error}
      onRetry={() => void refetch()}
      inputRef={field}
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
    >
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
    </InstantSearchPanel>
  );
}
