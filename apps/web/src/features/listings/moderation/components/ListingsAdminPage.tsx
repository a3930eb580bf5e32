import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AVAILABILITY_TEXTS } from '@rentals/domain/listings/moderation';
import { translate } from '@rentals/domain/i18n/translate';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../../components/list-state/ListState';
import { PageHeader } from '../../../../components/PageHeader';
import { SearchField } from '../../../../components/SearchField';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError, type AppError } from '../../../../lib/errors/graphql-error';
import { useSession } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlSearch } from '../../../../lib/use-url-search';
import {
  ActivateListingDocument,
  AdminListingsDocument,
  ApproveListingDocument,
} from '../api/admin-listing-operations';
import { usePageInRange } from '../../../../lib/paging/use-page-in-range';
import { AdminListingCards, AdminListingsTable } from './AdminListingsTable';
import { CountsStrip } from './CountsStrip';
import { ExportButton } from './ExportButton';
import type { AdminListing } from './listing-cells';
import { ListingHistoryDialog } from './ListingHistoryDialog';
import { PageToast, type ToastMessage } from './PageToast';
import type { AdminRowHandlers } from './RowActions';
import { UnavailableDialog } from './UnavailableDialog';

/** The property dialog's parameter (the wizard's PropertyDialogHost, mounted beside this page by the route). */
const PROPERTY_PARAM = 'property';

/** Queries whose figures a change of availability or approval moves. */
const AFTER_CHANGE = ['AdminListings', 'AdminListingCounts', 'PendingListingCount'];

/** The landlord pages' delete confirmation (listings/landlord), handed in by the route. */
export type DeleteDialogComponent = ComponentType<{
  listing: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}>;

/**
 * /listings (spec/01 §2, §4): every listing for staff, ten a page, with search, the availability
 * toggle, review, edit through the property dialog (`?property=<id>`), history, delete and the
 * export. The session's permissions only decide what is offered; the API decides what is done.
 */
export function ListingsAdminPage({ DeleteDialog }: { DeleteDialog: DeleteDialogComponent }) {
  const { t } = useTranslation('adminListings');
  const { user } = useSession();
  useDocumentTitle(t('list.title'));
  const canView = hasModulePermission(user, 'listings', 'view');

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        action={canView && <ExportButton />}
      />
      {canView ? <Listings DeleteDialog={DeleteDialog} /> : <NoAccess />}
    </Stack>
  );
}

/** 'You don't have an Access' (NO_ACCESS), for staff without the listings view permission. */
function NoAccess() {
  const locale = useLocale();
  return <Alert severity="warning">{errorText({ code: 'NO_ACCESS', params: {}, fields: [] }, locale)}</Alert>;
}

function Listings({ DeleteDialog }: { DeleteDialog: DeleteDialogComponent }) {
  const { t } = useTranslation('adminListings');
  const locale = useLocale();
  const { user } = useSession();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const { typed, setTyped, search, page, setPage, clear, skip } = useUrlSearch();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [busy, setBusy] = useState<{ id: string; kind: 'toggle' | 'approve' } | null>(null);
  const [toDeactivate, setToDeactivate] = useState<AdminListing | null>(null);
  const [toDelete, setToDelete] = useState<AdminListing | null>(null);
  const [historyOf, setHistoryOf] = useState<AdminListing | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(AdminListingsDocument, {
    variables: { search: search || null, skip, take: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const client = useApolloClient();
  const refreshAll = () => void client.refetchQueries({ include: AFTER_CHANGE });
  const [activate] = useMutation(ActivateListingDocument, { refetchQueries: AFTER_CHANGE });
  const [approve] = useMutation(ApproveListingDocument, { refetchQueries: AFTER_CHANGE });

  // Keep the previous page on screen while the next one loads, so the table does not jump.
  const shown = data ?? previousData;
  const rows = shown?.searchBuilding ?? [];
  const total = shown?.listingSearchCount ?? 0;
  usePageInRange(!!data, page, total, setPage);

  // The property dialog saved or closed: the row may have changed under it.
  const dialogOpen = params.has(PROPERTY_PARAM);
  const wasOpen = useRef(dialogOpen);
  useEffect(() => {
    if (wasOpen.current && !dialogOpen) void refetch();
    wasOpen.current = dialogOpen;
  }, [dialogOpen, refetch]);

  const fail = (appError: AppError) => setToast({ severity: 'error', text: errorText(appError, locale) });

  /** Runs a row's change with its button busy; a failure or an empty answer is an error toast. */
  const change = async (
    listing: AdminListing,
    kind: 'toggle' | 'approve',
    run: () => Promise<unknown>,
    success: string,
  ) => {
    setBusy({ id: listing.id, kind });
    try {
      if (!(await run())) fail({ code: 'SOMETHING_WRONG', params: {}, fields: [] });
      else setToast({ severity: 'success', text: success });
    } catch (caught) {
      fail(toAppError(caught));
    } finally {
      setBusy(null);
    }
  };

  const canToggle = hasModulePermission(user, 'listings', 'edit');
  const handlers: AdminRowHandlers = {
    canEdit: hasModulePermission(user, 'listings', 'edit'),
    canDelete: hasModulePermission(user, 'listings', 'delete'),
    canReview: hasModulePermission(user, 'requestedListings', 'edit'),
    togglingId: busy?.kind === 'toggle' ? busy.id : null,
    approvingId: busy?.kind === 'approve' ? busy.id : null,
    onToggle: (listing) => {
      if (!listing.isHidden) {
        // Without listings edit the two-step form could not be saved: refuse at once, in the
        // server's words for it (NO_EDIT_ACCESS), rather than after the form is filled in.
        if (canToggle) setToDeactivate(listing);
        else fail({ code: 'NO_EDIT_ACCESS', params: {}, fields: [] });
        return;
      }
      // One click: the server decides, and a refusal shows its message ('You don't have an access').
      void change(
        listing,
        'toggle',
        async () => (await activate({ variables: { id: listing.id } })).data?.activeListing,
        translate(AVAILABILITY_TEXTS.available, locale),
      );
    },
    onApprove: (listing) =>
      void change(
        listing,
        'approve',
        async () => (await approve({ variables: { id: listing.id } })).data?.approveListing,
        t('list.approved'),
      ),
    onEdit: (listing) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set(PROPERTY_PARAM, listing.id);
        return next;
      }),
    onHistory: setHistoryOf,
    onDelete: setToDelete,
  };

  return (
    <>
      <CountsStrip showPending={hasModulePermission(user, 'requestedListings', 'view')} />

      <Box role="search">
        <SearchField
          label={t('list.search')}
          helperText={t('list.searchHint')}
          value={typed}
          onChange={setTyped}
          sx={{ maxWidth: { sm: 480 } }}
        />
      </Box>

      <ListState
        query={{ data, previousData, loading, error, refetch }}
        errorMessage={t('list.loadError')}
        skeleton={{ rows: 5, height: narrow ? 220 : 64 }}
        empty={
          search
            ? {
                title: t('list.noMatchTitle', { search }),
                text: t('list.noMatchText'),
                action: (
                  <Button variant="outlined" onClick={clear}>
                    {t('list.clearSearch')}
                  </Button>
                ),
              }
            : { title: t('list.emptyTitle'), text: t('list.emptyText') }
        }
        paging={{ page, pageLength: rows.length, total, onPage: setPage }}
      >
        {narrow ? (
          <AdminListingCards rows={rows} handlers={handlers} busy={loading} />
        ) : (
          <AdminListingsTable rows={rows} handlers={handlers} busy={loading} />
        )}
      </ListState>

      {toDeactivate && (
        <UnavailableDialog
          listing={toDeactivate}
          onClose={() => setToDeactivate(null)}
          onDone={() => {
            setToDeactivate(null);
            setToast({ severity: 'success', text: translate(AVAILABILITY_TEXTS.unavailable, locale) });
            refreshAll();
          }}
          onError={fail}
        />
      )}
      {historyOf && <ListingHistoryDialog listing={historyOf} onClose={() => setHistoryOf(null)} />}
      <DeleteDialog
        listing={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          setToDelete(null);
          setToast({ severity: 'success', text: t('list.deleted') });
          refreshAll();
        }}
      />
      <PageToast toast={toast} onClose={() => setToast(null)} />
    </>
  );
}
