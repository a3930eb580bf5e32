import { useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { mayCreateListing } from '@rentals/domain/listings/rules';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { ListState } from '../../../../components/list-state/ListState';
import { PageHeader } from '../../../../components/PageHeader';
import { SearchField } from '../../../../components/SearchField';
import { SuccessToast } from '../../../../components/SuccessToast';
import { useSession, type CurrentUser } from '../../../../lib/session/session-context';
import { usePageInRange } from '../../../../lib/paging/use-page-in-range';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlSearch } from '../../../../lib/use-url-search';
import { LandlordListingsDocument } from '../api/listing-operations';
import { useConfirmAvailability } from '../hooks/use-confirm-availability';
import { useRelistListing } from '../hooks/use-relist-listing';
import { DeleteBuildingDialog } from './DeleteBuildingDialog';
import { priceSummary } from './listing-format';
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

/** Landlords, and staff for their own listings (the API's searchBuildingByLandlord scopes). */
function mayUseDashboard(user: CurrentUser): boolean {
  return user.userType === 'LANDLORD' || hasModulePermission(user, 'listings', 'view');
}

/** A listing's boost (badge, days left, 'Boost'), from the boosts feature by the route. */
export type BoostActionComponent = ComponentType<{ listing: LandlordListing; onChanged: () => void }>;

/** The landlord dashboard (/building, spec/01 §2): the signed-in user's own listings. */
export function BuildingPage({ BoostAction }: { BoostAction?: BoostActionComponent } = {}) {
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
  return <Dashboard user={user} BoostAction={BoostAction} />;
}

function Dashboard({ user, BoostAction }: { user: CurrentUser; BoostAction?: BoostActionComponent }) {
  const { t } = useTranslation('listings');
  const [params, setParams] = useSearchParams();
  const { typed, setTyped, search, page, setPage, clear, skip } = useUrlSearch();
  const [toDelete, setToDelete] = useState<LandlordListing | null>(null);
  const [toRent, setToRent] = useState<RentableListing | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const relisting = useRelistListing(setToast);
  const confirming = useConfirmAvailability(setToast);

  const { data, previousData, loading, error, refetch } = useQuery(LandlordListingsDocument, {
    variables: { search: search || null, first: PAGE_SIZE, skip },
    fetchPolicy: 'cache-and-network',
  });
  // Keep the previous page on screen while the next one loads, so the list does not jump.
  const shown = data ?? previousData;
  const rows = shown?.searchBuildingByLandlord ?? [];
  const total = shown?.searchBuildingByLandlordCount ?? 0;
  usePageInRange(!!data, page, total, setPage);

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
    onRelist: relisting.relist,
    relistingId: relisting.relistingId,
    onConfirmAvailability: confirming.confirm,
    confirmingId: confirming.confirmingId,
    onDelete: setToDelete,
    // Boosts are the owner's: staff on their own dashboard see them as any landlord does.
    renderBoost: BoostAction
      ? (listing) => <BoostAction listing={listing} onChanged={() => void refetch()} />
      : undefined,
  };

  return (
    <Stack spacing={3}>
      {/* The viewings' agenda and the applications to these listings, as tabs of the landlord's pages. */}
      <Stack
        component="nav"
        aria-label={t('building.pagesNav')}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <Button component={RouterLink} to="/building" variant="contained" aria-current="page">
          {t('building.propertiesTab')}
        </Button>
        <Button component={RouterLink} to="/building/viewings" variant="outlined">
          {t('building.viewingsTab')}
        </Button>
        <Button component={RouterLink} to="/building/applications" variant="outlined">
          {t('building.applicationsTab')}
        </Button>
        <Button component={RouterLink} to="/building/billing" variant="outlined">
          {t('building.billingTab')}
        </Button>
      </Stack>
      <PageHeader
        title={t('building.title')}
        subtitle={t('building.subtitle')}
        action={
          canAdd && (
            <Button variant="contained" size="large" startIcon={<Add />} onClick={() => openDialog('new')}>
              {t('building.add')}
            </Button>
          )
        }
      />

      <Box role="search">
        <SearchField
          label={t('building.search')}
          helperText={t('building.searchHint')}
          value={typed}
          onChange={setTyped}
          sx={{ maxWidth: { sm: 480 } }}
        />
      </Box>

      <FormAlert message={relisting.error} />
      <FormAlert message={confirming.error} />

      <ListState
        query={{ data, previousData, loading, error, refetch }}
        errorMessage={t('building.loadError')}
        skeleton={{ rows: 3, height: 160 }}
        empty={
          search
            ? {
                title: t('building.noMatchTitle', { search }),
                text: t('building.noMatchText'),
                action: (
                  <Button variant="outlined" onClick={clear}>
                    {t('building.clearSearch')}
                  </Button>
                ),
              }
            : {
                title: t('building.emptyTitle'),
                text: t('building.emptyText'),
                action: canAdd && (
                  <Button variant="contained" startIcon={<Add />} onClick={() => openDialog('new')}>
                    {t('building.emptyAdd')}
                  </Button>
                ),
              }
        }
        paging={{ page, pageLength: rows.length, total, onPage: setPage, label: t('building.pagination') }}
      >
        <Stack component="section" aria-label={t('building.list')} spacing={2} aria-busy={loading}>
          {rows.map((listing) => (
            <ListingRow key={listing.id} listing={listing} actions={actions} />
          ))}
        </Stack>
      </ListState>

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
