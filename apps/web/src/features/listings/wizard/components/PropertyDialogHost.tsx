import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { mayCreateListing } from '@rentals/domain/listings/rules';
import { hasModulePermission, isStaff, type AccessSubject } from '@rentals/domain/users/rules';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SuccessToast } from '../../../../components/SuccessToast';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError } from '../../../../lib/errors/graphql-error';
import { useSession } from '../../../../lib/session/session-context';
import { GetSingleBuildingDocument } from '../api/listing-wizard-operations';
import type { CreatedListing } from '../hooks/use-property-dialog-flow';
import { PropertyDialog } from './PropertyDialog';
import type { PlanOffersComponent } from './PlanStep';

/** `?property=new` opens Add Property; `?property=<listing id>` opens Update Property for it. */
export const PROPERTY_PARAM = 'property';
export const NEW_PROPERTY = 'new';
/**
 * Optional, with a listing id: the unit edited on pages 3 to 5 (the building's first unit
 * otherwise), or `new` for add-unit mode ('Add Units': a new unit of that building).
 */
export const PROPERTY_UNIT_PARAM = 'unit';
export const NEW_UNIT = 'new';

/** The toast the dialog leaves for the page it returns to, in the history state. */
export type PropertyDialogToast = 'created' | 'updated' | 'updatedForReview';
interface ReturnState {
  propertyDialogToast?: PropertyDialogToast;
}

/** Landlords (the API checks they own it) and staff with the listings edit flag (spec/03 §6). */
function mayEditListing(user: AccessSubject | null | undefined): boolean {
  return !!user && (user.userType === 'LANDLORD' || hasModulePermission(user, 'listings', 'edit'));
}

/**
 * Opens the Add/Update Property dialog from the URL (spec/03 §2.2). Mount it once on any page that
 * offers the dialog; open it by setting `?property=new`, `?property=<listingId>` (optionally with
 * `&unit=<unitId>`) or `?property=<listingId>&unit=new` to add a unit. Closing removes the parameters. Users who may not add or edit listings never see it: opening it by URL shows
 * 'You don't have an Access'. It also shows the success toast left by a finished dialog.
 * `PlanOffers` (the plans feature's, passed by the route) draws the plan page of a new listing.
 */
export function PropertyDialogHost({ PlanOffers }: { PlanOffers?: PlanOffersComponent } = {}) {
  const { t } = useTranslation('listingWizard');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const value = params.get(PROPERTY_PARAM);
  const unitId = params.get(PROPERTY_UNIT_PARAM);
  const mode = value === NEW_PROPERTY ? 'create' : value ? 'edit' : null;
  const allowed = mode === 'create' ? mayCreateListing(user) : mode === 'edit' && mayEditListing(user);
  const staff = isStaff(user);
  const toast = (location.state as ReturnState | null)?.propertyDialogToast;

  const withoutDialog = () => {
    const next = new URLSearchParams(params);
    next.delete(PROPERTY_PARAM);
    next.delete(PROPERTY_UNIT_PARAM);
    return next.toString();
  };
  const close = () => setParams(withoutDialog());
  const closeWith = (kind: PropertyDialogToast, pathname = location.pathname) => {
    const search = pathname === location.pathname ? withoutDialog() : '';
    void navigate({ pathname, search }, { state: { propertyDialogToast: kind } satisfies ReturnState });
  };

  const onCreated = ({ unitId: createdUnit }: CreatedListing, toUnitPage: boolean) => {
    if (toUnitPage && createdUnit) void navigate(`/unit/${createdUnit}?showModal=true`);
    else closeWith('created');
  };
  const onUpdated = (inReview: boolean) =>
    closeWith(inReview ? 'updatedForReview' : 'updated', staff ? '/listings' : '/building');
  const onUnitCreated = (createdUnit: string) => void navigate(`/unit/${createdUnit}?showModal=true`);
  const onAddAnotherUnit = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(PROPERTY_UNIT_PARAM, NEW_UNIT);
      return next;
    });
  const clearToast = () =>
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });

  return (
    <>
      {mode === 'create' && allowed && (
        <PropertyDialog
          staff={staff}
          onClose={close}
          onCreated={onCreated}
          onUpdated={onUpdated}
          PlanOffers={PlanOffers}
        />
      )}
      {mode === 'edit' && allowed && value && (
        <EditPropertyDialog
          listingId={value}
          unitId={unitId}
          staff={staff}
          onClose={close}
          onCreated={onCreated}
          onUpdated={onUpdated}
          onUnitCreated={onUnitCreated}
          onAddAnotherUnit={onAddAnotherUnit}
        />
      )}
      <Snackbar open={!!mode && !allowed} autoHideDuration={5000} onClose={close}>
        <Alert severity="error" variant="filled" onClose={close} role="alert">
          {errorText({ code: 'NO_ACCESS', params: {}, fields: [] }, locale)}
        </Alert>
      </Snackbar>
      <SuccessToast message={toast ? t(`toast.${toast}`) : null} onClose={clearToast} />
    </>
  );
}

/**
 * Loads the building by id (getSingleBuilding), then shows the dialog in edit mode, or in add-unit
 * mode for `unit=new`.
 */
function EditPropertyDialog({
  listingId,
  unitId,
  staff,
  onClose,
  onCreated,
  onUpdated,
  onUnitCreated,
  onAddAnotherUnit,
}: {
  listingId: string;
  unitId: string | null;
  staff: boolean;
  onClose: () => void;
  onCreated: (created: CreatedListing, toUnitPage: boolean) => void;
  onUpdated: (inReview: boolean) => void;
  onUnitCreated: (unitId: string) => void;
  onAddAnotherUnit: () => void;
}) {
  const { t } = useTranslation('listingWizard');
  const locale = useLocale();
  const { data, error } = useQuery(GetSingleBuildingDocument, {
    variables: { id: listingId },
    fetchPolicy: 'network-only',
  });
  const listing = data?.getSingleBuilding;
  const newUnit = unitId === NEW_UNIT;
  if (listing) {
    return (
      <PropertyDialog
        // A new form for each mode: Add Another Unit switches from editing a unit to adding one.
        key={`${listing.id}:${newUnit ? NEW_UNIT : 'edit'}`}
        listing={listing}
        unitId={newUnit ? null : unitId}
        newUnit={newUnit}
        staff={staff}
        onClose={onClose}
        onCreated={onCreated}
        onUpdated={onUpdated}
        onUnitCreated={onUnitCreated}
        onAddAnotherUnit={onAddAnotherUnit}
      />
    );
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby="property-dialog-loading">
      <DialogTitle id="property-dialog-loading">
        {t(newUnit ? 'title.addUnits' : 'title.updateProperty')}
      </DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" role="alert">
            {t('loadError')} {errorText(toAppError(error), locale)}
          </Alert>
        ) : (
          <CircularProgress aria-label={t('loading')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
