import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../components/list-state/ListState';
import type { MyStaffViewsQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { MyStaffViewsDocument } from '../api/data-rights-operations';
import { SectionCard } from './SectionCard';

type Entry = MyStaffViewsQuery['myStaffViews']['items'][number];

/**
 * The log of staff who opened the user's rental applications or downloaded their documents: who
 * (name and role, as a PIPEDA access request expects), when and what, newest first.
 */
export function StaffViewsSection() {
  const { t } = useTranslation('dataRights');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const query = useQuery(MyStaffViewsDocument, {
    variables: { first: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (query.data ?? query.previousData)?.myStaffViews;
  const items = shown?.items ?? [];

  const who = (e: Entry) => {
    const role =
      e.staffRole === 'ADMIN' || e.staffRole === 'SUB_ADMIN'
        ? t(`staffViews.role.${e.staffRole}`)
        : t('staffViews.role.former');
    return `${e.staffName ?? t('staffViews.unnamed')} (${role})`;
  };
  const what = (e: Entry) =>
    e.subject === 'DOCUMENT'
      ? t('staffViews.subject.DOCUMENT', { document: e.documentName ?? '' })
      : e.subject === 'VERIFICATION'
        ? t('staffViews.subject.VERIFICATION')
        : t('staffViews.subject.APPLICATION', { listing: e.listingTitle ?? t('staffViews.unknownListing') });

  return (
    <SectionCard title={t('staffViews.title')} intro={t('staffViews.intro')}>
      <ListState
        query={query}
        errorMessage={t('staffViews.loadError')}
        skeleton={{ rows: 2, height: 56 }}
        empty={{ text: t('staffViews.empty') }}
        paging={{
          page,
          pageLength: items.length,
          total: shown?.count ?? 0,
          onPage: setPage,
          label: t('staffViews.pages'),
        }}
      >
        <Stack
          component="ul"
          aria-label={t('staffViews.list')}
          spacing={1.5}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {items.map((e, i) => (
            <li key={`${e.at}:${i}`}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{what(e)}</Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={e.at}>{formatPublicDate(e.at, locale, { withTime: true })}</time> · {who(e)}
              </Typography>
            </li>
          ))}
        </Stack>
      </ListState>
    </SectionCard>
  );
}
