import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { POSTER_ROLE_LABELS } from '@rentals/domain/listings/enums';
import { PAGE_SIZE } from '@rentals/domain/limits';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ListState } from '../../../../components/list-state/ListState';
import { LoadError } from '../../../../components/LoadError';
import { VerifiedBadge, VerifiedLine } from '../../../../components/plain/VerifiedBadge';
import type { ListingCardFieldsFragment, PosterProfileQuery } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { formatMonthYear } from '../../../../lib/format/date';
import { usePublicQuery } from '../../../../lib/graphql/use-public-query';
import { usePageHead } from '../../../../lib/head/use-page-head';
import { usePageInRange } from '../../../../lib/paging/use-page-in-range';
import { useHttpStatus } from '../../../../lib/ssr/http-status';
import { useUrlSearch } from '../../../../lib/use-url-search';
import { PosterProfileDocument } from '../api/poster-profile-operations';
import { posterHead, posterName, posterNotFoundHead } from '../poster-head';
import { CARD_GRID_SX } from '../../../../lib/styles/card-grid';

type Profile = NonNullable<PosterProfileQuery['posterProfile']>;

/** The search feature's listing card, handed in by the route (features do not import each other). */
export interface PosterProfileParts {
  ListingCard: ComponentType<{ listing: ListingCardFieldsFragment; headingComponent?: 'h3' }>;
}

/** Name, who they post as, since when, and the badge with what was checked (only when verified). */
function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('listingPage');
  const locale = useLocale();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={1}>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('poster.title')}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {posterName(profile, t)}
        </Typography>
        {profile.roles.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary" component="span" id="poster-roles">
              {t('poster.roles')}
            </Typography>
            <Box
              component="ul"
              aria-labelledby="poster-roles"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
            >
              {profile.roles.map((role) => (
                <li key={role}>
                  <Chip label={translate(POSTER_ROLE_LABELS[role], locale)} variant="outlined" size="small" />
                </li>
              ))}
            </Box>
          </Box>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('poster.memberSince', { date: formatMonthYear(profile.memberSince, locale) })}
        </Typography>
        {profile.verification && (
          <div>
            <VerifiedBadge />
            <VerifiedLine role={profile.verification.role} verifiedAt={profile.verification.verifiedAt} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}

function NotFound() {
  const { t } = useTranslation('listingPage');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {t('poster.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('poster.notFoundText')}
      </Typography>
      <Button component={RouterLink} to="/search" variant="contained">
        {t('poster.search')}
      </Button>
    </Paper>
  );
}

function LoadingProfile() {
  const { t } = useTranslation('listingPage');
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={t('poster.loading')}>
      <Skeleton variant="rounded" height={180} />
      <Box sx={CARD_GRID_SX}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={300} />
        ))}
      </Box>
    </Stack>
  );
}

/**
 * /landlord/{id} (issue 25): a poster's public profile, with the 'Verified' badge and its line
 * when they are verified, and their public listings as cards, paged as other lists are
 * (`?page=`). A user with no public listing has no profile: the not-found page, answered 404.
 */
export function PosterProfilePage({ ListingCard }: PosterProfileParts) {
  const { t } = useTranslation('listingPage');
  const { id = '' } = useParams();
  const { page, setPage, skip } = useUrlSearch();
  const query = usePublicQuery(PosterProfileDocument, { variables: { id, first: PAGE_SIZE, skip } });
  // The page before the next one comes: the profile and its cards stay while another page loads
  // (not another poster's, reached by a link).
  const previous = query.previousData?.posterProfile?.id === id ? query.previousData : undefined;
  const shown = query.data ?? previous;
  const profile = shown?.posterProfile;
  const notFound = !!shown && !profile;
  useHttpStatus(notFound ? 404 : null);
  usePageHead(profile ? posterHead(profile, t) : notFound ? posterNotFoundHead(id, t) : null);
  usePageInRange(!!profile, page, profile?.listingCount ?? 0, setPage);

  let body: ReactNode;
  if (profile) {
    body = (
      <Stack spacing={4}>
        <ProfileCard profile={profile} />
        <Box component="section" aria-labelledby="poster-listings-title">
          <Typography id="poster-listings-title" variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
            {t('poster.listings', { count: profile.listingCount })}
          </Typography>
          <ListState
            query={{ ...query, previousData: previous, refetch: async () => query.refetch() }}
            errorMessage={t('poster.listLoadError')}
            skeleton={{ rows: 2, height: 300 }}
            empty={{ title: t('poster.emptyTitle'), text: t('poster.emptyText'), titleAs: 'h3' }}
            paging={{
              page,
              pageLength: profile.listings.length,
              total: profile.listingCount,
              onPage: setPage,
              label: t('poster.pages'),
            }}
          >
            <Box
              component="ul"
              aria-label={t('poster.list', { name: posterName(profile, t) })}
              sx={CARD_GRID_SX}
            >
              {profile.listings.map((listing) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} headingComponent="h3" />
                </li>
              ))}
            </Box>
          </ListState>
        </Box>
      </Stack>
    );
  } else if (notFound) body = <NotFound />;
  else if (query.error) {
    body = (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('poster.title')}
        </Typography>
        <LoadError error={query.error} message={t('poster.loadError')} onRetry={query.refetch} />
      </Stack>
    );
  } else body = <LoadingProfile />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      {body}
    </Container>
  );
}
