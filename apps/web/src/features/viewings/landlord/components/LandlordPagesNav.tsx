import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The two landlord pages side by side: the listings (/building) and their viewings (this feature). */
export function LandlordPagesNav({ current }: { current: 'listings' | 'viewings' }) {
  const { t } = useTranslation('viewingAgenda');
  const link = (page: 'listings' | 'viewings', to: string) => (
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
    <Stack component="nav" aria-label={t('tabs.label')} direction="row" spacing={1}>
      {link('listings', '/building')}
      {link('viewings', '/building/viewings')}
    </Stack>
  );
}
