import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export const LEASE_REQUESTS_PATH = '/lease-details-table';
export const STAFF_LEASES_PATH = '/lease-details-table/leases';

const TABS = [
  ['requestsTab', LEASE_REQUESTS_PATH],
  ['leasesTab', STAFF_LEASES_PATH],
] as const;

/**
 * The two pages of /lease-details-table as a row of links, the way the landlord's pages show
 * theirs: the lease requests (features/lease-requests) and every lease (this page).
 */
export function LeaseDetailsTabs() {
  const { t } = useTranslation('leases');
  return (
    <Stack
      component="nav"
      aria-label={t('staff.tabs')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      {TABS.map(([tab, to]) => (
        <Button
          key={tab}
          component={RouterLink}
          to={to}
          variant={tab === 'leasesTab' ? 'contained' : 'outlined'}
          aria-current={tab === 'leasesTab' ? 'page' : undefined}
        >
          {t(`staff.${tab}`)}
        </Button>
      ))}
    </Stack>
  );
}
