import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlParams } from '../../../lib/use-url-params';
import { ListState } from '../../../components/list-state/ListState';
import { PrivateDownloadButton } from '../../../components/PrivateDownloadButton';
import { SuccessToast } from '../../../components/SuccessToast';
import type { StaffLeaseRequestFieldsFragment } from '../../../gql/graphql';
import { useSession } from '../../../lib/session/session-context';
import { StaffLeaseRequestsDocument } from '../api/staff-lease-request-operations';
import {
  isFiltered,
  leaseRequestExportQuery,
  leaseRequestVariables,
  NO_FILTERS,
  rangeReversed,
  readLeaseRequestParams,
  writeLeaseRequestParams,
} from '../format/staff-params';
import { HandleLeaseRequestDialog } from './HandleLeaseRequestDialog';
import { LeaseRequestCard } from './LeaseRequestCard';
import { LeaseRequestFilters } from './LeaseRequestFilters';

/** The API's CSV of the tab's rows (apps/api lease-request-export.ts), under the same filters. */
const EXPORT_PATH = '/exports/lease-requests.csv';
const EXPORT_FILENAME = 'lease-requests.csv';

/**
 * The lease requests tab of /lease-details-table: filters, export, the requests newest first ten a
 * page, and for staff with leases edit the dialog that moves one along.
 */
export function LeaseRequestsTab() {
  const { t } = useTranslation('leaseRequests');
  const { user } = useSession();
  const canEdit = hasModulePermission(user, 'leases', 'edit');
  const { params, update } = useUrlParams(readLeaseRequestParams, writeLeaseRequestParams);
  const reversed = rangeReversed(params);
  const list = useQuery(StaffLeaseRequestsDocument, {
    variables: leaseRequestVariables(params),
    fetchPolicy: 'cache-and-network',
    skip: reversed,
  });
  const shown = list.data ?? list.previousData;
  const rows = shown?.leaseRequests ?? [];
  const [handling, setHandling] = useState<StaffLeaseRequestFieldsFragment | null>(null);
  const [saved, setSaved] = useState(false);
  const query = leaseRequestExportQuery(params);

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <LeaseRequestFilters params={params} reversed={reversed} onChange={update} />
        </Stack>
        <PrivateDownloadButton
          url={query ? `${EXPORT_PATH}?${query}` : EXPORT_PATH}
          filename={EXPORT_FILENAME}
          labels={{
            button: t('staff.exportButton'),
            accessibleName: t('staff.exportLabel'),
            running: t('staff.exportRunning'),
            done: t('staff.exportDone'),
          }}
          buttonProps={{ size: 'large', fullWidth: true }}
          sx={{ minWidth: 160, alignSelf: { xs: 'stretch', md: 'flex-start' } }}
        />
      </Stack>
      <ListState
        query={list}
        errorMessage={t('staff.loadError')}
        skeleton={{ rows: 4, height: 140 }}
        empty={
          isFiltered(params)
            ? {
                title: t('staff.noMatchTitle'),
                text: t('staff.noMatchText'),
                action: (
                  <Button variant="outlined" onClick={() => update(NO_FILTERS)}>
                    {t('staff.clear')}
                  </Button>
                ),
              }
            : { title: t('staff.emptyTitle'), text: t('staff.emptyText') }
        }
        paging={{
          page: params.page,
          pageLength: rows.length,
          total: shown?.leaseRequestsConnection.aggregate.count ?? 0,
          onPage: (page) => update({ page }),
          label: t('staff.list'),
        }}
      >
        <Stack spacing={2}>
          {rows.map((request) => (
            <LeaseRequestCard
              key={request.id}
              request={request}
              canEdit={canEdit}
              onHandle={() => setHandling(request)}
            />
          ))}
        </Stack>
      </ListState>
      {handling && (
        <HandleLeaseRequestDialog
          request={handling}
          onClose={() => setHandling(null)}
          onSaved={() => {
            setHandling(null);
            setSaved(true);
            void list.refetch();
          }}
        />
      )}
      <SuccessToast message={saved ? t('staff.saved') : null} onClose={() => setSaved(false)} />
    </Stack>
  );
}
