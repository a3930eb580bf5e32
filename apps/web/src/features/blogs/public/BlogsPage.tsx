import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BLOGS_PAGE_SIZE } from '@rentals/domain/blogs/rules';
import { useTranslation } from 'react-i18next';
import { DebouncedTextField } from '../../../components/DebouncedTextField';
import { ListState } from '../../../components/list-state/ListState';
import { useLocale } from '../../../i18n/use-locale';
import { graphqlRequest } from '../../../lib/graphql/graphql-request';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { usePageHead } from '../../../lib/head/use-page-head';
import { useUrlParams } from '../../../lib/use-url-params';
import { ClickTagDocument, PublicBlogsDocument } from '../api/blog-operations';
import { NO_PUBLIC_FILTERS, readPublicBlogParams, writePublicBlogParams } from '../format/public-params';
import { blogsHead } from './blog-head';
import { BlogCard } from './BlogCard';

/** The chosen tag: white on the darker green, which reads at 4.5:1 (the brand green does not). */
const ACTIVE_CHIP = {
  bgcolor: 'primary.dark',
  color: 'common.white',
  '&:hover, &.Mui-focusVisible': { bgcolor: 'primary.dark' },
} as const;

/**
 * /blogs (issue 23): the published posts in the visitor's language, newest first, ten a page, with
 * tag filter chips (a click is counted for the tags' mostClick), a search box and a way to read
 * the other language's posts. Rendered on the server like the listing pages.
 */
export function BlogsPage() {
  const { t } = useTranslation('blogs');
  const locale = useLocale();
  const { params, update } = useUrlParams(readPublicBlogParams, writePublicBlogParams);
  const other = locale === 'en' ? 'fr' : 'en';
  const postsLocale = params.posts || locale;
  const query = usePublicQuery(PublicBlogsDocument, {
    variables: {
      search: params.q || null,
      tag: params.tag || null,
      locale: postsLocale,
      skip: (params.page - 1) * BLOGS_PAGE_SIZE,
      take: BLOGS_PAGE_SIZE,
    },
  });
  const shown = query.data ?? query.previousData;
  usePageHead(blogsHead(params, shown, t));
  const posts = shown?.publicBlogs ?? [];
  const tags = shown?.tags ?? [];
  const filtered = !!(params.q || params.tag);

  const pickTag = (tag: { id: string; name: string } | null) => {
    if (tag && tag.name !== params.tag) {
      // Counted on the server; a failure loses one click only.
      graphqlRequest(ClickTagDocument, { id: tag.id }).catch(() => undefined);
    }
    update({ tag: tag && tag.name !== params.tag ? tag.name : '' });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
            {t('public.title')}
          </Typography>
          <Typography color="text.secondary">{t('public.subtitle')}</Typography>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <DebouncedTextField
            label={t('public.searchLabel')}
            helperText={t('public.searchHint')}
            value={params.q}
            maxLength={100}
            onApply={(q) => update({ q: q.trim() })}
            sx={{ flex: { md: '0 1 360px' } }}
          />
          <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" id="blog-tags-label">
              {t('public.tagsLabel')}
            </Typography>
            <Stack
              direction="row"
              role="group"
              aria-labelledby="blog-tags-label"
              sx={{ flexWrap: 'wrap', gap: 1 }}
            >
              <Chip
                label={t('public.allTags')}
                variant={params.tag ? 'outlined' : 'filled'}
                onClick={() => pickTag(null)}
                aria-pressed={!params.tag}
                sx={params.tag ? undefined : ACTIVE_CHIP}
              />
              {tags.map((tag) => {
                const active = tag.name.toLowerCase() === params.tag.toLowerCase();
                return (
                  <Chip
                    key={tag.id}
                    label={tag.name}
                    variant={active ? 'filled' : 'outlined'}
                    onClick={() => pickTag(tag)}
                    aria-pressed={active}
                    sx={active ? ACTIVE_CHIP : undefined}
                  />
                );
              })}
            </Stack>
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {params.posts && params.posts !== locale && (
            <Typography variant="body2" color="text.secondary">
              {t('public.languageNote')}
            </Typography>
          )}
          <Button
            size="small"
            onClick={() => update({ posts: params.posts && params.posts !== locale ? '' : other })}
            lang={params.posts && params.posts !== locale ? undefined : other}
          >
            {params.posts && params.posts !== locale ? t('public.thisLanguage') : t('public.otherLanguage')}
          </Button>
        </Stack>
        <ListState
          query={{ ...query, refetch: async () => query.refetch() }}
          errorMessage={t('public.loadError')}
          skeleton={{ rows: 3, height: 260 }}
          empty={
            filtered
              ? {
                  title: t('public.noMatchTitle'),
                  text: t('public.noMatchText'),
                  action: (
                    <Button variant="outlined" onClick={() => update(NO_PUBLIC_FILTERS)}>
                      {t('public.clear')}
                    </Button>
                  ),
                }
              : { title: t('public.emptyTitle'), text: t('public.emptyText') }
          }
          paging={{
            page: params.page,
            pageLength: posts.length,
            total: shown?.publicBlogCount ?? 0,
            onPage: (page) => update({ page }),
            label: t('public.list'),
          }}
        >
          <Grid
            container
            spacing={3}
            component="ul"
            aria-label={t('public.list')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {posts.map((post) => (
              <Grid key={post.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <BlogCard post={post} />
              </Grid>
            ))}
          </Grid>
        </ListState>
      </Stack>
    </Container>
  );
}
