import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { PageLinks } from '../../../components/PageLinks';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PlansTab } from './PlansTab';

export const PLANS_PATH = '/plans';
export const REQUESTS_PATH = '/plans/requests';

/** The two pages of 'Plans' in the staff's words. */
export function usePlansLinks() {
  const { t } = useTranslation('plans');
  return {
    label: t('staff.tabsLabel'),
    links: [
      { to: PLANS_PATH, label: t('staff.tabPlans') },
      { to: REQUESTS_PATH, label: t('staff.tabRequests') },
    ],
  };
}

/**
 * /plans (spec/01 §2, §6): staff with plans view see every plan, active or not; add, edit and
 * delete follow the plans module's flags. The plan requests are the sibling page /plans/requests.
 */
export function PlansPage() {
  const { t } = useTranslation('plans');
  const { user } = useSession();
  const [creating, setCreating] = useState(false);
  const links = usePlansLinks();
  useDocumentTitle(t('staff.plansTitle'));
  if (!hasModulePermission(user, 'plans', 'view')) return <StaffNoAccess title={t('staff.plansTitle')} />;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('staff.plansTitle')}
        subtitle={t('staff.plansSubtitle')}
        action={
          hasModulePermission(user, 'plans', 'add') && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('staff.addPlan')}
            </Button>
          )
        }
      />
      <PageLinks label={links.label} links={links.links} current={PLANS_PATH} />
      <PlansTab
        creating={creating}
        onCreatingDone={() => setCreating(false)}
        canEdit={hasModulePermission(user, 'plans', 'edit')}
        canDelete={hasModulePermission(user, 'plans', 'delete')}
        canReadFeatures={hasModulePermission(user, 'features', 'view')}
      />
    </Stack>
  );
}
