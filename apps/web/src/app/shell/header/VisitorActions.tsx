import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export function VisitorActions() {
  const { t } = useTranslation('nav');
  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
      <Button component={RouterLink} to="/login" color="inherit">
        {t('login')}
      </Button>
      <Button component={RouterLink} to="/signup-modal" variant="contained">
        {t('signup')}
      </Button>
    </Stack>
  );
}
