import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Locale } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import type { HelpCenterFiguresFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatAverage, formatCount, formatSeconds, sumDays } from '../format/analytics-figures';

export type Figures = Omit<HelpCenterFiguresFragment, '__typename'>;

/** The spec's six figures (spec/01 §3), in its order, each written as a reader takes it in. */
const FIGURES = [
  ['totalCount', (f: Figures, l: Locale) => formatCount(f.totalCount, l)],
  ['totalPublished', (f: Figures, l: Locale) => formatCount(f.totalPublished, l)],
  ['totalPerDayPublished', (f: Figures, l: Locale) => formatCount(sumDays(f.totalPerDayPublished), l)],
  ['totalSeen', (f: Figures, l: Locale) => formatCount(f.totalSeen, l)],
  ['totalAvgSeen', (f: Figures, l: Locale) => formatAverage(f.totalAvgSeen, l)],
  ['totalReadingAvg', (f: Figures, l: Locale) => formatSeconds(f.totalReadingAvg, l)],
] as const;

const cell = { xs: 12, sm: 6, lg: 4 } as const;

/**
 * The six figures as cards, each with the line that says what it counts (the same definitions
 * as the API's descriptions). Their names are h3: the cards sit under a section's h2.
 */
export function FigureCards({ figures }: { figures: Figures }) {
  const { t } = useTranslation('helpCenterAnalytics');
  const locale = useLocale();
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {FIGURES.map(([key, write]) => (
        <Grid key={key} size={cell} component="li">
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
            <Typography color="text.secondary" component="h3" variant="subtitle1">
              {t(`figures.${key}`)}
            </Typography>
            <Typography sx={{ fontSize: '2rem', fontWeight: 800 }} data-figure={key}>
              {write(figures, locale)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`figures.${key}Hint`)}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
