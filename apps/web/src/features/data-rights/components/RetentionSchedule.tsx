import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { RetentionScheduleDocument } from '../api/data-rights-operations';

/**
 * The retention schedule under the privacy policy: each line from the numbers the API's deletion
 * and retention jobs use, so the page cannot promise other periods than the product applies.
 */
export function RetentionSchedule() {
  const { t } = useTranslation('dataRights');
  const query = usePublicQuery(RetentionScheduleDocument, {});
  if (query.error && !query.data)
    return <LoadError error={query.error} message={t('retention.loadError')} onRetry={query.refetch} />;
  if (!query.data) return null;
  return (
    <Box component="section" aria-labelledby="retention-schedule" sx={{ mt: 4 }}>
      <Typography id="retention-schedule" variant="h5" component="h2" gutterBottom>
        {t('retention.title')}
      </Typography>
      <Typography color="text.secondary">{t('retention.intro')}</Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        {query.data.retentionSchedule.map((entry) => (
          <li key={entry.item}>
            <Typography>{t(`retention.item.${entry.item}`, { retentionDays: entry.days })}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
