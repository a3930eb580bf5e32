import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { RichTextView } from '../../../components/rich-text/RichTextView';
import { useLocale } from '../../../i18n/use-locale';
import { formatPostDate } from '../format/post-date';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { usePageHead } from '../../../lib/head/use-page-head';
import { useHttpRedirect, useHttpStatus } from '../../../lib/ssr/http-status';
import { BlogPostDocument } from '../api/blog-operations';
import { blogPostPath, blogTagPath } from '../format/public-params';
import { useRecordBlogView } from '../hooks/use-record-blog-view';
import { blogNotFoundHead, blogPostHead } from './blog-head';
import { BlogCard } from './BlogCard';

const frame = (content: ReactNode) => (
  <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
    {content}
  </Container>
);

function NotFound() {
  const { t } = useTranslation('blogs');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', my: 4 }}>
      <Typography variant="h4" component="h1">
        {t('post.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('post.notFoundText')}
      </Typography>
      <Button component={RouterLink} to="/blogs" variant="contained">
        {t('post.back')}
      </Button>
    </Paper>
  );
}

function Loading() {
  const { t } = useTranslation('blogs');
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={t('post.loading')} sx={{ py: 4 }}>
      <Skeleton variant="text" width="70%" height={56} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

/**
 * /blog/{id}/{slug} (issue 23): a published post with its author, date, reading time, tags and
 * related posts. A wrong or old slug answers a 301 to the post's own address on the server and
 * is replaced in the browser; the view is reported once the page is shown.
 */
export function BlogPostPage() {
  const { t } = useTranslation('blogs');
  const locale = useLocale();
  const { id = '', slug = '' } = useParams();
  const { search } = useLocation();
  const query = usePublicQuery(BlogPostDocument, { variables: { id } });
  const post = query.data?.blog ?? null;
  const missing = !!query.data && !post;
  const moved = post && post.slug !== slug ? `${blogPostPath(post)}${search}` : null;
  useHttpStatus(missing ? 404 : null);
  useHttpRedirect(moved);
  usePageHead(post ? blogPostHead(post, t) : missing ? blogNotFoundHead(t, id) : null);
  useRecordBlogView(post && !moved ? post.id : null);

  if (moved) return <Navigate to={moved} replace />;
  if (query.error && !post)
    return frame(<LoadError error={query.error} message={t('post.loadError')} onRetry={query.refetch} />);
  if (missing) return frame(<NotFound />);
  if (!post) return frame(<Loading />);

  const facts = [
    post.publishedAt ? t('post.published', { date: formatPostDate(post.publishedAt, locale) }) : null,
    t('public.readingTime', { minutes: post.avgReadingTime }),
  ].filter(Boolean);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack
        component="article"
        spacing={3}

        lang={post.locale}
      >
        <Link component={RouterLink} to="/blogs" underline="hover" sx={{ alignSelf: 'flex-start' }}>
          {t('post.back')}
        </Link>
        <Stack spacing={1.5}>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, overflowWrap: 'anywhere' }}
          >
            {post.title}
          </Typography>
          {post.description && (
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
              {post.description}
            </Typography>
          )}
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {post.author && (
              <Avatar src={post.author.avatarUrl ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
                {post.author.name.charAt(0)}
              </Avatar>
            )}
            <Box>
              {post.author && (
                <Typography sx={{ fontWeight: 600 }}>{t('post.by', { name: post.author.name })}</Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {facts.join(' · ')}
              </Typography>
            </Box>
          </Stack>
        </Stack>
        {post.thumbnailUrl && (
          <Box
            component="img"
            src={post.thumbnailUrl}
            alt=""
            sx={{ width: '100%', maxHeight: 440, objectFit: 'cover', borderRadius: 2, display: 'block' }}
          />
        )}
        <RichTextView html={post.bodyHtml} lang={post.locale} />
        {post.tags.length > 0 && (
          <Stack spacing={1} component="nav" aria-label={t('post.tags')}>
            <Typography variant="h6" component="h2">
              {t('post.tags')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {post.tags.map((tag) => (
                <Chip
                  key={tag.id}
                  label={tag.name}
                  component={RouterLink}
                  to={blogTagPath(tag.name)}
                  clickable
                  variant="outlined"
                />
              ))}
            </Stack>
          </Stack>
        )}
        {post.author && (
          <Paper variant="outlined" component="section" aria-labelledby="blog-author-heading" sx={{ p: 2.5 }}>
            <Stack direction="row" spacing={2}>
              <Avatar src={post.author.avatarUrl ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
                {post.author.name.charAt(0)}
              </Avatar>
              <Box>
                <Typography id="blog-author-heading" variant="h6" component="h2">
                  {t('post.aboutAuthor')}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{post.author.name}</Typography>
                {post.author.bio && <Typography color="text.secondary">{post.author.bio}</Typography>}
              </Box>
            </Stack>
          </Paper>
        )}
        {post.related.length > 0 && (
          <Stack component="section" spacing={2} aria-labelledby="blog-related-heading">
            <Typography id="blog-related-heading" variant="h5" component="h2">
              {t('post.related')}
            </Typography>
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {post.related.map((related) => (
                <Grid key={related.id} size={{ xs: 12, sm: 4 }} component="li">
                  <BlogCard post={related} headingComponent="h3" />
                </Grid>
              ))}
            </Grid>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
