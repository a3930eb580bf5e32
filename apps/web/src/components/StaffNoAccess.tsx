import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_MESSAGES } from '@rentals/domain/errors/codes';
import { translate } from '@rentals/domain/i18n/translate';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../i18n/use-locale';

/**
 * What a back-office page shows to staff whose permissions do not open it ('You don't have an
 * Access'), with the way back to the dashboard. The API refuses the data anyway; this explains
 * the page.
 */
export function StaffNoAccess({ title }: { title: string }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Alert severity="warning">{translate(ERROR_MESSAGES.NO_ACCESS, locale)}</Alert>
      <Box>
        <Button component={RouterLink} to="/dashboards" variant="outlined">
          {t('staffNoAccess.dashboard')}
        </Button>
      </Box>
    </Stack>
  );
}
