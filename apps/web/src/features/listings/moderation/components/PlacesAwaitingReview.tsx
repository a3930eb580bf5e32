import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../../components/list-state/ListState';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError } from '../../../../lib/errors/graphql-error';
import { useSession } from '../../../../lib/session/session-context';
import {
  AcceptCityDocument,
  AcceptNeighbourhoodDocument,
  PlacesAwaitingReviewDocument,
} from '../api/place-review-operations';
import type { ToastMessage } from './PageToast';
import { placesToReview, type PlaceToReview } from './place-review';

const AFTER_ACCEPT = ['PlacesAwaitingReview'];

/**
 * The cities and neighbourhoods new listings' addresses brought in: public city lists leave them out
 * until staff accept them here. On /requestedListing, where those listings arrive, for staff who
 * view listings; those who edit listings accept.
 */
export function PlacesAwaitingReview({ onToast }: { onToast: (toast: ToastMessage) => void }) {
  const { t } = useTranslation('adminListings');
  const locale = useLocale();
  const { user } = useSession();
  const canAccept = hasModulePermission(user, 'listings', 'edit');
  const query = useQuery(PlacesAwaitingReviewDocument, { fetchPolicy: 'cache-and-network' });
  const [acceptCity] = useMutation(AcceptCityDocument, { refetchQueries: AFTER_ACCEPT });
  const [acceptNeighbourhood] = useMutation(AcceptNeighbourhoodDocument, { refetchQueries: AFTER_ACCEPT });
  const [acceptingId, setAcceptingId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const rows = placesToReview((query.data ?? query.previousData)?.placesAwaitingReview ?? []);
  // Paged here: the API answers the whole (short) list at once. Accepting the last of a page shows the one before.
  const lastPage = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shownPage = Math.min(page, lastPage);
  const shown = rows.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE);

  const accept = (place: PlaceToReview) => {
    setAcceptingId(place.id);
    const variables = { id: place.id };
    const done = place.kind === 'city' ? acceptCity({ variables }) : acceptNeighbourhood({ variables });
    done
      .then(() => onToast({ severity: 'success', text: t('places.accepted', { name: place.name }) }))
      .catch((caught: unknown) => onToast({ severity: 'error', text: errorText(toAppError(caught), locale) }))
      .finally(() => setAcceptingId(null));
  };

  return (
    <Stack component="section" aria-labelledby="places-awaiting-review" spacing={2}>
      <Typography id="places-awaiting-review" variant="h5" component="h2">
        {t('places.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('places.intro')}
      </Typography>
      <ListState
        query={query}
        errorMessage={t('places.loadError')}
        skeleton={{ rows: 2, height: 56 }}
        empty={{ title: t('places.emptyTitle'), text: t('places.emptyText'), titleAs: 'p' }}
        paging={{
          page: shownPage,
          pageLength: shown.length,
          total: rows.length,
          label: t('places.pages'),
          onPage: setPage,
        }}
      >
        <Paper variant="outlined">
          <List aria-label={t('places.title')} disablePadding>
            {shown.map((place) => {
              const name = place.kind === 'city' ? place.city : `${place.name}, ${place.city}`;
              return (
                <ListItem
                  key={place.id}
                  divider
                  secondaryAction={
                    canAccept && (
                      <Button
                        size="small"
                        variant="outlined"
                        loading={acceptingId === place.id}
                        onClick={() => accept(place)}
                        aria-label={t('places.acceptLabel', { name })}
                      >
                        {t('places.accept')}
                      </Button>
                    )
                  }
                >
                  <ListItemText primary={name} secondary={t(`places.kind.${place.kind}`)} />
                </ListItem>
              );
            })}
          </List>
        </Paper>
      </ListState>
    </Stack>
  );
}
