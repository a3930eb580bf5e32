import { useMutation, useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { formatCents } from '@rentals/domain/billing/payments';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { SuccessToast } from '../../../components/SuccessToast';
import { useSession } from '../../../lib/session/session-context';
import { usePageInRange } from '../../../lib/paging/use-page-in-range';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlSearch } from '../../../lib/use-url-search';
import {
  BoostedListingsDocument,
  EndBoostDocument,
  RefundBoostPaymentDocument,
} from '../api/staff-boost-operations';
import { BoostedListingCard, type BoostedListing } from './BoostedListingCard';
import { BoostSettingsCard } from './BoostSettingsCard';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { ExtendBoostDialog } from './ExtendBoostDialog';

/**
 * /boostListing (staff with boostListings view): the boosted listings, latest boost first, ten a
 * page; staff with boostListings edit extend or end a boost and set the boost's price and days.
 */
export function BoostedListingsPage() {
  const { t } = useTranslation('boosts');
  const { user } = useSession();
  useDocumentTitle(t('staff.title'));
  if (!hasModulePermission(user, 'boostListings', 'view')) return <StaffNoAccess title={t('staff.title')} />;
  const canEdit = hasModulePermission(user, 'boostListings', 'edit');
  return (
    <Stack spacing={3}>
      <PageHeader title={t('staff.title')} subtitle={t('staff.subtitle')} />
      {canEdit && <BoostSettingsCard />}
      <BoostedList canEdit={canEdit} />
    </Stack>
  );
}

function BoostedList({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('boosts');
  const { page, setPage, skip } = useUrlSearch();
  const list = useQuery(BoostedListingsDocument, {
    variables: { first: PAGE_SIZE, skip },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (list.data ?? list.previousData)?.boostedListing;
  const rows = shown?.items ?? [];
  usePageInRange(!!list.data, page, shown?.count ?? 0, setPage);
  const [toExtend, setToExtend] = useState<BoostedListing | null>(null);
  const [toEnd, setToEnd] = useState<BoostedListing | null>(null);
  const [toRefund, setToRefund] = useState<BoostedListing | null>(null);
  const locale = useLocale();
  const [refund] = useMutation(RefundBoostPaymentDocument);
  const [toast, setToast] = useState<string | null>(null);
  const [end] = useMutation(EndBoostDocument);

  const done = (message: string) => {
    setToExtend(null);
    setToEnd(null);
    setToRefund(null);
    setToast(message);
    void list.refetch();
  };

  return (
    <>
      <ListState
        query={list}
        errorMessage={t('staff.loadError')}
        skeleton={{ rows: 3, height: 140 }}
        empty={{ title: t('staff.emptyTitle'), text: t('staff.emptyText') }}
        paging={{
          page,
          pageLength: rows.length,
          total: shown?.count ?? 0,
          onPage: setPage,
          label: t('staff.list'),
        }}
      >
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('staff.list')}>
          {rows.map((row) => (
            <BoostedListingCard
              key={row.listing.id}
              row={row}
              actions={{ canEdit, onExtend: setToExtend, onEnd: setToEnd, onRefund: setToRefund }}
            />
          ))}
        </Stack>
      </ListState>
      {toExtend && (
        <ExtendBoostDialog
          listing={toExtend.listing}
          onClose={() => setToExtend(null)}
          onDone={() => done(t('staff.extended'))}
        />
      )}
      {toEnd && (
        <ConfirmActionDialog
          title={t('staff.endTitle', { title: toEnd.listing.title })}
          text={t('staff.endText')}
          confirm={t('staff.endBoost')}
          destructive
          onClose={() => setToEnd(null)}
          onConfirm={async () => {
            await end({ variables: { id: toEnd.listing.id } });
            done(t('staff.ended'));
          }}
        />
      )}
      {toRefund?.payment && (
        <ConfirmActionDialog
          title={t('staff.refundTitle', { title: toRefund.listing.title })}
          text={t('staff.refundText', { total: formatCents(toRefund.payment.totalCents, locale) })}
          confirm={t('staff.refund')}
          destructive
          onClose={() => setToRefund(null)}
          onConfirm={async () => {
            await refund({ variables: { id: toRefund.payment!.id } });
            done(t('staff.refunded'));
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </>
  );
}
