import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { HelpArticleLinkFieldsFragment } from '../../../gql/graphql';
import { helpArticlePath } from '../format/help-paths';

/**
 * A list of articles as links with their summary and reading time: the popular articles, a
 * collection's articles and the related ones. `label` names the list for screen readers.
 */
export function ArticleLinks({
  articles,
  label,
  headingComponent = 'h3',
}: {
  articles: HelpArticleLinkFieldsFragment[];
  label: string;
  headingComponent?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('helpCenter');
  return (
    <Stack component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {articles.map((article) => (
        <Stack
          key={article.id}
          component="li"
          direction="row"
          spacing={1.5}
          sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
        >
          <ArticleOutlined color="action" aria-hidden sx={{ mt: 0.25 }} />
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component={headingComponent}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              <Link component={RouterLink} to={helpArticlePath(article.id)} underline="hover">
                {article.title}
              </Link>
            </Typography>
            {article.description && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {article.description}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {t('readingTime', { minutes: article.readingMinutes })}
            </Typography>
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
