import { useMutation, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { FormAlert } from '../../../components/FormAlert';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { SuccessToast } from '../../../components/SuccessToast';
import type { StaffRentalLawFieldsFragment } from '../../../gql/graphql';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlParams } from '../../../lib/use-url-params';
import {
  DeleteRentalLawDocument,
  SetRentalLawPublishedDocument,
  StaffRentalLawsDocument,
} from '../api/staff-rental-law-operations';
import {
  isFiltered,
  NO_FILTERS,
  readStaffParams,
  staffListVariables,
  writeStaffParams,
} from '../format/staff-params';
import { RentalLawFilters } from './RentalLawFilters';
import { RentalLawsTable } from './RentalLawsTable';

/**
 * /admin-rental-laws (issue 23): the entries for staff with articles view (the spec has no module
 * of their own), filtered by province, audience, language, publication and review; articles edit
 * publishes and withdraws, articles delete deletes, articles add writes new ones.
 */
export function RentalLawsAdminPage() {
  const { t } = useTranslation('rentalLawsAdmin');
  const { user } = useSession();
  useDocumentTitle(t('title'));
  if (!hasModulePermission(user, 'articles', 'view')) return <StaffNoAccess title={t('title')} />;
  return <RentalLawsAdmin />;
}

function RentalLawsAdmin() {
  const { t } = useTranslation('rentalLawsAdmin');
  const { user } = useSession();
  const canAdd = hasModulePermission(user, 'articles', 'add');
  const canEdit = hasModulePermission(user, 'articles', 'edit');
  const canDelete = hasModulePermission(user, 'articles', 'delete');
  const { params, update } = useUrlParams(readStaffParams, writeStaffParams);
  const list = useQuery(StaffRentalLawsDocument, {
    variables: staffListVariables(params),
    fetchPolicy: 'cache-and-network',
  });
  const shown = list.data ?? list.previousData;
  const rows = shown?.rentalLaws ?? [];
  const due = shown?.rentalLawsNeedingReview ?? 0;
  const [deleting, setDeleting] = useState<StaffRentalLawFieldsFragment | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const actionError = useFormError();
  const [setPublished] = useMutation(SetRentalLawPublishedDocument);
  const [deleteEntry] = useMutation(DeleteRentalLawDocument);

  const publish = async (entry: StaffRentalLawFieldsFragment, published: boolean) => {
    actionError.setError(null);
    try {
      await setPublished({ variables: { id: entry.id, published } });
      setToast(published ? t('publishedToast') : t('unpublishedToast'));
    } catch (error) {
      actionError.setError(toAppError(error));
    }
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          canAdd && (
            <Button
              component={RouterLink}
              to="/admin-rental-laws/new"
              variant="contained"
              startIcon={<Add />}
            >
              {t('create')}
            </Button>
          )
        }
      />
      {due > 0 && params.review !== 'due' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => update({ ...NO_FILTERS, review: 'due' })}>
              {t('showDue')}
            </Button>
          }
        >
          {t('dueAlert', { count: due })}
        </Alert>
      )}
      <RentalLawFilters params={params} onChange={update} />
      <FormAlert message={actionError.message} />
      <ListState
        query={list}
        errorMessage={t('loadError')}
        skeleton={{ rows: 5, height: 56 }}
        empty={
          isFiltered(params)
            ? {
                title: t('noMatchTitle'),
                text: t('noMatchText'),
                action: (
                  <Button variant="outlined" onClick={() => update(NO_FILTERS)}>
                    {t('clear')}
                  </Button>
                ),
              }
            : { title: t('emptyTitle'), text: t('emptyText') }
        }
        paging={{
          page: params.page,
          pageLength: rows.length,
          total: shown?.rentalLawCount ?? 0,
          onPage: (page) => update({ page }),
          label: t('list'),
        }}
      >
        <RentalLawsTable
          rows={rows}
          canEdit={canEdit}
          canDelete={canDelete}
          onPublish={(entry, published) => void publish(entry, published)}
          onDelete={setDeleting}
        />
      </ListState>
      {deleting && (
        <ConfirmActionDialog
          title={t('deleteTitle')}
          text={t('deleteText', { title: deleting.title })}
          confirm={t('deleteConfirm')}
          destructive
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteEntry({ variables: { id: deleting.id } });
            setDeleting(null);
            setToast(t('deleted'));
            await list.refetch();
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
