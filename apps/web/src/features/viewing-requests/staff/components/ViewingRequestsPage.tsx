import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { ListState } from '../../../../components/list-state/ListState';
import { LoadError } from '../../../../components/LoadError';
import { PageHeader } from '../../../../components/PageHeader';
import { SuccessToast } from '../../../../components/SuccessToast';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError, type AppError } from '../../../../lib/errors/graphql-error';
import { useSession } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import {
  StaffViewingRequestsDocument,
  UpdateViewingRequestDocument,
  ViewingRequestAssigneesDocument,
} from '../api/staff-viewing-request-operations';
import { isFiltered, requestVariables } from '../hooks/request-params';
import { useRequestParams } from '../hooks/use-request-params';
import { HandleDialog } from './HandleDialog';
import { RequestCard } from './RequestCard';
import { RequestFilters } from './RequestFilters';

/** /viewing-requests: the requests of /request-for-viewing, newest first (staff with inbox view). */
export function ViewingRequestsPage() {
  const { t } = useTranslation('viewingRequests');
  const { user } = useSession();
  const locale = useLocale();
  const { params, update } = useRequestParams();
  useDocumentTitle(t('staff.title'));
  const list = useQuery(StaffViewingRequestsDocument, {
    variables: requestVariables(params),
    fetchPolicy: 'cache-and-network',
  });
  const assignees = useQuery(ViewingRequestAssigneesDocument);
  const staff = assignees.data?.viewingRequestAssignees ?? [];
  const [change] = useMutation(UpdateViewingRequestDocument);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [handling, setHandling] = useState<string | null>(null);
  const [actionError, setActionError] = useState<AppError | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const canEdit = hasModulePermission(user, 'inbox', 'edit');
  const shown = (list.data ?? list.previousData)?.viewingRequests;
  const rows = shown?.items ?? [];
  const open = rows.find((r) => r.id === handling);

  const assignToMe = async (id: string) => {
    if (!user) return;
    setActionError(null);
    setBusyId(id);
    try {
      await change({ variables: { id, data: { assignedTo: user.id } } });
      setToast(t('staff.saved'));
      void list.refetch();
    } catch (error) {
      setActionError(toAppError(error));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Stack spacing={3}>
      <PageHeader title={t('staff.title')} subtitle={t('staff.subtitle')} />
      <RequestFilters params={params} staff={staff} onChange={update} />
      {assignees.error && <LoadError error={assignees.error} message={t('staff.assigneesError')} />}
      <FormAlert message={actionError ? errorText(actionError, locale) : null} />
      <ListState
        query={list}
        errorMessage={t('staff.loadError')}
        skeleton={{ rows: 3, height: 160 }}
        empty={
          isFiltered(params)
            ? {
                title: t('staff.noMatchTitle'),
                text: t('staff.noMatchText'),
                action: (
                  <Button
                    variant="outlined"
                    onClick={() => update({ status: '', assigned: '', city: '', search: '', request: '' })}
                  >
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
          label: t('staff.table'),
        }}
      >
        <Stack spacing={2} aria-label={t('staff.table')} role="list">
          {rows.map((request) => (
            <div role="listitem" key={request.id}>
              <RequestCard
                request={request}
                viewerId={user?.id ?? ''}
                canEdit={canEdit}
                busy={busyId === request.id}
                onAssignToMe={() => void assignToMe(request.id)}
                onHandle={() => setHandling(request.id)}
              />
            </div>
          ))}
        </Stack>
      </ListState>
      {open && (
        <HandleDialog
          request={open}
          staff={staff}
          onClose={() => setHandling(null)}
          onSaved={() => {
            setHandling(null);
            setToast(t('staff.saved'));
            void list.refetch();
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
