import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useLocale } from '../../../i18n/use-locale';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { usePageHead } from '../../../lib/head/use-page-head';
import { KnowledgeCenterDocument } from '../api/knowledge-center-operations';
import { DEFAULT_PROVINCE, rememberedProvince } from '../hooks/remembered-province';
import { QUERY_PARAM } from '../hooks/use-content-search';
import { knowledgeCenterHead } from '../knowledge-center-head';
import { ContentSearch } from './ContentSearch';
import { HubSections } from './HubSections';

/**
 * /knowledge-center: the search over everything published first, then the newest posts, the two
 * sections of curated articles, the rental laws of the visitor's province and the help center.
 * Rendered on the server for Ontario; a province the visitor chose before is read once hydrated.
 */
export function KnowledgeCenterPage() {
  const { t } = useTranslation('knowledgeCenter');
  const locale = useLocale();
  const [params] = useSearchParams();
  const [province, setProvince] = useState<string>(DEFAULT_PROVINCE);
  useEffect(() => setProvince(rememberedProvince()), []);
  const hub = usePublicQuery(KnowledgeCenterDocument, { variables: { locale, province } });
  const data = hub.data ?? hub.previousData;
  usePageHead(knowledgeCenterHead(t, (params.get(QUERY_PARAM) ?? '').trim(), data?.knowledgeCenter));

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
        <ContentSearch />
        {hub.error && !data && <LoadError error={hub.error} message={t('loadError')} onRetry={hub.refetch} />}
        {data && <HubSections hub={data.knowledgeCenter} />}
      </Stack>
    </Box>
  );
}
