import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../../components/list-state/ListState';
import { LoadError } from '../../../../components/LoadError';
import { PageHeader } from '../../../../components/PageHeader';
import { SuccessToast } from '../../../../components/SuccessToast';
import { useSession } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { StaffViewingAssigneesDocument, StaffViewingsDocument } from '../api/staff-viewing-operations';
import { isStaffViewingFiltered, staffViewingVariables } from '../hooks/staff-viewing-params';
import { useStaffViewingParams } from '../hooks/use-staff-viewing-params';
import { AssignControl } from './AssignControl';
import { StaffViewingFilters } from './StaffViewingFilters';
import { ViewingRow } from './ViewingRow';

/**
 * /viewings: the viewings of Viewings Management listings (staff with inbox view), upcoming first,
 * each with its renter's conversation in the staff inbox, the changes staff make for the landlord,
 * and who on the team handles it.
 */
export function StaffViewingsPage() {
  const { t } = useTranslation('viewingAgenda');
  const { user } = useSession();
  const { params, update } = useStaffViewingParams();
  useDocumentTitle(t('staff.title'));
  const viewerId = user?.id ?? '';
  const list = useQuery(StaffViewingsDocument, {
    variables: staffViewingVariables(params, viewerId),
    fetchPolicy: 'cache-and-network',
  });
  const assignees = useQuery(StaffViewingAssigneesDocument);
  const staff = assignees.data?.viewingRequestAssignees ?? [];
  const [toast, setToast] = useState<string | null>(null);
  const canEdit = hasModulePermission(user, 'inbox', 'edit');
  const shown = (list.data ?? list.previousData)?.staffViewings;
  const rows = shown?.items ?? [];

  return (
    <Stack spacing={3}>
      <PageHeader title={t('staff.title')} subtitle={t('staff.subtitle')} />
      <StaffViewingFilters params={params} staff={staff} onChange={update} />
      {assignees.error && <LoadError error={assignees.error} message={t('staff.assigneesError')} />}
      <ListState
        query={list}
        errorMessage={t('staff.loadError')}
        skeleton={{ rows: 3, height: 180 }}
        empty={
          isStaffViewingFiltered(params)
            ? {
                title: t('staff.noMatchTitle'),
                text: t('staff.noMatchText'),
                action: (
                  <Button variant="outlined" onClick={() => update({ status: '', assigned: '', search: '' })}>
                    {t('staff.clear')}
                  </Button>
                ),
              }
            : { title: t('staff.emptyTitle'), text: t('staff.emptyText') }
        }
        paging={{
          page: params.page,
          pageLength: rows.length,
          total: shown?.count ?? 0,
          onPage: (page) => update({ page }),
          label: t('staff.list'),
        }}
      >
        <Stack component="ul" spacing={2} aria-label={t('staff.list')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((viewing) => (
            <li key={viewing.id}>
              <ViewingRow
                headingLevel="h2"
                viewing={viewing}
                conversationHref={`/adminInbox?room=${encodeURIComponent(viewing.room)}`}
              >
                <AssignControl
                  viewing={viewing}
                  staff={staff}
                  viewerId={viewerId}
                  canEdit={canEdit}
                  onAssigned={() => {
                    setToast(t('staff.saved'));
                    // The 'assigned to' filter may no longer match it.
                    void list.refetch();
                  }}
                />
              </ViewingRow>
            </li>
          ))}
        </Stack>
      </ListState>
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
