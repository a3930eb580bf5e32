import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../../components/list-state/ListState';
import { LoadError } from '../../../../components/LoadError';
import { PageHeader } from '../../../../components/PageHeader';
import { useLocale } from '../../../../i18n/use-locale';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { AgendaListingsDocument, LandlordAgendaDocument } from '../api/agenda-operations';
import { agendaRange, groupByDay, localToday, weekStart } from '../format/agenda-days';
import { formatLocalDay } from '@rentals/domain/viewings/time-zones';
import { isAgendaFiltered } from '../hooks/agenda-params';
import { useAgendaParams } from '../hooks/use-agenda-params';
import { AgendaFilters } from './AgendaFilters';
import { CalendarFeedCard } from '../../calendar/CalendarFeedCard';
import { LandlordPagesNav } from './LandlordPagesNav';
import { ListingAvailabilityLinks } from './ListingAvailabilityLinks';
import { ViewingRow } from './ViewingRow';

/**
 * /building/viewings: the landlord's viewings of four weeks by day, each in its listing's zone,
 * with the changes they may make in one click, and the way to each listing's viewing hours.
 */
export function AgendaPage() {
  const { t } = useTranslation('viewingAgenda');
  const locale = useLocale();
  useDocumentTitle(t('agenda.title'));
  const { params, update } = useAgendaParams();
  const [thisWeek] = useState(() => weekStart(localToday()));
  const start = params.from || thisWeek;
  const agenda = useQuery(LandlordAgendaDocument, {
    variables: agendaRange(start),
    fetchPolicy: 'cache-and-network',
  });
  const listings = useQuery(AgendaListingsDocument, { fetchPolicy: 'cache-and-network' });
  const ownListings = listings.data?.searchBuildingByLandlord ?? [];

  const loaded = (agenda.data ?? agenda.previousData)?.landlordViewings ?? [];
  const matching = groupByDay(
    loaded.filter(
      (v) =>
        (!params.listing || v.listingId === params.listing) && (!params.status || v.status === params.status),
    ),
    start,
  ).flatMap((day) => day.viewings);
  const page = matching.slice((params.page - 1) * PAGE_SIZE, params.page * PAGE_SIZE);

  return (
    <Stack spacing={3}>
      <LandlordPagesNav current="viewings" />
      <PageHeader title={t('agenda.title')} subtitle={t('agenda.subtitle')} />
      <AgendaFilters
        params={params}
        start={start}
        thisWeek={thisWeek}
        listings={ownListings}
        onChange={update}
      />
      <ListState
        query={agenda}
        errorMessage={t('agenda.loadError')}
        skeleton={{ rows: 3, height: 160 }}
        empty={
          isAgendaFiltered(params)
            ? {
                title: t('agenda.noMatchTitle'),
                text: t('agenda.noMatchText'),
                action: (
                  <Button variant="outlined" onClick={() => update({ listing: '', status: '' })}>
                    {t('agenda.clear')}
                  </Button>
                ),
              }
            : { title: t('agenda.emptyTitle'), text: t('agenda.emptyText') }
        }
        paging={{
          page: params.page,
          pageLength: page.length,
          total: matching.length,
          onPage: (next) => update({ page: next }),
          label: t('agenda.list'),
        }}
      >
        <Stack spacing={3} component="section" aria-label={t('agenda.list')}>
          {groupByDay(page, start).map((day) => (
            <Stack key={day.date} component="section" spacing={1.5} aria-labelledby={`day-${day.date}`}>
              <Typography id={`day-${day.date}`} component="h2" variant="h6">
                {formatLocalDay(day.date, locale, { withYear: true })}
              </Typography>
              <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {day.viewings.map((viewing) => (
                  <li key={viewing.id}>
                    <ViewingRow
                      viewing={viewing}
                      conversationHref={`/message?room=${encodeURIComponent(viewing.room)}`}
                    />
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </ListState>
      {listings.error ? (
        <LoadError error={listings.error} message={t('agenda.listingsError')} />
      ) : (
        listings.data && <ListingAvailabilityLinks listings={ownListings} />
      )}
      <CalendarFeedCard />
    </Stack>
  );
}
