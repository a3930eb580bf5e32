import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingCardFieldsFragment } from '../../../../gql/graphql';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { SimilarListingsDocument } from '../api/listing-page-operations';
import { usePublicQuery } from '../../../../lib/graphql/use-public-query';
import { CARD_GRID_SX } from '../../../../lib/styles/card-grid';

/** Placeholders while loading: one row of cards on a wide screen (the API answers up to SIMILAR_LISTINGS_MAX). */
const SKELETONS = 3;

/**
 * Public listings like this one, as cards. Hidden when there are none, and while the listing is not
 * public (its owner looking at a pending one: the API answers LISTING_NOT_FOUND).
 */
export function SimilarListings({
  listingId,
  ListingCard,
}: {
  listingId: string;
  ListingCard: ComponentType<{ listing: ListingCardFieldsFragment; headingComponent?: 'h3' }>;
}) {
  const { t } = useTranslation('listingPage');
  const { data, loading, error, refetch } = usePublicQuery(SimilarListingsDocument, {
    variables: { id: listingId },
  });
  if (error && toAppError(error).code === 'LISTING_NOT_FOUND') return null;
  const listings = data?.similarListings ?? [];
  if (!loading && !error && listings.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="listing-similar-title">
      <Typography id="listing-similar-title" variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        {t('similar.title')}
      </Typography>
      {error ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('similar.error')}
        </Alert>
      ) : loading && listings.length === 0 ? (
        <Box sx={CARD_GRID_SX} role="status" aria-busy="true" aria-label={t('similar.loading')}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={300} />
          ))}
        </Box>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} headingComponent="h3" />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
