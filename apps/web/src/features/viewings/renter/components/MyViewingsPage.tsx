import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListState } from '../../../../components/list-state/ListState';
import { PageHeader } from '../../../../components/PageHeader';
import type { ViewingsWhen } from '../../../../gql/graphql';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { MyViewingsDocument } from '../api/booking-operations';
import { MyViewingCard } from './MyViewingCard';

const TABS: readonly ViewingsWhen[] = ['UPCOMING', 'PAST'];
/** `?when=past` shows the past tab, so a reload or the back button keep it. */
const WHEN = 'when';

function ViewingsList({ when }: { when: ViewingsWhen }) {
  const { t } = useTranslation('viewingBooking');
  const [page, setPage] = useState(1);
  const query = useQuery(MyViewingsDocument, { variables: { when }, fetchPolicy: 'cache-and-network' });
  const viewings = (query.data ?? query.previousData)?.myViewings ?? [];
  const shown = viewings.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const label = t(`mine.list${when}`);
  return (
    <ListState
      query={query}
      errorMessage={t('mine.loadError')}
      skeleton={{ rows: 3, height: 140 }}
      empty={{
        title: t(`mine.empty${when}`),
        text: t(`mine.empty${when}Text`),
        action:
          when === 'UPCOMING' ? (
            <Button component={RouterLink} to="/search" variant="contained">
              {t('mine.searchHomes')}
            </Button>
          ) : undefined,
      }}
      paging={{ page, pageLength: shown.length, total: viewings.length, onPage: setPage, label }}
    >
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {shown.map((viewing) => (
          <li key={viewing.id}>
            <MyViewingCard viewing={viewing} />
          </li>
        ))}
      </Stack>
    </ListState>
  );
}

/**
 * /my-viewings (issue 17): the renter's viewings, upcoming (soonest first) and past (latest first),
 * each with its status, time in the listing's zone and the changes the renter may make. Reached
 * from the side navigation, the booking form's result and the viewing notices of a conversation.
 */
export function MyViewingsPage() {
  const { t } = useTranslation('viewingBooking');
  useDocumentTitle(t('mine.title'));
  const [params, setParams] = useSearchParams();
  const when: ViewingsWhen = params.get(WHEN) === 'past' ? 'PAST' : 'UPCOMING';

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('mine.title')} subtitle={t('mine.subtitle')} />
      <div>
        <Tabs
          value={when}
          onChange={(_, next: ViewingsWhen) =>
            setParams(next === 'PAST' ? { [WHEN]: 'past' } : {}, { replace: true })
          }
          aria-label={t('mine.tabs')}
          // The theme's green is for fills; as text on white the chosen tab takes its darker one (5.3:1).
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            mb: 2,
            '& .Mui-selected.MuiTab-root': { color: 'primary.dark' },
          }}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(`mine.${tab}`)}
              id={`my-viewings-tab-${tab}`}
              aria-controls="my-viewings-panel"
            />
          ))}
        </Tabs>
        <div role="tabpanel" id="my-viewings-panel" aria-labelledby={`my-viewings-tab-${when}`}>
          {/* Keyed by tab: each has its own page number and query. */}
          <ViewingsList key={when} when={when} />
        </div>
      </div>
      {/*
        CALENDAR FEED PLACE: the CalendarFeedCard (features/viewings/calendar/, the private
        calendar link) goes here, under the lists.
      */}
    </Stack>
  );
}
