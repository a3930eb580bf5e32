import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../../components/list-state/ListState';
import { PageHeader } from '../../../../components/PageHeader';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useSession } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { LeaseListDocument } from '../../api/lease-operations';
import { isLeaseListFiltered, leaseWhere, NO_LEASE_FILTERS, rangeIssue } from '../../format/list-params';
import { useLeaseListParams } from '../../hooks/use-lease-list-params';
import { ExportLeasesButton } from './ExportLeasesButton';
import { LeaseDetailsTabs } from './LeaseDetailsTabs';
import { StaffNoAccess } from '../../../../components/StaffNoAccess';
import { StaffLeaseFilters } from './StaffLeaseFilters';
import { StaffLeaseTable } from './StaffLeaseTable';

/**
 * /lease-details-table/leases (issue 19): every lease, newest first, ten a page, for staff with
 * the leases view, filtered by status, province, creation days and text; Export writes every
 * lease of the filters to CSV.
 */
export function StaffLeasesPage() {
  const { t } = useTranslation('leases');
  const { user } = useSession();
  useDocumentTitle(t('staff.title'));
  if (!hasModulePermission(user, 'leases', 'view')) return <StaffNoAccess title={t('staff.title')} />;
  return <AllLeases />;
}

function AllLeases() {
  const { t } = useTranslation('leases');
  const { params, update } = useLeaseListParams();
  const where = useMemo(() => leaseWhere(params, false), [params]);
  const list = useQuery(LeaseListDocument, {
    variables: { where, first: PAGE_SIZE, skip: (params.page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    // A range ending before it starts: the field says so instead of asking.
    skip: rangeIssue(params),
  });
  const shown = (list.data ?? list.previousData)?.leases;
  const rows = shown?.items ?? [];
  if (list.error && toAppError(list.error).code === 'NO_ACCESS')
    return <StaffNoAccess title={t('staff.title')} />;
  return (
    <Stack spacing={3}>
      <LeaseDetailsTabs />
      <PageHeader
        title={t('staff.title')}
        subtitle={t('staff.subtitle')}
        action={<ExportLeasesButton where={where} />}
      />
      <StaffLeaseFilters params={params} onChange={update} />
      <ListState
        query={list}
        errorMessage={t('list.loadError')}
        skeleton={{ rows: 5, height: 48 }}
        empty={
          isLeaseListFiltered(params)
            ? {
                title: t('list.noMatchTitle'),
                text: t('staff.noMatchText'),
                action: (
                  <Button variant="outlined" onClick={() => update(NO_LEASE_FILTERS)}>
                    {t('list.clear')}
                  </Button>
                ),
              }
            : { title: t('list.emptyTitle'), text: t('staff.emptyText') }
        }
        paging={{
          page: params.page,
          pageLength: rows.length,
          total: shown?.count ?? 0,
          onPage: (page) => update({ page }),
          label: t('staff.table'),
        }}
      >
        <StaffLeaseTable rows={rows} busy={list.loading} />
      </ListState>
    </Stack>
  );
}
