import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { HelpCenterAnalyticQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatCount, formatRate, worstFirst } from '../format/analytics-figures';
import { noAnswersSearch } from '../format/feedback-params';
import { publicArticlePath } from './article-paths';
import { AnalyticsSection } from './AnalyticsSection';

type Row = HelpCenterAnalyticQuery['helpCenterAnalytic']['helpfulness'][number];

/** The table shows this many rows until 'Show all'. */
const FIRST_ROWS = 10;

/** 'Was this article helpful?' per article: yes, no and the rate, the least helpful first. */
export function HelpfulnessTable({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation('helpCenterAnalytics');
  const locale = useLocale();
  const [all, setAll] = useState(false);
  const [query] = useSearchParams();
  const sorted = worstFirst(rows);
  const shown = all ? sorted : sorted.slice(0, FIRST_ROWS);
  return (
    <AnalyticsSection title={t('helpfulness.heading')} hint={t('helpfulness.hint')}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('helpfulness.empty')}</Typography>
      ) : (
        <>
          <Table size="small" aria-label={t('helpfulness.heading')}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('helpfulness.article')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('helpfulness.yes')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('helpfulness.no')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('helpfulness.rate')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <TableRow key={row.article.id}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    <Link
                      component={RouterLink}
                      to={publicArticlePath(row.article.id)}
                      lang={row.article.locale}
                    >
                      {row.article.title}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{formatCount(row.yes, locale)}</TableCell>
                  <TableCell align="right">
                    {row.no > 0 ? (
                      // The 'No' answers are the ones with comments: one click to read them.
                      <Link
                        component={RouterLink}
                        to={noAnswersSearch(query, row.article.id)}
                        aria-label={t('helpfulness.readNo', {
                          count: row.no,
                          formatted: formatCount(row.no, locale),
                          title: row.article.title,
                        })}
                      >
                        {formatCount(row.no, locale)}
                      </Link>
                    ) : (
                      formatCount(row.no, locale)
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatRate(row.rate, locale) ?? t('helpfulness.noAnswer')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {sorted.length > FIRST_ROWS && (
            <Button onClick={() => setAll(!all)} sx={{ mt: 1 }}>
              {all ? t('helpfulness.showFewer') : t('helpfulness.showAll', { count: sorted.length })}
            </Button>
          )}
        </>
      )}
    </AnalyticsSection>
  );
}
