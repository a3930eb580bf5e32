import { useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { mayCreateListing, resultRange } from '@rentals/domain/listings/rules';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../../components/SuccessToast';
import { useLocale } from '../../../../i18n/use-locale';
import { useSession, type CurrentUser } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlSearch } from '../../../../lib/use-url-search';
import { LandlordListingsDocument } from '../api/listing-operations';
import { DeleteBuildingDialog } from './DeleteBuildingDialog';
import { formatNumber, priceSummary } from './listing-format';
import { ListingRow, type LandlordListing, type RowActions } from './ListingRow';
import { MarkRentedDialog, type RentableListing } from './MarkRentedDialog';

/**
 * The Add/Update Property dialog's search parameter: `new` or a listing id. The route mounts the
 * dialog beside this page (features do not import each other); this page only sets the parameter.
 */
const PROPERTY_PARAM = 'property';
/** With a listing id, `unit=new` opens the dialog's add-unit mode ('Add Units'). */
const PROPERTY_UNIT_PARAM = 'unit';
const NEW_UNIT = 'new';

/** The labels of Pagination's arrow buttons (MUI's own are English only). */
const PAGE_BUTTONS = {
  first: 'building.firstPage',
  last: 'building.lastPage',
  next: 'building.nextPage',
  previous: 'building.previousPage',
} as const;

/** Landlords, and staff for their own listings (the API's searchBuildingByLandlord scopes). */
function mayUseDashboard(user: CurrentUser): boolean {
  return user.userType === 'LANDLORD' || hasModulePermission(user, 'listings', 'view');
}

/** The landlord dashboard (/building, spec/01 §2): the signed-in user's own listings. */
export function BuildingPage() {
  const { t } = useTranslation('listings');
  const { user } = useSession();
  useDocumentTitle(t('building.title'));

  // The user guard only renders this page for a signed-in user.
  if (!user) return null;
  if (!mayUseDashboard(user)) {
    return (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('building.title')}
        </Typography>
        <Alert severity="warning">{t('building.noAccess')}</Alert>
        <Box>
          <Button component={RouterLink} to="/" variant="outlined">
            {t('building.goHome')}
          </Button>
        </Box>
      </Stack>
    );
  }
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const { typed, setTyped, search, page, setPage, clear, skip } = useUrlSearch();
  const [toDelete, setToDelete] = useState<LandlordListing | null>(null);
  const [toRent, setToRent] = useState<RentableListing | null>(null);
  const [toast, setToast] = useState<string | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(LandlordListingsDocument, {
    variables: { search: search || null, first: PAGE_SIZE, skip },
    fetchPolicy: 'cache-and-network',
  });
  // Keep the previous page on screen while the next one loads, so the list does not jump.
  const shown = data ?? previousData;
  const rows = shown?.searchBuildingByLandlord ?? [];
  const total = shown?.searchBuildingByLandlordCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // A page past the end (after a delete, or an old link) shows the last page instead.
  useEffect(() => {
    if (data && page > pageCount) setPage(pageCount);
  }, [data, page, pageCount, setPage]);

  // The dialog saved or closed: the list may have changed under it.
  const dialogOpen = params.has(PROPERTY_PARAM);
  const wasOpen = useRef(dialogOpen);
  useEffect(() => {
    if (wasOpen.current && !dialogOpen) void refetch();
    wasOpen.current = dialogOpen;
  }, [dialogOpen, refetch]);

  const openDialog = (value: string, extra: Record<string, string> = {}) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(PROPERTY_PARAM, value);
      for (const [name, v] of Object.entries(extra)) next.set(name, v);
      return next;
    });

  const canAdd = mayCreateListing(user);
  const actions: RowActions = {
    canEdit: user.userType === 'LANDLORD' || hasModulePermission(user, 'listings', 'edit'),
    canDelete: user.userType === 'LANDLORD' || hasModulePermission(user, 'listings', 'delete'),
    onEdit: (listing) => openDialog(listing.id),
    onAddUnit: (listing) => openDialog(listing.id, { [PROPERTY_UNIT_PARAM]: NEW_UNIT }),
    onMarkRented: (listing) => {
      const price = priceSummary(listing.units);
      setToRent({
        id: listing.id,
        title: listing.title,
        price: price.kind === 'single' ? price.amount : null,
      });
    },
    onDelete: setToDelete,
  };

  const range = resultRange(skip, rows.length, total);
  const fmt = (n: number) => formatNumber(n, locale);

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('building.title')}
          </Typography>
          <Typography color="text.secondary">{t('building.subtitle')}</Typography>
        </Box>
        {canAdd && (
          <Button
            variant="contained"
            size="large"
            startIcon={<Add />}
            onClick={() => openDialog('new')}
            sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t('building.add')}
          </Button>
        )}
      </Stack>

      <Box role="search">
        <TextField
          type="search"
          label={t('building.search')}
          helperText={t('building.searchHint')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
          sx={{ maxWidth: { sm: 480 } }}
        />
      </Box>

      {error && !shown ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('building.loadError')}
        </Alert>
      ) : loading && !shown ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading', { ns: 'common' })}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={160} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          {search ? (
            <>
              <Typography variant="h6" component="h2">
                {t('building.noMatchTitle', { search })}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
                {t('building.noMatchText')}
              </Typography>
              <Button variant="outlined" onClick={clear}>
                {t('building.clearSearch')}
              </Button>
            </>
          ) : (
            <>
              <Typography variant="h6" component="h2">
                {t('building.emptyTitle')}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: 520, mx: 'auto' }}>
                {t('building.emptyText')}
              </Typography>
              {canAdd && (
                <Button variant="contained" startIcon={<Add />} onClick={() => openDialog('new')}>
                  {t('building.emptyAdd')}
                </Button>
              )}
            </>
          )}
        </Paper>
      ) : (
        <Stack spacing={2}>
          {error && <Alert severity="error">{t('building.loadError')}</Alert>}
          <Typography role="status" color="text.secondary">
            {t('building.showing', { from: fmt(range.from), to: fmt(range.to), total: fmt(range.total) })}
          </Typography>
          <Stack component="section" aria-label={t('building.list')} spacing={2} aria-busy={loading}>
            {rows.map((listing) => (
              <ListingRow key={listing.id} listing={listing} actions={actions} />
            ))}
          </Stack>
          {pageCount > 1 && (
            <Pagination
              count={pageCount}
              page={Math.min(page, pageCount)}
              onChange={(_, to) => setPage(to)}
              color="primary"
              aria-label={t('building.pagination')}
              getItemAriaLabel={(type, to, selected) =>
                type === 'page'
                  ? t(selected ? 'building.currentPage' : 'building.goToPage', { page: to })
                  : t(PAGE_BUTTONS[type as keyof typeof PAGE_BUTTONS])
              }
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      )}

      <DeleteBuildingDialog
        listing={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          setToDelete(null);
          setToast(t('delete.done'));
          void refetch();
        }}
      />
      {toRent && (
        <MarkRentedDialog
          listing={toRent}
          onClose={() => setToRent(null)}
          onDone={() => {
            setToRent(null);
            setToast(t('rented.done'));
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
