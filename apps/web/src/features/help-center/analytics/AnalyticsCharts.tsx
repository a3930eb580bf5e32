import Stack from '@mui/material/Stack';
import { useLocale } from '../../../i18n/use-locale';
import { fillDays, formatCount, formatSeconds, type DayCount } from '../format/analytics-figures';
import { DailySeriesChart } from './DailySeriesChart';

export interface ChartSeries {
  viewsPerDay: readonly DayCount[];
  totalPerDayPublished: readonly DayCount[];
  readingAvgPerDay: readonly DayCount[];
}

/**
 * The three daily charts of the analytics page, every day of the range shown. Loaded lazily
 * (AnalyticsOverview), so the charting library stays out of every other page's code.
 */
export function AnalyticsCharts({ from, to, series }: { from: string; to: string; series: ChartSeries }) {
  const locale = useLocale();
  const count = (value: number) => formatCount(value, locale);
  return (
    <Stack spacing={2}>
      <DailySeriesChart series="views" days={fillDays(series.viewsPerDay, from, to)} format={count} />
      <DailySeriesChart
        series="published"
        days={fillDays(series.totalPerDayPublished, from, to)}
        format={count}
      />
      <DailySeriesChart
        series="reading"
        days={fillDays(series.readingAvgPerDay, from, to)}
        format={(value) => formatSeconds(value, locale)}
      />
    </Stack>
  );
}
