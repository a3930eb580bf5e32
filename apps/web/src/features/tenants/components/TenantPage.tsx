import LocationOn from '@mui/icons-material/LocationOn';
import Work from '@mui/icons-material/WorkOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AVATAR_SIZES } from '@rentals/domain/limits';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TenantProfileQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { formatMonthYear, formatPublicDate } from '../../../lib/format/date';
import { usePageHead } from '../../../lib/head/use-page-head';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { TenantProfileDocument } from '../api/tenant-operations';
import { tenantHead, tenantNotFoundHead } from '../tenant-head';
import { TenantAvatar } from './TenantAvatar';
import { knownValues, TENANT_BEDROOMS, TENANT_FURNISHING, TENANT_PETS, tenantName } from './tenant-format';
import { useBudgetText } from './use-budget-text';
import { useHttpStatus } from '../../../lib/ssr/http-status';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';

type Profile = NonNullable<TenantProfileQuery['tenantProfile']>;

function Chips({ labels }: { labels: string[] }) {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
      {labels.map((label) => (
        <li key={label}>
          <Chip label={label} variant="outlined" size="small" />
        </li>
      ))}
    </Box>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('listingPage');
  const locale = useLocale();
  const name = tenantName(profile);
  const notGiven = t('tenant.notGiven');
  const budget = useBudgetText(profile.minBudget, profile.budget);
  const bedrooms = knownValues(TENANT_BEDROOMS, profile.bedrooms).map((b) => t(`tenant.bedroom.${b}`));
  const pets = knownValues(TENANT_PETS, profile.pets).map((p) => t(`tenant.pet.${p}`));
  const furnishing = knownValues(TENANT_FURNISHING, profile.furnishing).map((f) => t(`tenant.furnish.${f}`));

  const wants: [string, ReactNode][] = [
    [t('tenant.budget'), budget ?? notGiven],
    [t('tenant.moveIn'), profile.moveIn ? formatPublicDate(profile.moveIn, locale) : notGiven],
    [t('tenant.bedrooms'), bedrooms.length ? <Chips labels={bedrooms} /> : notGiven],
    [t('tenant.pets'), pets.length ? <Chips labels={pets} /> : t('tenant.noPets')],
    [t('tenant.furnishing'), furnishing.length ? <Chips labels={furnishing} /> : notGiven],
    [
      t('tenant.flatmates'),
      profile.flatmates != null ? t('tenant.flatmatesValue', { count: profile.flatmates }) : notGiven,
    ],
  ];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <TenantAvatar
          person={profile}
          size={AVATAR_SIZES.large}
          alt={profile.avatarUrl ? t('tenant.avatarOf', { name }) : ''}
        />
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {t('tenant.title')}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {profile.city && (
            <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <LocationOn fontSize="small" aria-hidden />
              <span>
                <Box component="span" sx={visuallyHidden}>
                  {t('tenant.city')}:{' '}
                </Box>
                {profile.city}
              </span>
            </Typography>
          )}
          {profile.occupation && (
            <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Work fontSize="small" aria-hidden />
              <span>
                <Box component="span" sx={visuallyHidden}>
                  {t('tenant.occupation')}:{' '}
                </Box>
                {profile.occupation}
              </span>
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('tenant.memberSince', { date: formatMonthYear(profile.memberSince, locale) })}
          </Typography>
        </Stack>
      </Stack>

      {profile.bio && (
        <Box component="section" aria-labelledby="tenant-about-title" sx={{ mt: 4 }}>
          <Typography id="tenant-about-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('tenant.about')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{profile.bio}</Typography>
        </Box>
      )}

      <Box component="section" aria-labelledby="tenant-wants-title" sx={{ mt: 4 }}>
        <Typography id="tenant-wants-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('tenant.lookingFor')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 3,
            rowGap: 2,
            m: 0,
          }}
        >
          {wants.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}

/** /tenant/{id}: a renter's public profile card, for renters who opted in to roommate matching. */
export function TenantPage() {
  const { t } = useTranslation('listingPage');
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = usePublicQuery(TenantProfileDocument, { variables: { id } });
  const profile = data?.tenantProfile;
  const code = error ? toAppError(error).code : null;
  const notFound = code === 'TENANT_NOT_FOUND' || (!loading && !error && !profile);
  // The server answers a missing page with 404, so search engines drop it.
  useHttpStatus(notFound ? 404 : null);
  usePageHead(profile ? tenantHead(profile, t) : notFound ? tenantNotFoundHead(id, t) : null);

  let body: ReactNode;
  if (profile) {
    body = <ProfileCard profile={profile} />;
  } else if (notFound) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          {t('tenant.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('tenant.notFoundText')}
        </Typography>
        <Button component={RouterLink} to="/search" variant="contained">
          {t('tenant.search')}
        </Button>
      </Paper>
    );
  } else if (error) {
    body = (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('tenant.title')}
        </Typography>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('tenant.loadError')}
        </Alert>
      </Stack>
    );
  } else {
    body = (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 } }}
        role="status"
        aria-busy="true"
        aria-label={t('tenant.loading')}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Skeleton variant="circular" width={AVATAR_SIZES.large} height={AVATAR_SIZES.large} />
          <Stack spacing={1} sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" width="50%" height={48} />
            <Skeleton variant="text" width="30%" />
          </Stack>
        </Stack>
        <Skeleton variant="rounded" height={160} sx={{ mt: 4 }} />
      </Paper>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      {body}
    </Container>
  );
}
