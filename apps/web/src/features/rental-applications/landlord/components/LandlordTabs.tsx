import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const TABS = [
  ['listings', '/building'],
  ['viewings', '/building/viewings'],
  ['applications', '/building/applications'],
] as const;

/**
 * The landlord's pages side by side, as /building and /building/viewings show them (features do
 * not import each other, so each draws the same row of links).
 */
export function LandlordTabs() {
  const { t } = useTranslation('applicationReview');
  return (
    <Stack
      component="nav"
      aria-label={t('tabs.label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      {TABS.map(([page, to]) => (
        <Button
          key={page}
          component={RouterLink}
          to={to}
          variant={page === 'applications' ? 'contained' : 'outlined'}
          aria-current={page === 'applications' ? 'page' : undefined}
        >
          {t(`tabs.${page}`)}
        </Button>
      ))}
    </Stack>
  );
}
