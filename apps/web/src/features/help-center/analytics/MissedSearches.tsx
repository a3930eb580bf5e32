import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HelpCenterAnalyticQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatCount } from '../format/analytics-figures';
import { AnalyticsSection } from './AnalyticsSection';

type Miss = HelpCenterAnalyticQuery['helpCenterAnalytic']['missedSearches'][number];

/** The searches that found nothing, most frequent first: what readers ask that no article answers. */
export function MissedSearches({ misses }: { misses: readonly Miss[] }) {
  const { t } = useTranslation('helpCenterAnalytics');
  const locale = useLocale();
  const sorted = [...misses].sort((a, b) => b.count - a.count);
  return (
    <AnalyticsSection title={t('missed.heading')} hint={t('missed.hint')}>
      {sorted.length === 0 ? (
        <Typography color="text.secondary">{t('missed.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('missed.heading')}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('missed.query')}</TableCell>
              <TableCell scope="col">{t('missed.language')}</TableCell>
              <TableCell scope="col" align="right">
                {t('missed.count')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((miss) => (
              <TableRow key={`${miss.locale}|${miss.query}`}>
                <TableCell component="th" scope="row" lang={miss.locale} sx={{ overflowWrap: 'anywhere' }}>
                  {miss.query}
                </TableCell>
                <TableCell>{t(`languages.${miss.locale}`)}</TableCell>
                <TableCell align="right">{formatCount(miss.count, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AnalyticsSection>
  );
}
