import { useTranslation } from 'react-i18next';
import { PageLinks } from '../../../../components/PageLinks';

export const LEASE_REQUESTS_PATH = '/lease-details-table';
export const STAFF_LEASES_PATH = '/lease-details-table/leases';

/** The two pages of /lease-details-table: the lease requests (features/lease-requests) and every lease. */
export function LeaseDetailsTabs() {
  const { t } = useTranslation('leases');
  const links = [
    { to: LEASE_REQUESTS_PATH, label: t('staff.requestsTab') },
    { to: STAFF_LEASES_PATH, label: t('staff.leasesTab') },
  ];
  return <PageLinks label={t('staff.tabs')} links={links} current={STAFF_LEASES_PATH} />;
}
