import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { barSlot, labelledDays, niceTicks } from '../chart/chart-scale';
import { formatNumber } from '../../../lib/format/number';

export interface ChartDay {
  day: string;
  newListings: number;
  newUsers: number;
}

/** The two series, with colours that keep 3:1 against white (non-text contrast). */
const SERIES = [
  { key: 'newListings', colour: '#00a857' },
  { key: 'newUsers', colour: '#2d4bb4' },
] as const;

const WIDTH = 720;
const HEIGHT = 240;
const PLOT = { left: 40, right: 8, top: 12, bottom: 28 };

/** "03-07" from "2026-03-07": month and day, as the admin screens write dates (MM-DD-YYYY). */
const shortDay = (day: string) => day.slice(5);
/** "03-07-2026" from "2026-03-07". */
const longDay = (day: string) => `${day.slice(5)}-${day.slice(0, 4)}`;

/**
 * New listings and new accounts per day as grouped bars, drawn as SVG. Screen readers get a
 * summary as the image's name and the figures in a table that is visually hidden.
 */
export function DailyChart({ days }: { days: readonly ChartDay[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const titleId = useId();
  const descId = useId();
  const number = (n: number) => formatNumber(n, locale);
  if (!days.length) return null;

  const max = Math.max(...days.map((d) => Math.max(d.newListings, d.newUsers)));
  const ticks = niceTicks(max);
  const top = ticks.at(-1)!;
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const labelled = labelledDays(days.length);

  const totals = {
    listings: days.reduce((sum, d) => sum + d.newListings, 0),
    users: days.reduce((sum, d) => sum + d.newUsers, 0),
  };
  const busiest = days.reduce((best, d) =>
    d.newListings + d.newUsers > best.newListings + best.newUsers ? d : best,
  );
  const range = { from: longDay(days[0]!.day), to: longDay(days.at(-1)!.day) };
  const summary =
    totals.listings + totals.users
      ? t('dashboard.chart.summary', {
          ...range,
          listings: number(totals.listings),
          users: number(totals.users),
          busiest: longDay(busiest.day),
        })
      : t('dashboard.chart.quiet', range);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} aria-hidden="true">
        {SERIES.map((s) => (
          <Stack key={s.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: s.colour }} />
            <Typography variant="body2">{t(`dashboard.chart.${s.key}`)}</Typography>
          </Stack>
        ))}
      </Stack>
      {/* Below about 600px the chart keeps a readable size and scrolls sideways (by keyboard too). */}
      <Box
        tabIndex={0}
        role="group"
        aria-labelledby={titleId}
        sx={{ width: '100%', overflowX: 'auto', '&:focus-visible': { outline: '3px solid #1a1a1a' } }}
      >
        <Box
          component="svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          sx={{ display: 'block', width: '100%', minWidth: 560, height: 'auto' }}
        >
          <title id={titleId}>{t('dashboard.chart.title')}</title>
          <desc id={descId}>{summary}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} stroke="#d6d6d6" />
              <text x={PLOT.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="11" fill="#555">
                {number(tick)}
              </text>
            </g>
          ))}
          {days.map((d, i) => {
            const slot = barSlot(i, days.length, plotWidth);
            return (
              <g key={d.day}>
                {SERIES.map((s, j) => {
                  const value = d[s.key];
                  return (
                    <rect
                      key={s.key}
                      x={PLOT.left + slot.x + j * slot.barWidth}
                      y={y(value)}
                      width={slot.barWidth}
                      height={y(0) - y(value)}
                      fill={s.colour}
                    />
                  );
                })}
                {labelled.has(i) && (
                  <text
                    x={PLOT.left + slot.centre}
                    y={HEIGHT - PLOT.bottom + 16}
                    textAnchor="middle"
                    fontSize="11"
                    fill="#555"
                  >
                    {shortDay(d.day)}
                  </text>
                )}
              </g>
            );
          })}
          <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(0)} y2={y(0)} stroke="#8a8a8a" />
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" aria-hidden="true">
        {summary}
      </Typography>
      {/* A table ignores a width smaller than its content: the box around it is what is hidden. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{t('dashboard.chart.caption', range)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart.day')}</th>
              <th scope="col">{t('dashboard.chart.newListings')}</th>
              <th scope="col">{t('dashboard.chart.newUsers')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{longDay(d.day)}</th>
                <td>{number(d.newListings)}</td>
                <td>{number(d.newUsers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Stack>
  );
}
