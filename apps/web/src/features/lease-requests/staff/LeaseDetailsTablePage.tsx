import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { hasModulePermission } from '@rentals/domain/users/rules';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LeaseNoAccess } from './LeaseNoAccess';
import type { leaseRequests } from '../i18n/en/lease-requests';
import { LeaseRequestsTab } from './LeaseRequestsTab';

type TabKey = keyof typeof leaseRequests.staff.tabs;

/**
 * The sections of /lease-details-table, in order: a new section (every lease) is one more entry.
 * `value` is its ?tab= in the URL; the first is shown without one.
 */
const TABS: readonly { value: string; label: `staff.tabs.${TabKey}`; Panel: ComponentType }[] = [
  { value: 'requests', label: 'staff.tabs.requests', Panel: LeaseRequestsTab },
];

/**
 * /lease-details-table (issue 19, 'Lease Details'): staff with leases view see the landlords' lease
 * requests (and, in a later tab, every lease). The API refuses the data to others anyway.
 */
export function LeaseDetailsTablePage() {
  const { t } = useTranslation('leaseRequests');
  const { user } = useSession();
  useDocumentTitle(t('staff.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  if (!hasModulePermission(user, 'leases', 'view')) return <LeaseNoAccess title={t('staff.title')} />;
  const current = TABS.find((tab) => tab.value === searchParams.get('tab')) ?? TABS[0]!;
  const { Panel } = current;
  return (
    <Stack spacing={3}>
      <PageHeader title={t('staff.title')} subtitle={t('staff.subtitle')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={current.value}
          onChange={(_, value: string) => setSearchParams(value === TABS[0]!.value ? {} : { tab: value })}
          aria-label={t('staff.tabsLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
          // The theme's green on white is too light for 14 px text (WCAG AA).
          sx={{ '& .MuiTab-root.Mui-selected': { color: 'primary.dark' } }}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={t(tab.label)}
              id={`lease-tab-${tab.value}`}
              aria-controls={`lease-panel-${tab.value}`}
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={`lease-panel-${current.value}`} aria-labelledby={`lease-tab-${current.value}`}>
        <Panel />
      </div>
    </Stack>
  );
}
