import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BlogCardFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPostDate } from '../format/post-date';
import { blogPostPath } from '../format/public-params';

/**
 * A post on /blogs and under 'Related posts': thumbnail, title (the link), date, reading time and
 * tags. The picture is decorative (the title says what the post is), so it has an empty alt.
 */
export function BlogCard({
  post,
  headingComponent = 'h2',
}: {
  post: BlogCardFieldsFragment;
  headingComponent?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('blogs');
  const locale = useLocale();
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      lang={post.locale}
    >
      <Box
        sx={{
          aspectRatio: '16 / 9',
          bgcolor: 'action.hover',
          backgroundImage: post.thumbnailUrl
            ? undefined
            : 'linear-gradient(135deg, rgba(0,0,0,0.04), rgba(0,0,0,0.12))',
        }}
      >
        {post.thumbnailUrl && (
          <Box
            component="img"
            src={post.thumbnailUrl}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1}>
          <Typography variant="h6" component={headingComponent} sx={{ lineHeight: 1.3 }}>
            <Link component={RouterLink} to={blogPostPath(post)} underline="hover" color="inherit">
              {post.title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              post.publishedAt ? formatPostDate(post.publishedAt, locale) : null,
              t('public.readingTime', { minutes: post.avgReadingTime }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {post.description && <Typography variant="body2">{post.description}</Typography>}
          {post.tags.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {post.tags.map((tag) => (
                <Chip key={tag.id} label={tag.name} size="small" variant="outlined" />
              ))}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
