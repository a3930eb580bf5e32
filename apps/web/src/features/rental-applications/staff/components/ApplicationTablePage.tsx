import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../../components/list-state/ListState';
import { PageHeader } from '../../../../components/PageHeader';
import { SuccessToast } from '../../../../components/SuccessToast';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useSession } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { StaffRentalApplicationsDocument } from '../api/staff-application-operations';
import {
  applicationExportQuery,
  applicationTableVariables,
  isApplicationTableFiltered,
  NO_FILTERS,
} from '../hooks/application-table-params';
import { useApplicationTableParams } from '../hooks/use-application-table-params';
import type { DeletedState } from './ApplicationDetailsPage';
import { ApplicationFilters } from './ApplicationFilters';
import { ApplicationTable } from './ApplicationTable';
import { ExportApplicationsButton } from './ExportApplicationsButton';
import { StaffNoAccess } from '../../../../components/StaffNoAccess';

/**
 * /rental-application-table-view (issue 18): the submitted applications, newest first, ten a page,
 * for staff with applications view; each row opens the application in full, and Export downloads
 * the filtered rows as a spreadsheet.
 */
export function ApplicationTablePage() {
  const { t } = useTranslation('applicationStaff');
  const { user } = useSession();
  useDocumentTitle(t('table.title'));
  if (!hasModulePermission(user, 'applications', 'view')) return <StaffNoAccess title={t('table.title')} />;
  return <Applications />;
}

function Applications() {
  const { t } = useTranslation('applicationStaff');
  const { params, update, issue } = useApplicationTableParams();
  const navigate = useNavigate();
  const location = useLocation();
  const deleted = (location.state as Partial<DeletedState> | null)?.deleted === true;
  const list = useQuery(StaffRentalApplicationsDocument, {
    variables: applicationTableVariables(params),
    fetchPolicy: 'cache-and-network',
    // A range ending before it starts is refused by the API: the field says so instead.
    skip: !!issue,
  });
  const shown = (list.data ?? list.previousData)?.staffRentalApplications;
  const rows = shown?.items ?? [];
  if (list.error && toAppError(list.error).code === 'NO_ACCESS')
    return <StaffNoAccess title={t('table.title')} />;
  const listingTitle = params.listing
    ? (rows.find((r) => r.listingId === params.listing)?.listingTitle ?? null)
    : null;

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('table.title')}
        subtitle={t('table.subtitle')}
        action={<ExportApplicationsButton query={applicationExportQuery(params)} />}
      />
      <ApplicationFilters params={params} issue={issue} listingTitle={listingTitle} onChange={update} />
      <ListState
        query={list}
        errorMessage={t('table.loadError')}
        skeleton={{ rows: 5, height: 56 }}
        empty={
          isApplicationTableFiltered(params)
            ? {
                title: t('table.noMatchTitle'),
                text: t('table.noMatchText'),
                action: (
                  <Button variant="outlined" onClick={() => update(NO_FILTERS)}>
                    {t('table.clear')}
                  </Button>
                ),
              }
            : { title: t('table.emptyTitle'), text: t('table.emptyText') }
        }
        paging={{
          page: params.page,
          pageLength: rows.length,
          total: shown?.count ?? 0,
          onPage: (page) => update({ page }),
          label: t('table.list'),
        }}
      >
        <ApplicationTable rows={rows} busy={list.loading} onListing={(listing) => update({ listing })} />
      </ListState>
      <SuccessToast
        message={deleted ? t('delete.done') : null}
        onClose={() => void navigate({ search: location.search }, { replace: true, state: null })}
      />
    </Stack>
  );
}
