import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useLocale } from '../../../i18n/use-locale';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { usePageHead } from '../../../lib/head/use-page-head';
import { HelpCenterHomeDocument } from '../api/public-help-operations';
import { helpCenterHead } from '../format/help-head';
import { HELP_QUERY_PARAM } from '../format/help-paths';
import { useRememberedAudience } from '../hooks/use-remembered-audience';
import { useVisitorProvince } from '../hooks/use-visitor-province';
import { ArticleLinks } from './ArticleLinks';
import { AudienceChoice } from './AudienceChoice';
import { CollectionCards } from './CollectionCards';
import { HelpSearch } from './HelpSearch';
import { StillNeedHelp } from './StillNeedHelp';
import { publishedOnly } from '../format/published';

/**
 * /help-center (spec/01 §2, issue 24): the search first, then the renter / landlord choice
 * (remembered), the collections for that reader, the most read articles and the way to the team.
 * Rendered on the server for everyone; the remembered choice and province apply once hydrated.
 */
export function HelpCenterPage() {
  const { t } = useTranslation('helpCenter');
  const locale = useLocale();
  const [params] = useSearchParams();
  const [audience, setAudience] = useRememberedAudience();
  const province = useVisitorProvince();
  const home = usePublicQuery(HelpCenterHomeDocument, { variables: { audience, locale } });
  const data = home.data ?? home.previousData;
  const popular = publishedOnly(data?.popularHelpCenters ?? []);
  const collectionsId = useId();
  const popularId = useId();
  usePageHead(helpCenterHead(t, (params.get(HELP_QUERY_PARAM) ?? '').trim()));

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <Stack spacing={5}>
        <Box>
          <Typography component="h1" variant="h3" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
            {t('title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('intro')}
          </Typography>
        </Box>
        <HelpSearch audience={audience} province={province} />
        <AudienceChoice value={audience} onChange={setAudience} />
        {home.error && !data && (
          <LoadError error={home.error} message={t('collections.loadError')} onRetry={home.refetch} />
        )}
        <Box component="section" aria-labelledby={collectionsId}>
          <Typography id={collectionsId} variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('collections.title')}
          </Typography>
          {data ? (
            <CollectionCards collections={data.helpCollections} />
          ) : (
            !home.error && <Skeleton variant="rounded" height={160} aria-hidden />
          )}
        </Box>
        {popular.length > 0 && (
          <Box component="section" aria-labelledby={popularId}>
            <Typography id={popularId} variant="h5" component="h2" sx={{ mb: 1 }}>
              {t('popular.title')}
            </Typography>
            <ArticleLinks articles={popular} label={t('popular.title')} />
          </Box>
        )}
        <StillNeedHelp />
      </Stack>
    </Box>
  );
}
