import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useLocale } from '../../../i18n/use-locale';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { usePageHead } from '../../../lib/head/use-page-head';
import { useHttpStatus } from '../../../lib/ssr/http-status';
import { HelpCollectionPageDocument } from '../api/public-help-operations';
import { helpCollectionHead, helpNotFoundHead } from '../format/help-head';
import { HELP_CENTER_PATH, helpCollectionPath } from '../format/help-paths';
import { collectionText } from '../format/local-text';
import { storedCollectionTitle } from '../format/stored-collection';
import { ArticleLinks } from './ArticleLinks';
import { collectionIcon } from './collection-icons';
import { HelpNotFound } from './HelpNotFound';
import { StillNeedHelp } from './StillNeedHelp';
import { publishedOnly } from '../format/published';

/**
 * /help-center/collection/{id}: a collection's published articles in order. Opened in a new tab
 * from /help-center, it shows the title stored there at once and the loaded one after; opened
 * directly (a shared link, a reload) it loads the collection by its id.
 */
export function HelpCollectionPage() {
  const { t } = useTranslation('helpCenter');
  const locale = useLocale();
  const { id = '' } = useParams();
  const query = usePublicQuery(HelpCollectionPageDocument, { variables: { id, locale } });
  const collection = query.data?.helpCollection ?? null;
  const articles = publishedOnly(collection?.articles ?? []);
  const missing = !!query.data && !collection;
  // The server has no storage (null there); in the browser the page is hydrated with the loaded title.
  const stored = useMemo(() => storedCollectionTitle(id), [id]);
  useHttpStatus(missing ? 404 : null);
  usePageHead(
    collection
      ? helpCollectionHead(collection, locale, t)
      : missing
        ? helpNotFoundHead(t, 'collection', helpCollectionPath(id))
        : null,
  );

  if (missing) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <HelpNotFound kind="collection" />
      </Container>
    );
  }
  const text = collection ? collectionText(collection, locale) : null;
  const title = text?.title ?? stored;
  const Icon = collectionIcon(collection?.icon);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={3}>
        <Breadcrumbs aria-label={t('article.breadcrumbs')}>
          <Link component={RouterLink} to={HELP_CENTER_PATH} underline="hover">
            {t('title')}
          </Link>
          {title && (
            <Typography color="text.primary" aria-current="page">
              {title}
            </Typography>
          )}
        </Breadcrumbs>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {collection && <Icon color="primary" aria-hidden sx={{ fontSize: 40 }} />}
          {title ? (
            <Typography
              variant="h3"
              component="h1"
              sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
          ) : (
            <Skeleton variant="text" width="60%" height={56} aria-hidden />
          )}
        </Stack>
        {text?.description && <Typography color="text.secondary">{text.description}</Typography>}
        {query.error && !collection && (
          <LoadError error={query.error} message={t('collection.loadError')} onRetry={query.refetch} />
        )}
        {!collection && !query.error && (
          <Stack spacing={1} role="status" aria-busy="true" aria-label={t('collection.loading')}>
            <Skeleton variant="text" height={40} />
            <Skeleton variant="text" height={40} />
            <Skeleton variant="text" height={40} />
          </Stack>
        )}
        {collection &&
          (articles.length ? (
            <ArticleLinks articles={articles} label={t('collection.list')} headingComponent="h2" />
          ) : (
            <Typography color="text.secondary">{t('collection.empty')}</Typography>
          ))}
        <StillNeedHelp about={title} />
      </Stack>
    </Container>
  );
}
