import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * The landlord's pages side by side: the listings (/building), their viewings (this feature) and
 * the applications to them (rental-applications/landlord).
 */
export function LandlordPagesNav({ current }: { current: 'listings' | 'viewings' | 'applications' }) {
  const { t } = useTranslation('viewingAgenda');
  const link = (page: 'listings' | 'viewings' | 'applications', to: string) => (
    <Button
      component={RouterLink}
      to={to}
      variant={current === page ? 'contained' : 'outlined'}
      aria-current={current === page ? 'page' : undefined}
    >
      {t(`tabs.${page}`)}
    </Button>
  );
  return (
    <Stack
      component="nav"
      aria-label={t('tabs.label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      {link('listings', '/building')}
      {link('viewings', '/building/viewings')}
      {link('applications', '/building/applications')}
    </Stack>
  );
}
