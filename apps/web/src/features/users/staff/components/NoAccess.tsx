import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * What a staff page shows to someone whose permissions do not open it ('You don't have an
 * Access'). The API refuses the data anyway; this only explains the empty page.
 */
export function NoAccess({ title, adminsOnly = false }: { title: string; adminsOnly?: boolean }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Alert severity="warning">{adminsOnly ? t('noAccess.adminsOnly') : t('noAccess.text')}</Alert>
      <Box>
        <Button component={RouterLink} to="/dashboards" variant="outlined">
          {t('noAccess.dashboard')}
        </Button>
      </Box>
    </Stack>
  );
}
