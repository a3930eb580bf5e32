import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { HelpCenterAnalyticQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { articleEditorPath } from './article-paths';
import { AnalyticsSection } from './AnalyticsSection';

type Stale = HelpCenterAnalyticQuery['helpCenterAnalytic']['stale'][number];

/** Articles not changed for a year (HELP_STALE_DAYS), oldest first, each linked to its editor. */
export function StaleArticles({ articles }: { articles: readonly Stale[] }) {
  const { t } = useTranslation('helpCenterAnalytics');
  const locale = useLocale();
  const sorted = [...articles].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  return (
    <AnalyticsSection title={t('stale.heading')} hint={t('stale.hint')}>
      {sorted.length === 0 ? (
        <Typography color="text.secondary">{t('stale.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 3 }}>
          {sorted.map((article) => (
            <li key={article.id}>
              <Link
                component={RouterLink}
                to={articleEditorPath(article.id)}
                aria-label={t('stale.edit', { title: article.title })}
              >
                {article.title}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {t('stale.updated', { date: formatPublicDate(article.updatedAt, locale) })}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </AnalyticsSection>
  );
}
