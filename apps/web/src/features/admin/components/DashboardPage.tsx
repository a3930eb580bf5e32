import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserType } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import type { UserCountsQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { UserCountsDocument } from '../api/dashboard-operations';

const BY_TYPE: readonly { key: Exclude<keyof UserCountsQuery, 'total' | '__typename'>; type: UserType }[] = [
  { key: 'renter', type: 'RENTER' },
  { key: 'landlord', type: 'LANDLORD' },
  { key: 'guest', type: 'GUEST' },
  { key: 'unverified', type: 'UNVERIFIED' },
  { key: 'subAdmin', type: 'SUB_ADMIN' },
  { key: 'admin', type: 'ADMIN' },
];

const cell = { xs: 12, sm: 6, lg: 3 } as const;

function CountCard({
  label,
  value,
  highlight = false,
}: {
  label: string;
  value: number;
  highlight?: boolean;
}) {
  const locale = useLocale();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, height: '100%', ...(highlight && { borderColor: 'primary.main', borderWidth: 2 }) }}
    >
      <Typography color="text.secondary" component="h2" variant="subtitle1">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '2.25rem', fontWeight: 800 }}>
        {new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA').format(value)}
      </Typography>
    </Paper>
  );
}

/** The staff dashboard: how many accounts of each type the platform has. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const { data, loading, error, refetch } = useQuery(UserCountsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  useDocumentTitle(t('dashboard.title'));

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('dashboard.title')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.subtitle')}</Typography>
      </Box>
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('dashboard.error')}
        </Alert>
      ) : loading && !data ? (
        <Grid
          container
          spacing={2}
          role="status"
          aria-busy="true"
          aria-label={t('loading', { ns: 'common' })}
        >
          {Array.from({ length: 7 }, (_, i) => (
            <Grid key={i} size={cell}>
              <Skeleton variant="rounded" height={120} />
            </Grid>
          ))}
        </Grid>
      ) : data ? (
        <Grid container spacing={2}>
          <Grid size={cell}>
            <CountCard label={t('dashboard.total')} value={data.total} highlight />
          </Grid>
          {BY_TYPE.map(({ key, type }) => (
            <Grid key={key} size={cell}>
              <CountCard label={t(`userTypes.${type}`, { ns: 'users' })} value={data[key]} />
            </Grid>
          ))}
        </Grid>
      ) : null}
    </Stack>
  );
}
