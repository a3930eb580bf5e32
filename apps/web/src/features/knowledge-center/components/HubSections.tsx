import { PROVINCE_NAMES } from '@rentals/domain/locations/address-words';
import type { Province } from '@rentals/domain/users/enums';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { HubArticleFieldsFragment, KnowledgeCenterQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { ExternalLink } from './ExternalLink';
import { CARD_GRID_SX } from '../../../lib/styles/card-grid';

type Hub = KnowledgeCenterQuery['knowledgeCenter'];

/** A province's name in the page's language. */
export function provinceName(province: string, locale: 'en' | 'fr'): string {
  const names = PROVINCE_NAMES[province as Province] ?? [province];
  return (locale === 'fr' && names[1]) || names[0]!;
}

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography id={id} component="h2" variant="h5">
          {title}
        </Typography>
        {more}
      </Stack>
      {children}
    </Box>
  );
}

function Posts({ posts }: { posts: Hub['posts'] }) {
  const { t } = useTranslation('knowledgeCenter');
  const locale = useLocale();
  return (
    <Section
      id="kc-posts"
      title={t('sections.posts')}
      more={
        <Link component={RouterLink} to="/blogs">
          {t('sections.allPosts')}
        </Link>
      }
    >
      <Box component="ul" sx={CARD_GRID_SX}>
        {posts.map((post) => (
          <li key={post.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              {post.thumbnailUrl && (
                <Box
                  component="img"
                  src={post.thumbnailUrl}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
                />
              )}
              <CardContent>
                <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={`/blog/${post.id}/${post.slug}`} underline="hover">
                    {post.title}
                  </Link>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatPublicDate(String(post.publishedAt).slice(0, 10), locale)} ·{' '}
                  {t('sections.readingTime', { count: post.avgReadingTime })}
                </Typography>
                {post.description && <Typography sx={{ mt: 1 }}>{post.description}</Typography>}
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    </Section>
  );
}

function Articles({
  id,
  title,
  articles,
}: {
  id: string;
  title: string;
  articles: HubArticleFieldsFragment[];
}) {
  return (
    <Section id={id} title={title}>
      <Box component="ul" sx={CARD_GRID_SX}>
        {articles.map((article) => (
          <li key={article.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              {article.imageUrl && (
                <Box
                  component="img"
                  src={article.imageUrl}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
                />
              )}
              <CardContent>
                <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                  <ExternalLink href={article.articleUrl} underline="hover">
                    {article.title}
                  </ExternalLink>
                </Typography>
                {article.subtitle && <Typography color="text.secondary">{article.subtitle}</Typography>}
                {article.description && <Typography sx={{ mt: 1 }}>{article.description}</Typography>}
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    </Section>
  );
}

function RentalLaws({ hub }: { hub: Hub }) {
  const { t } = useTranslation('knowledgeCenter');
  const locale = useLocale();
  return (
    <Section
      id="kc-laws"
      title={t('sections.rentalLaws', { province: provinceName(hub.province, locale) })}
      more={
        <Link component={RouterLink} to="/rental-laws">
          {t('sections.allRentalLaws')}
        </Link>
      }
    >
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {hub.rentalLaws.map((law) => (
          <li key={law.id}>
            <Link
              component={RouterLink}
              to={`/rental-laws?province=${law.province}#law-${law.id}`}
              sx={{ fontWeight: 600 }}
            >
              {law.title}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t(`sections.audience.${law.audience as 'RENTER' | 'LANDLORD' | 'BOTH'}`)}
              {law.description ? ` · ${law.description}` : ''}
            </Typography>
          </li>
        ))}
      </Stack>
    </Section>
  );
}

function HelpCenter() {
  const { t } = useTranslation('knowledgeCenter');
  return (
    <Section id="kc-help" title={t('sections.helpTitle')}>
      <Typography sx={{ mb: 1 }}>{t('sections.helpText')}</Typography>
      <Link component={RouterLink} to="/help-center">
        {t('sections.helpLink')}
      </Link>
    </Section>
  );
}

/** The hub's sections: one with nothing published is left out, never filled with examples. */
export function HubSections({ hub }: { hub: Hub }) {
  const { t } = useTranslation('knowledgeCenter');
  return (
    <Stack spacing={5}>
      {hub.posts.length > 0 && <Posts posts={hub.posts} />}
      {hub.trending.length > 0 && (
        <Articles id="kc-trending" title={t('sections.trending')} articles={hub.trending} />
      )}
      {hub.estateScoop.length > 0 && (
        <Articles id="kc-estate-scoop" title={t('sections.estateScoop')} articles={hub.estateScoop} />
      )}
      {hub.rentalLaws.length > 0 && <RentalLaws hub={hub} />}
      <HelpCenter />
    </Stack>
  );
}
