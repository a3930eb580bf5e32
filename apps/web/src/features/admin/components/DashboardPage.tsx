import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DASHBOARD_DAYS } from '@rentals/domain/admin/dashboard';
import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDashboardQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminDashboardDocument } from '../api/dashboard-operations';
import { DailyChart } from './DailyChart';
import { ContentFigures } from './ContentFigures';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useSession } from '../../../lib/session/session-context';
import { formatNumber } from '../../../lib/format/number';

type Dashboard = AdminDashboardQuery['adminDashboard'];

const cell = { xs: 12, sm: 6, lg: 4 } as const;
const typeCell = { xs: 12, sm: 6, lg: 3 } as const;

function StatCard({
  label,
  value,
  hint,
  highlight = false,
}: {
  label: string;
  value: number;
  hint?: string;
  highlight?: boolean;
}) {
  const locale = useLocale();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, height: '100%', ...(highlight && { borderColor: 'primary.main', borderWidth: 2 }) }}
    >
      <Typography color="text.secondary" component="h3" variant="subtitle1">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '2.25rem', fontWeight: 800 }}>{formatNumber(value, locale)}</Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography variant="h5" component="h2" id={id}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function ListingFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('admin');
  const { listings, requestedListings } = dashboard;
  if (!listings && requestedListings == null) return null;
  const states = ['pending', 'active', 'hidden', 'premium'] as const;
  return (
    <Section title={t('dashboard.listings.heading')}>
      <Grid container spacing={2}>
        {listings && (
          <>
            <Grid size={cell}>
              <StatCard
                label={t('dashboard.listings.total')}
                hint={t('dashboard.listings.totalHint')}
                value={listings.total}
                highlight
              />
            </Grid>
            {states.map((state) => (
              <Grid key={state} size={cell}>
                <StatCard
                  label={t(`dashboard.listings.${state}`)}
                  hint={t(`dashboard.listings.${state}Hint`)}
                  value={listings[state]}
                />
              </Grid>
            ))}
          </>
        )}
        {requestedListings != null && (
          <Grid size={cell}>
            <StatCard
              label={t('dashboard.listings.requested')}
              hint={t('dashboard.listings.requestedHint')}
              value={requestedListings}
            />
          </Grid>
        )}
      </Grid>
    </Section>
  );
}

function UserFigures({ users }: { users: NonNullable<Dashboard['users']> }) {
  const { t } = useTranslation('admin');
  return (
    <Section title={t('dashboard.users.heading')}>
      <Grid container spacing={2}>
        <Grid size={typeCell}>
          <StatCard label={t('dashboard.users.total')} value={users.total} highlight />
        </Grid>
        {users.byType.map(({ userType, count }) => (
          <Grid key={userType} size={typeCell}>
            <StatCard label={t(`userTypes.${userType}`, { ns: 'users' })} value={count} />
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

/**
 * The staff dashboard (/dashboards): listings by state, the requested listings, new listings and
 * accounts per day over 30 days, accounts by type, the content counts (ContentFigures) and the
 * help center's strip (the help-center feature's, passed in by its route). Each section shows
 * when the viewer's permissions include it (the API answers null otherwise).
 */
export function DashboardPage({ HelpCenterStrip }: { HelpCenterStrip?: ComponentType }) {
  const { t } = useTranslation('admin');
  const { data, loading, error, refetch } = useQuery(AdminDashboardDocument, {
    variables: { days: DASHBOARD_DAYS },
    fetchPolicy: 'cache-and-network',
  });
  useDocumentTitle(t('dashboard.title'));
  const dashboard = data?.adminDashboard;
  const { user } = useSession();
  // The content counts have their own query, asked only by staff who may see them.
  const content = hasModulePermission(user, 'blogs', 'view') || hasModulePermission(user, 'articles', 'view');
  const helpCenter = !!HelpCenterStrip && hasModulePermission(user, 'helpCenter', 'view');
  const nothing =
    !content &&
    !helpCenter &&
    dashboard &&
    !dashboard.listings &&
    dashboard.requestedListings == null &&
    !dashboard.users &&
    !dashboard.series;

  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('dashboard.title')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.subtitle')}</Typography>
      </Box>
      {error && !dashboard ? (
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
      ) : loading && !dashboard ? (
        <Grid
          container
          spacing={2}
          role="status"
          aria-busy="true"
          aria-label={t('loading', { ns: 'common' })}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Grid key={i} size={cell}>
              <Skeleton variant="rounded" height={130} />
            </Grid>
          ))}
        </Grid>
      ) : nothing ? (
        <Alert severity="info">{t('dashboard.noFigures')}</Alert>
      ) : dashboard ? (
        <>
          <ListingFigures dashboard={dashboard} />
          {dashboard.series && (
            <Section title={t('dashboard.chart.heading', { count: dashboard.series.length })}>
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                <DailyChart days={dashboard.series} />
              </Paper>
            </Section>
          )}
          {dashboard.users && <UserFigures users={dashboard.users} />}
          {content && <ContentFigures />}
          {helpCenter && <HelpCenterStrip />}
        </>
      ) : null}
    </Stack>
  );
}
