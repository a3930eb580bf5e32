import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { HelpCenterFiguresDocument } from '../api/analytics-operations';
import { presetRange, torontoToday } from '../format/analytics-range';
import { FigureCards } from './FigureCards';

/**
 * The staff dashboard's help-center strip (spec/01 §2, helpCenterAnalytic): the six figures of
 * the last 30 days and the way to the analytics page. The dashboard shows it to staff with
 * helpCenter view (app/router/compositions.tsx passes it in).
 */
export function HelpCenterStrip() {
  const { t } = useTranslation('helpCenterAnalytics');
  const id = useId();
  const range = useMemo(() => presetRange('30', torontoToday()), []);
  const { data, error, refetch } = useQuery(HelpCenterFiguresDocument, {
    variables: { from: range.from, to: range.to },
    fetchPolicy: 'cache-and-network',
  });
  const figures = data?.helpCenterAnalytic;
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography variant="h5" component="h2" id={id}>
        {t('strip.heading')}
      </Typography>
      {error && !figures ? (
        <LoadError error={error} message={t('strip.error')} onRetry={() => void refetch()} />
      ) : figures ? (
        <FigureCards figures={figures} />
      ) : (
        <Skeleton variant="rounded" height={150} role="status" aria-label={t('loading')} />
      )}
      <Box>
        <Button component={RouterLink} to="/admin-help-center/analytics" variant="outlined">
          {t('strip.more')}
        </Button>
      </Box>
    </Stack>
  );
}
