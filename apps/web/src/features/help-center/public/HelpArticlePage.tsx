import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Locale } from '@rentals/domain/users/enums';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { RichTextView } from '../../../components/rich-text/RichTextView';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { usePageHead } from '../../../lib/head/use-page-head';
import { useHttpStatus } from '../../../lib/ssr/http-status';
import { HelpArticlePageDocument } from '../api/public-help-operations';
import { helpArticleHead, helpNotFoundHead } from '../format/help-head';
import { HELP_CENTER_PATH, helpArticlePath, helpCollectionPath } from '../format/help-paths';
import { collectionTitle } from '../format/local-text';
import { useReadingTime } from '../hooks/use-reading-time';
import { useRecordHelpView } from '../hooks/use-record-help-view';
import { ArticleLinks } from './ArticleLinks';
import { HelpFeedback } from './HelpFeedback';
import { HelpNotFound } from './HelpNotFound';
import { StillNeedHelp } from './StillNeedHelp';
import { publishedOnly } from '../format/published';

/** The link to the other language's version, written in that language (a reader of it may not read this one). */
const READ_IN: Record<Locale, string> = { en: 'Read in English', fr: 'Lire en français' };

const frame = (content: ReactNode) => (
  <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
    {content}
  </Container>
);

/**
 * /help-center/collection/article/{id}: breadcrumbs, the article, when it last changed, its
 * version in the other language, 'Was this article helpful?', related articles and the way to the
 * team naming the article. A view is counted once shown, and the time it stays visible is
 * reported when the page is hidden.
 */
export function HelpArticlePage() {
  const { t } = useTranslation('helpCenter');
  const locale = useLocale();
  const { id = '' } = useParams();
  const relatedId = useId();
  const query = usePublicQuery(HelpArticlePageDocument, { variables: { id } });
  const article = query.data?.singleHelpCenter ?? null;
  const missing = !!query.data && !article;
  useHttpStatus(missing ? 404 : null);
  usePageHead(
    article
      ? helpArticleHead(article, locale, t)
      : missing
        ? helpNotFoundHead(t, 'article', helpArticlePath(id))
        : null,
  );
  useRecordHelpView(article?.id ?? null);
  useReadingTime(article?.id ?? null);

  if (query.error && !article)
    return frame(<LoadError error={query.error} message={t('article.loadError')} onRetry={query.refetch} />);
  if (missing) return frame(<HelpNotFound kind="article" />);
  if (!article) {
    return frame(
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('article.loading')} sx={{ py: 4 }}>
        <Skeleton variant="text" width="70%" height={56} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" height={320} />
      </Stack>,
    );
  }

  const collection = collectionTitle(article.category, locale);
  const related = publishedOnly(article.related);
  const facts = [
    t('article.updated', { date: formatPublicDate(article.updatedAt, locale) }),
    t('readingTime', { minutes: article.readingMinutes }),
  ];

  return frame(
    <Stack spacing={4}>
      <Breadcrumbs aria-label={t('article.breadcrumbs')} sx={{ '& ol': { flexWrap: 'wrap' } }}>
        <Link component={RouterLink} to={HELP_CENTER_PATH} underline="hover">
          {t('title')}
        </Link>
        <Link component={RouterLink} to={helpCollectionPath(article.category.id)} underline="hover">
          {collection}
        </Link>
        <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
          {article.title}
        </Typography>
      </Breadcrumbs>
      <Stack component="article" spacing={3} lang={article.locale}>
        <Stack spacing={1.5}>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, overflowWrap: 'anywhere' }}
          >
            {article.title}
          </Typography>
          {article.description && (
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
              {article.description}
            </Typography>
          )}
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline' }}
            lang={locale}
          >
            <Typography variant="body2" color="text.secondary">
              {facts.join(' · ')}
            </Typography>
            {article.translation && (
              <Link
                component={RouterLink}
                to={helpArticlePath(article.translation.id)}
                lang={article.translation.locale}
                hrefLang={article.translation.locale}
                variant="body2"
                sx={{ fontWeight: 600 }}
              >
                {READ_IN[article.translation.locale]}
              </Link>
            )}
          </Stack>
        </Stack>
        {article.thumbnailUrl && (
          <Box
            component="img"
            src={article.thumbnailUrl}
            alt=""
            sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 2, display: 'block' }}
          />
        )}
        <RichTextView html={article.bodyHtml} lang={article.locale} />
      </Stack>
      <HelpFeedback key={article.id} articleId={article.id} />
      {related.length > 0 && (
        <Box component="section" aria-labelledby={relatedId}>
          <Typography id={relatedId} variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('article.related')}
          </Typography>
          <ArticleLinks articles={related} label={t('article.related')} />
        </Box>
      )}
      <StillNeedHelp about={article.title} />
    </Stack>,
  );
}
