import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { HelpCenterAnalyticDocument } from '../api/analytics-operations';
import { sumDays } from '../format/analytics-figures';
import type { AnalyticsRange } from '../format/analytics-range';
import { FigureCards } from './FigureCards';
import { HelpfulnessTable } from './HelpfulnessTable';
import { LazyAnalyticsCharts } from './LazyAnalyticsCharts';
import { MissedSearches } from './MissedSearches';
import { StaleArticles } from './StaleArticles';

const half = { xs: 12, lg: 6 } as const;

/**
 * The analytics' first tab for one range: the six figures, the daily charts, helpfulness per
 * article, the searches that found nothing and the articles due for review. A range with no
 * activity says so in place of the charts; the totals and the review list still hold.
 */
export function AnalyticsOverview({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation('helpCenterAnalytics');
  const figuresId = useId();
  const { data, previousData, loading, error, refetch } = useQuery(HelpCenterAnalyticDocument, {
    variables: { from: range.from, to: range.to },
    fetchPolicy: 'cache-and-network',
  });
  const analytic = (data ?? previousData)?.helpCenterAnalytic;

  if (error && !analytic)
    return <LoadError error={error} message={t('loadError')} onRetry={() => void refetch()} />;
  if (!analytic) {
    return (
      <Grid container spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={150} />
          </Grid>
        ))}
      </Grid>
    );
  }

  const quiet =
    analytic.totalSeen === 0 &&
    sumDays(analytic.totalPerDayPublished) === 0 &&
    sumDays(analytic.readingAvgPerDay) === 0 &&
    analytic.helpfulness.length === 0 &&
    analytic.missedSearches.length === 0;

  return (
    <Stack spacing={3} aria-busy={loading}>
      {error && <LoadError error={error} message={t('loadError')} />}
      <Stack component="section" spacing={2} aria-labelledby={figuresId}>
        <Typography variant="h5" component="h2" id={figuresId}>
          {t('figures.heading')}
        </Typography>
        <FigureCards figures={analytic} />
      </Stack>
      {quiet ? (
        <Alert severity="info">{t('quiet')}</Alert>
      ) : (
        <LazyAnalyticsCharts from={range.from} to={range.to} series={analytic} />
      )}
      <Grid container spacing={2}>
        <Grid size={half}>
          <HelpfulnessTable rows={analytic.helpfulness} />
        </Grid>
        <Grid size={half}>
          <MissedSearches misses={analytic.missedSearches} />
        </Grid>
        <Grid size={12}>
          <StaleArticles articles={analytic.stale} />
        </Grid>
      </Grid>
    </Stack>
  );
}
