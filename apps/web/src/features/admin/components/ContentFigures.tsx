import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { formatNumber } from '../../../lib/format/number';
import { ContentDashboardDocument } from '../api/dashboard-operations';

const cell = { xs: 12, sm: 6, lg: 3 } as const;

function Figure({ label, value }: { label: string; value: number }) {
  const locale = useLocale();
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
      <Typography color="text.secondary" component="h3" variant="subtitle1">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '2.25rem', fontWeight: 800 }}>{formatNumber(value, locale)}</Typography>
    </Paper>
  );
}

/**
 * The dashboard's content section: posts by state, blog views and the most read posts of the last
 * seven days, published articles by section and rental laws due for review. Shown to staff with
 * blogs or articles view (DashboardPage decides).
 */
export function ContentFigures() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const id = useId();
  const { data, loading, error } = useQuery(ContentDashboardDocument, { fetchPolicy: 'cache-and-network' });
  const figures = data?.contentDashboard;
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography variant="h5" component="h2" id={id}>
        {t('dashboard.content.heading')}
      </Typography>
      {error && !figures ? (
        <Alert severity="error">{t('dashboard.error')}</Alert>
      ) : loading && !figures ? (
        <Skeleton variant="rounded" height={130} aria-label={t('loading', { ns: 'common' })} />
      ) : figures ? (
        <>
          <Grid container spacing={2}>
            <Grid size={cell}>
              <Figure label={t('dashboard.content.postsPublished')} value={figures.postsPublished} />
            </Grid>
            <Grid size={cell}>
              <Figure label={t('dashboard.content.postsDraft')} value={figures.postsDraft} />
            </Grid>
            <Grid size={cell}>
              <Figure label={t('dashboard.content.postsScheduled')} value={figures.postsScheduled} />
            </Grid>
            <Grid size={cell}>
              <Figure label={t('dashboard.content.viewsThisWeek')} value={figures.blogViewsThisWeek} />
            </Grid>
            <Grid size={cell}>
              <Figure label={t('dashboard.content.trending')} value={figures.trendingArticlesPublished} />
            </Grid>
            <Grid size={cell}>
              <Figure
                label={t('dashboard.content.estateScoop')}
                value={figures.estateScoopArticlesPublished}
              />
            </Grid>
            <Grid size={cell}>
              <Figure label={t('dashboard.content.lawsToReview')} value={figures.rentalLawsToReview} />
            </Grid>
          </Grid>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('dashboard.content.topPosts')}
            </Typography>
            {figures.topPostsThisWeek.length === 0 ? (
              <Typography color="text.secondary">{t('dashboard.content.noViews')}</Typography>
            ) : (
              <Stack component="ol" spacing={1} sx={{ m: 0, pl: 3 }}>
                {figures.topPostsThisWeek.map((post) => (
                  <li key={post.id}>
                    <Link component={RouterLink} to={`/blog/${post.id}/${post.slug}`}>
                      {post.title}
                    </Link>{' '}
                    <Typography component="span" color="text.secondary">
                      {t('dashboard.content.views', {
                        count: post.views,
                        formatted: formatNumber(post.views, locale),
                      })}
                    </Typography>
                  </li>
                ))}
              </Stack>
            )}
          </Paper>
        </>
      ) : null}
    </Stack>
  );
}
