import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../../components/list-state/ListState';
import { LinkTabs } from '../../../../components/LinkTabs';
import { PageHeader } from '../../../../components/PageHeader';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError } from '../../../../lib/errors/graphql-error';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { useSession } from '../../../../lib/session/session-context';
import { usePageInRange } from '../../../../lib/paging/use-page-in-range';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlSearch } from '../../../../lib/use-url-search';
import type { RequestedListingsQuery } from '../../../../gql/graphql';
import { ApproveListingDocument, RequestedListingsDocument } from '../api/admin-listing-operations';
import { ApprovalChip, ListingTitle, OwnerText, Timestamp, type AdminListing } from './listing-cells';
import { PageToast, type ToastMessage } from './PageToast';
import { PlacesAwaitingReview } from './PlacesAwaitingReview';
import { RejectDialog } from './RejectDialog';

type RequestedListing = RequestedListingsQuery['requestedListings'][number];

/** Shows a listing's risk signals (the admin feature's RiskSignals, handed in by the route). */
export type RiskSignalsComponent = ComponentType<{
  signals: NonNullable<RequestedListing['riskSignals']>;
  title: string;
}>;

/** The list and the side navigation badge both move when a listing is reviewed. */
const AFTER_REVIEW = ['RequestedListings', 'PendingListingCount'];

interface ReviewActions {
  canReview: boolean;
  approvingId: string | null;
  onApprove: (listing: AdminListing) => void;
  onReject: (listing: AdminListing) => void;
}

function ReviewButtons({ listing, actions }: { listing: AdminListing; actions: ReviewActions }) {
  const { t } = useTranslation('adminListings');
  if (!actions.canReview) return <ApprovalChip listing={listing} />;
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('actions.group', { title: listing.title })}
      sx={{ gap: 1, flexWrap: 'wrap' }}
    >
      <Button
        size="small"
        variant="contained"
        loading={actions.approvingId === listing.id}
        onClick={() => actions.onApprove(listing)}
        aria-label={t('approval.approveLabel', { title: listing.title })}
      >
        {t('approval.approve')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={actions.approvingId === listing.id}
        onClick={() => actions.onReject(listing)}
        aria-label={t('approval.rejectLabel', { title: listing.title })}
      >
        {t('approval.reject')}
      </Button>
    </Stack>
  );
}

interface RowsProps {
  rows: RequestedListing[];
  actions: ReviewActions;
  busy: boolean;
  RiskSignals: RiskSignalsComponent;
}

function RequestedTable({ rows, actions, busy, RiskSignals }: RowsProps) {
  const { t } = useTranslation('adminListings');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('requested.table')} aria-busy={busy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.listing')}</TableCell>
            <TableCell>{t('columns.owner')}</TableCell>
            <TableCell>{t('columns.submitted')}</TableCell>
            <TableCell>{t('columns.updated')}</TableCell>
            <TableCell>{t('columns.risk')}</TableCell>
            <TableCell>{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((listing) => (
            <TableRow key={listing.id} hover sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ minWidth: 220 }}>
                <ListingTitle listing={listing} />
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <OwnerText owner={listing.user} />
              </TableCell>
              <TableCell>
                <Timestamp iso={listing.createdAt} />
              </TableCell>
              <TableCell>
                <Timestamp iso={listing.updatedAt} />
              </TableCell>
              <TableCell>
                <RiskSignals signals={listing.riskSignals ?? []} title={listing.title} />
              </TableCell>
              <TableCell>
                <ReviewButtons listing={listing} actions={actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RequestedCards({ rows, actions, busy, RiskSignals }: RowsProps) {
  const { t } = useTranslation('adminListings');
  return (
    <Stack component="section" aria-label={t('requested.table')} aria-busy={busy} spacing={2}>
      {rows.map((listing) => (
        <Paper
          key={listing.id}
          component="article"
          variant="outlined"
          aria-label={listing.title}
          sx={{ p: 2 }}
        >
          <Stack spacing={1.5}>
            <ListingTitle listing={listing} headingLevel="h2" />
            <OwnerText owner={listing.user} />
            <Typography variant="body2" color="text.secondary">
              {t('cells.submitted', { date: formatTimestamp(listing.createdAt) })}
            </Typography>
            <RiskSignals signals={listing.riskSignals ?? []} title={listing.title} />
            <ReviewButtons listing={listing} actions={actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /requestedListing (spec/01 §2): listings awaiting approval, oldest first, ten a page. Approving
 * publishes the listing; rejecting asks for a reason the owner receives by e-mail. Each listing
 * shows its risk signals, the reasons to look closer before approving. Below them, the
 * new cities and neighbourhoods those listings' addresses brought in, for staff to accept.
 */
export function RequestedListingsPage({ RiskSignals }: { RiskSignals: RiskSignalsComponent }) {
  const { t } = useTranslation('adminListings');
  const locale = useLocale();
  const { user } = useSession();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  useDocumentTitle(t('requested.title'));
  const { page, setPage, skip } = useUrlSearch();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [approvingId, setApprovingId] = useState<string | null>(null);
  const [toReject, setToReject] = useState<AdminListing | null>(null);
  const canView = hasModulePermission(user, 'requestedListings', 'view');

  const { data, previousData, loading, error, refetch } = useQuery(RequestedListingsDocument, {
    variables: { first: PAGE_SIZE, skip },
    fetchPolicy: 'cache-and-network',
    skip: !canView,
  });
  const client = useApolloClient();
  const [approve] = useMutation(ApproveListingDocument, { refetchQueries: AFTER_REVIEW });

  const shown = data ?? previousData;
  const rows = shown?.requestedListings ?? [];
  const total = shown?.requestLisitngCount.count ?? 0;
  // Reviewing the last listing of the last page leaves it empty: show the page before.
  usePageInRange(!!data, page, total, setPage);

  const actions: ReviewActions = {
    canReview: hasModulePermission(user, 'requestedListings', 'edit'),
    approvingId,
    onApprove: (listing) => {
      setApprovingId(listing.id);
      approve({ variables: { id: listing.id } })
        .then((result) =>
          setToast(
            result.data?.approveListing
              ? { severity: 'success', text: t('list.approved') }
              : {
                  severity: 'error',
                  text: errorText({ code: 'SOMETHING_WRONG', params: {}, fields: [] }, locale),
                },
          ),
        )
        .catch((caught: unknown) =>
          setToast({ severity: 'error', text: errorText(toAppError(caught), locale) }),
        )
        .finally(() => setApprovingId(null));
    },
    onReject: setToReject,
  };

  const header = (
    <>
      <PageHeader title={t('requested.title')} subtitle={t('requested.subtitle')} />
      <LinkTabs
        label={t('requested.sections')}
        tabs={[
          { to: '/requestedListing', label: t('requested.title') },
          { to: '/requestedListing/verification', label: t('requested.verification') },
        ]}
      />
    </>
  );

  if (!canView) {
    return (
      <Stack spacing={3}>
        {header}
        <Alert severity="warning">{errorText({ code: 'NO_ACCESS', params: {}, fields: [] }, locale)}</Alert>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {header}
      <ListState
        query={{ data, previousData, loading, error, refetch }}
        errorMessage={t('requested.loadError')}
        skeleton={{ rows: 4, height: narrow ? 180 : 64 }}
        empty={{ title: t('requested.emptyTitle'), text: t('requested.emptyText') }}
        paging={{ page, pageLength: rows.length, total, onPage: setPage }}
      >
        {narrow ? (
          <RequestedCards rows={rows} actions={actions} busy={loading} RiskSignals={RiskSignals} />
        ) : (
          <RequestedTable rows={rows} actions={actions} busy={loading} RiskSignals={RiskSignals} />
        )}
      </ListState>
      {hasModulePermission(user, 'listings', 'view') && <PlacesAwaitingReview onToast={setToast} />}
      {toReject && (
        <RejectDialog
          listing={toReject}
          onClose={() => setToReject(null)}
          onRejected={() => {
            setToReject(null);
            setToast({ severity: 'success', text: t('reject.done') });
            void client.refetchQueries({ include: AFTER_REVIEW });
          }}
        />
      )}
      <PageToast toast={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
