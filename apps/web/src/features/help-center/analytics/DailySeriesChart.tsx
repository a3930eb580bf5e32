import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { busiestDay, sumDays, type DayCount } from '../format/analytics-figures';

export type SeriesKey = 'views' | 'published' | 'reading';

/** "03-07" from "2026-03-07": month and day, as the staff screens write dates (MM-DD-YYYY). */
const shortDay = (day: string) => day.slice(5);

const HEIGHT = 240;
/** Colours that keep 3:1 against white (non-text contrast). */
const COLOURS: Record<SeriesKey, string> = { views: '#00a857', published: '#2d4bb4', reading: '#8a4baf' };

/**
 * One daily series as a chart (bars for counts of events, a line for an average), its summary
 * in words and its figures in a visually hidden table: the drawing is hidden from screen readers,
 * which read the summary and the table instead.
 */
export function DailySeriesChart({
  series,
  days,
  format,
}: {
  series: SeriesKey;
  days: readonly DayCount[];
  /** How a value reads in the summary and the table (a count, or seconds). */
  format: (value: number) => string;
}) {
  const { t } = useTranslation('helpCenterAnalytics');
  const locale = useLocale();
  const titleId = useId();
  if (!days.length) return null;
  const range = {
    from: formatPublicDate(days[0]!.day, locale),
    to: formatPublicDate(days.at(-1)!.day, locale),
  };
  const busiest = busiestDay(days);
  const summary = busiest
    ? t(`charts.${series}.summary`, {
        ...range,
        total: format(sumDays(days)),
        busiest: formatPublicDate(busiest.day, locale),
        most: format(busiest.count),
      })
    : t(`charts.${series}.quiet`, range);
  const xAxis = [{ scaleType: 'band' as const, data: days.map((d) => d.day), valueFormatter: shortDay }];
  // A series of zeros still gets a 0 to 1 axis, not a collapsed one.
  const yAxis = [{ tickMinStep: 1, width: 40, min: 0, ...(busiest ? {} : { max: 1 }) }];
  const data = [
    { data: days.map((d) => d.count), label: t(`charts.${series}.series`), color: COLOURS[series] },
  ];

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h3" variant="subtitle1" id={titleId} sx={{ fontWeight: 700 }}>
        {t(`charts.${series}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {summary}
      </Typography>
      {/* The drawing is for the eye (with its pointer tooltips); the table below is its text. */}
      <Box aria-hidden="true" sx={{ width: '100%' }}>
        {series === 'reading' ? (
          <LineChart
            height={HEIGHT}
            xAxis={[{ ...xAxis[0]!, scaleType: 'point' as const }]}
            yAxis={yAxis}
            series={data.map((s) => ({ ...s, showMark: days.length <= 31 }))}
            hideLegend
            skipAnimation
            disableKeyboardNavigation
          />
        ) : (
          <BarChart
            height={HEIGHT}
            xAxis={xAxis}
            yAxis={yAxis}
            series={data}
            hideLegend
            skipAnimation
            disableKeyboardNavigation
          />
        )}
      </Box>
      {/* A table ignores a width smaller than its content: the box around it is what is hidden. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{t(`charts.${series}.title`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.day')}</th>
              <th scope="col">{t(`charts.${series}.series`)}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatPublicDate(d.day, locale)}</th>
                <td>{format(d.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Paper>
  );
}
