import { useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { translate } from '@rentals/domain/i18n/translate';
import { LEASE_STATUS_LABELS, LEASE_STATUSES, type LeaseStatus } from '@rentals/domain/leases/statuses';
import { isStaff } from '@rentals/domain/users/rules';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FilterSelect } from '../../../components/FilterSelect';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { useLocale } from '../../../i18n/use-locale';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LeaseListDocument } from '../api/lease-operations';
import { leaseWhere } from '../format/list-params';
import { useLeaseListParams } from '../hooks/use-lease-list-params';
import { LeaseRow } from './LeaseRow';

/**
 * /leases (issue 19): the leases the viewer prepared or signs, newest first, paged by the API and
 * filtered by status in the URL. Staff see their own here (mine), all of them in the back office.
 */
export function LeasesPage() {
  const { t } = useTranslation('leases');
  const locale = useLocale();
  const { user } = useSession();
  useDocumentTitle(t('list.title'));
  const { params, update } = useLeaseListParams();
  const query = useQuery(LeaseListDocument, {
    variables: {
      where: leaseWhere({ ...params, province: '', from: '', to: '', text: '' }, isStaff(user)),
      first: PAGE_SIZE,
      skip: (params.page - 1) * PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (query.data ?? query.previousData)?.leases;
  const items = page?.items ?? [];
  const landlord = user?.userType === 'LANDLORD';

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('list.title')}
        subtitle={landlord ? t('list.subtitleLandlord') : t('list.subtitle')}
        action={
          landlord ? (
            <Button component={RouterLink} to="/building/applications" variant="outlined" startIcon={<Add />}>
              {t('list.prepare')}
            </Button>
          ) : undefined
        }
      />
      <Stack
        component="section"
        aria-label={t('list.filters')}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
      >
        <FilterSelect<LeaseStatus>
          label={t('list.status')}
          value={params.status}
          options={[
            { value: '', label: t('list.anyStatus') },
            ...LEASE_STATUSES.map((s) => ({ value: s, label: translate(LEASE_STATUS_LABELS[s], locale) })),
          ]}
          onChange={(status) => update({ status })}
          width={240}
        />
      </Stack>
      <ListState
        query={query}
        errorMessage={t('list.loadError')}
        skeleton={{ rows: 3, height: 150 }}
        empty={
          params.status
            ? {
                title: t('list.noMatchTitle'),
                text: t('list.noMatchText'),
                action: (
                  <Button variant="outlined" onClick={() => update({ status: '' })}>
                    {t('list.clear')}
                  </Button>
                ),
              }
            : {
                title: t('list.emptyTitle'),
                text: landlord ? t('list.emptyLandlord') : t('list.emptyRenter'),
              }
        }
        paging={{
          page: params.page,
          pageLength: items.length,
          total: page?.count ?? 0,
          onPage: (next) => update({ page: next }),
          label: t('list.label'),
        }}
      >
        <Stack component="ul" aria-label={t('list.label')} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((lease) => (
            <li key={lease.id}>
              <LeaseRow lease={lease} />
            </li>
          ))}
        </Stack>
      </ListState>
    </Stack>
  );
}
