import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { ListingStatsDocument } from '../api/listing-stats-operations';
import { FIGURE_KEYS, otherLines, viewsLine, type BoostResult } from './listing-stats-text';
import { StatsBars } from './StatsBars';

/** The room the block keeps while it loads, in px: about its height with figures and chart. */
export const STATS_BLOCK_HEIGHT = 150;

const FIGURE_ORDER = Object.values(FIGURE_KEYS);

/** A Toronto day (YYYY-MM-DD) as a short date: 'Nov 20' (en), '20 nov.' (fr). */
function shortDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

function BoostLines({ boost }: { boost: BoostResult }) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const tt = t as unknown as (key: string, o?: Record<string, unknown>) => string;
  const dates = boost.running
    ? t('stats.boost.running', { date: shortDay(boost.firstDay, locale) })
    : t('stats.boost.ended', { from: shortDay(boost.firstDay, locale), to: shortDay(boost.lastDay, locale) });
  return (
    <Box sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {dates}
      </Typography>
      <Typography variant="body2">{viewsLine(tt, boost, locale)}</Typography>
      {otherLines(tt, boost, locale).map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * A listing's last 30 days on /building: six figures, views per day as bars, how many renters
 * saved it, and how its boost did against the days before it. Its own query, rendered once the row comes near the screen.
 */
export function ListingStatsBlock({ listingId, title }: { listingId: string; title: string }) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  // Figures grow while the landlord is away: a return to /building shows the kept ones and asks again.
  const { data, error, refetch } = useQuery(ListingStatsDocument, {
    variables: { id: listingId },
    fetchPolicy: 'cache-and-network',
  });
  const stats = data?.listingStats;
  const saveCount = data?.listing.saveCount;

  let body;
  if (stats) {
    const views = stats.days.map((d) => d.views);
    const max = Math.max(0, ...views);
    const busiest = stats.days.find((d) => d.views === max);
    const chartLabel =
      max > 0 && busiest
        ? t('stats.chart', { total: stats.totals.views, max, day: shortDay(busiest.day, locale) })
        : t('stats.chartNone');
    const counted = FIGURE_ORDER.some((f) => stats.totals[f] > 0);
    body = (
      <Stack spacing={1}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
            gap: 1,
          }}
        >
          {FIGURE_ORDER.map((figure) => (
            <Box
              key={figure}
              // The number reads first, on one line across the row, however many lines its label takes.
              sx={{
                display: 'flex',
                flexDirection: 'column-reverse',
                justifyContent: 'flex-end',
                minWidth: 0,
              }}
            >
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
                {t(`stats.figures.${figure}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.125rem' }}>
                {new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA').format(stats.totals[figure])}
              </Typography>
            </Box>
          ))}
        </Box>
        <StatsBars values={views} label={chartLabel} />
        {saveCount != null && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {saveCount > 0 ? t('stats.savedBy', { count: saveCount }) : t('stats.savedByNone')}
          </Typography>
        )}
        {!counted && (
          <Typography variant="body2" color="text.secondary">
            {t('stats.empty')}
          </Typography>
        )}
        {stats.boost && <BoostLines boost={stats.boost} />}
      </Stack>
    );
  } else if (error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        }
      >
        {t('stats.loadError')}
      </Alert>
    );
  } else {
    body = (
      <Stack spacing={1} role="status" aria-busy="true" aria-label={t('stats.loading')}>
        <Skeleton variant="rounded" height={44} />
        <Skeleton variant="rounded" height={40} />
      </Stack>
    );
  }

  return (
    <Box
      component="section"
      aria-label={t('stats.region', { title })}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 0.5 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('stats.title')}
      </Typography>
      {body}
    </Box>
  );
}
