import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '../../../components/FilterSelect';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { PageLinks } from '../../../components/PageLinks';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { SuccessToast } from '../../../components/SuccessToast';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlSearch } from '../../../lib/use-url-search';
import { PremiumRequestsDocument, StaffPlansDocument } from '../api/staff-plan-operations';
import { PREMIUM_REQUEST_STATUSES, type PremiumRequestStatus } from '../format/premium-requests';
import { PremiumRequestCard } from './PremiumRequestCard';
import { REQUESTS_PATH, usePlansLinks } from './PlansPage';

const STATUS = 'status';

/**
 * /plans/requests: the landlords' 'Ask the team' requests, newest first, ten a page, filtered by
 * status; staff with plans edit move each one along. Overdue ones (still new after two business
 * days) are marked.
 */
export function PremiumRequestsPage() {
  const { t } = useTranslation('plans');
  const { user } = useSession();
  const links = usePlansLinks();
  useDocumentTitle(t('requests.title'));
  if (!hasModulePermission(user, 'plans', 'view')) return <StaffNoAccess title={t('requests.title')} />;
  return (
    <Stack spacing={3}>
      <PageHeader title={t('requests.title')} subtitle={t('requests.subtitle')} />
      <PageLinks label={links.label} links={links.links} current={REQUESTS_PATH} />
      <RequestsList canEdit={hasModulePermission(user, 'plans', 'edit')} />
    </Stack>
  );
}

function RequestsList({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('plans');
  const [params, setParams] = useSearchParams();
  const { page, setPage, skip } = useUrlSearch();
  const raw = params.get(STATUS);
  const status = PREMIUM_REQUEST_STATUSES.includes(raw as PremiumRequestStatus)
    ? (raw as PremiumRequestStatus)
    : null;
  const list = useQuery(PremiumRequestsDocument, {
    variables: { status, first: PAGE_SIZE, skip },
    fetchPolicy: 'cache-and-network',
  });
  // The plans' names for the requests' plan ids.
  const plans = useQuery(StaffPlansDocument, { fetchPolicy: 'cache-first' });
  const shown = (list.data ?? list.previousData)?.premiumRequests;
  const rows = shown?.items ?? [];
  const [saved, setSaved] = useState(false);
  const [now] = useState(() => new Date());

  const filter = (value: PremiumRequestStatus | '') =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(STATUS, value);
      else next.delete(STATUS);
      next.delete('page');
      return next;
    });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }}>
        <FilterSelect<PremiumRequestStatus | ''>
          label={t('requests.filter')}
          value={status ?? ''}
          options={[
            { value: '', label: t('requests.all') },
            ...PREMIUM_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`requests.statuses.${s}`) })),
          ]}
          onChange={filter}
          width={220}
        />
      </Stack>
      <ListState
        query={list}
        errorMessage={t('requests.loadError')}
        skeleton={{ rows: 3, height: 120 }}
        empty={{ title: t('requests.emptyTitle'), text: t('requests.emptyText') }}
        paging={{
          page,
          pageLength: rows.length,
          total: shown?.count ?? 0,
          onPage: setPage,
          label: t('requests.list'),
        }}
      >
        <Stack
          component="ul"
          spacing={2}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('requests.list')}
        >
          {rows.map((request) => (
            <PremiumRequestCard
              key={request.id}
              request={request}
              plans={plans.data?.plans ?? []}
              now={now}
              canEdit={canEdit}
              onSaved={() => setSaved(true)}
            />
          ))}
        </Stack>
      </ListState>
      <SuccessToast message={saved ? t('requests.saved') : null} onClose={() => setSaved(false)} />
    </Stack>
  );
}
