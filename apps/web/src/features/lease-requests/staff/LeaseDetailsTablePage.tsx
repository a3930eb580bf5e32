import Stack from '@mui/material/Stack';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { PageLinks } from '../../../components/PageLinks';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LeaseRequestsTab } from './LeaseRequestsTab';

const REQUESTS_PATH = '/lease-details-table';
/** Every lease, the other page of 'Lease Details' (features/leases). */
const LEASES_PATH = '/lease-details-table/leases';

/**
 * /lease-details-table (issue 19, 'Lease Details'): staff with leases view see the landlords' lease
 * requests, and beside them the page of every lease. The API refuses the data to others anyway.
 */
export function LeaseDetailsTablePage() {
  const { t } = useTranslation('leaseRequests');
  const { user } = useSession();
  useDocumentTitle(t('staff.title'));
  if (!hasModulePermission(user, 'leases', 'view')) return <StaffNoAccess title={t('staff.title')} />;
  const links = [
    { to: REQUESTS_PATH, label: t('staff.tabs.requests') },
    { to: LEASES_PATH, label: t('staff.tabs.leases') },
  ];
  return (
    <Stack spacing={3}>
      <PageHeader title={t('staff.title')} subtitle={t('staff.subtitle')} />
      <PageLinks label={t('staff.tabsLabel')} links={links} current={REQUESTS_PATH} />
      <LeaseRequestsTab />
    </Stack>
  );
}
