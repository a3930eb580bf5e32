import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, type ListQuery } from '../../../components/list-state/ListState';
import type { ViewingRequestFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { formatMoney } from '../../../lib/format/number';
import { bedroomsText, daysText, timesText } from '../format/request-labels';
import { StatusChip } from './StatusChip';

/** 'My viewing requests' under the form: what the renter sent and where each stands, newest first. */
export function MyViewingRequests({
  requests,
  query,
}: {
  requests: readonly ViewingRequestFieldsFragment[];
  query: ListQuery;
}) {
  const { t } = useTranslation('viewingRequests');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const shown = requests.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack component="section" spacing={2} aria-labelledby="my-viewing-requests">
      <Typography id="my-viewing-requests" component="h2" variant="h5">
        {t('mine.title')}
      </Typography>
      <ListState
        query={query}
        errorMessage={t('mine.loadError')}
        skeleton={{ rows: 2, height: 96 }}
        empty={{ title: t('mine.emptyTitle'), text: t('mine.emptyText'), titleAs: 'p' }}
        paging={{
          page,
          pageLength: shown.length,
          total: requests.length,
          onPage: setPage,
          label: t('mine.table'),
        }}
      >
        <List aria-label={t('mine.table')} disablePadding sx={{ display: 'grid', gap: 1.5 }}>
          {shown.map((r) => (
            <ListItem key={r.id} disablePadding>
              <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{
                    justifyContent: 'space-between',
                    alignItems: 'flex-start',
                    flexWrap: 'wrap',
                    rowGap: 1,
                  }}
                >
                  <Typography
                    component="p"
                    variant="subtitle1"
                    sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                  >
                    {r.pre_viewing_city.city}, {r.pre_viewing_city.province}
                  </Typography>
                  <StatusChip status={r.status} />
                </Stack>
                <Typography variant="body2">
                  {r.budget != null && <>{t('mine.budget', { amount: formatMoney(r.budget, locale) })} · </>}
                  {bedroomsText(r.bedrooms, locale)}
                </Typography>
                <Typography variant="body2">
                  {r.moveIn && <>{t('mine.moveIn', { date: formatPublicDate(r.moveIn, locale) })} · </>}
                  {daysText(r.availabilityDays, locale)} (
                  {r.availabilityTimes.length ? timesText(r.availabilityTimes, locale) : t('mine.anyTime')})
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('mine.sentOn', { date: formatPublicDate(r.createdAt, locale) })}
                </Typography>
              </Paper>
            </ListItem>
          ))}
        </List>
      </ListState>
    </Stack>
  );
}
