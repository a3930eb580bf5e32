import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSeries } from './AnalyticsCharts';

/*
 * The analytics charts in a chunk of their own, with placeholders while it loads: the charting
 * library is part of no other page's code, and the figures above it show without waiting for it.
 */

const AnalyticsCharts = lazy(() => import('./AnalyticsCharts').then((m) => ({ default: m.AnalyticsCharts })));

/** A chunk that fails to load (a release replaced it, the network dropped) leaves the rest of the page. */
class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ChartsSkeleton() {
  const { t } = useTranslation('helpCenterAnalytics');
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={t('charts.loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={320} />
      ))}
    </Stack>
  );
}

export function LazyAnalyticsCharts(props: { from: string; to: string; series: ChartSeries }) {
  const { t } = useTranslation('helpCenterAnalytics');
  return (
    <ChunkBoundary fallback={<Alert severity="error">{t('charts.loadError')}</Alert>}>
      <Suspense fallback={<ChartsSkeleton />}>
        <AnalyticsCharts {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
