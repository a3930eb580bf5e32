import type { AlertColor } from '@mui/material/Alert';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WizardListingFieldsFragment } from '../../../../gql/graphql';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../../lib/forms/apply-server-errors';
import { useFormError } from '../../../../lib/forms/use-form-error';
import { VALIDATION_MODE } from '../../../../lib/forms/validation-mode';
import {
  FORM_STEPS,
  formFieldOfPath,
  PLAN_STEP,
  STEP_FIELDS,
  stepOfField,
  UNIT_STEPS,
  type PlaceIds,
  type WizardStep,
} from '../form/payload';
import { newUnitValues } from '../form/new-unit';
import { wentBackToReview } from '../form/review-notice';
import { stepResolver, validateStep } from '../form/step-validation';
import {
  EMPTY_VALUES,
  fromListing,
  type PictureItem,
  type WizardField,
  type WizardValues,
} from '../form/wizard-values';
import { useDiscardGuard } from './use-discard-guard';
import { useListingSave } from './use-listing-save';
import { usePictureScan } from './use-picture-scan';

const ALL_FIELDS: WizardField[] = FORM_STEPS.flatMap((s) => [...STEP_FIELDS[s]]);

/** A page of the dialog: one of the form's five, or the plan choice. */
export type Page = WizardStep | typeof PLAN_STEP;

export interface CreatedListing {
  listingId: string;
  unitId: string | null;
}

export interface PropertyDialogFlowOptions {
  /** The building being edited, or given a new unit; none to create one. */
  listing?: WizardListingFieldsFragment;
  /** The unit edited on pages 3 to 5; the first one when not given. */
  unitId?: string | null;
  /** Add-unit mode ('Add Units'): pages 3 to 5 only, for a new unit of `listing` (createUnit). */
  newUnit?: boolean;
  /** Admin and sub-admin creations are approved at once and skip the plan page (spec/03 §4.2). */
  staff: boolean;
  onClose: () => void;
  /** After createListing: `toUnitPage` for Add Another Unit and Basic, false for staff's Save. */
  onCreated: (created: CreatedListing, toUnitPage: boolean) => void;
  /**
   * After the last page is saved in edit mode; `inReview` when the owner's changes sent the
   * approved listing back to review.
   */
  onUpdated: (inReview: boolean) => void;
  /** Add-unit mode: after createUnit, with the new unit's id. */
  onUnitCreated?: (unitId: string) => void;
  /** Edit mode's 'Add Another Unit': the current unit is saved; open add-unit mode. */
  onAddAnotherUnit?: () => void;
}

/**
 * The Add/Update Property dialog's flow (spec/03 §2.2, §4.2): its mode, the pages it shows and
 * the current one, the form of all pages, and the saves (create, add a unit, save a page), each
 * behind the loader and bringing the first page with a problem back into view.
 */
export function usePropertyDialogFlow({
  listing,
  unitId = null,
  newUnit = false,
  staff,
  onClose,
  onCreated,
  onUpdated,
  onUnitCreated,
  onAddAnotherUnit,
}: PropertyDialogFlowOptions) {
  const { t } = useTranslation('listingWizard');
  const addUnit = !!listing && newUnit;
  const editMode = !!listing && !addUnit;
  const editedUnitId = listing ? (listing.units.find((u) => u.id === unitId) ?? listing.units[0])?.id : null;
  const withPlan = !listing && !staff;
  /** The pages shown, in order: the unit's only in add-unit mode. */
  const shownPages: readonly Page[] = addUnit
    ? UNIT_STEPS
    : withPlan
      ? [...FORM_STEPS, PLAN_STEP]
      : FORM_STEPS;
  const firstPage = shownPages[0]!;
  const formError = useFormError();
  const { resolvePlace, create, createUnit, savePage, reorder } = useListingSave();

  const [page, setPage] = useState<Page>(firstPage);
  const pageRef = useRef<Page>(firstPage);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; severity: AlertColor } | null>(null);
  // The listing the plan page created; it is not created twice, and closing goes on to it.
  const [created, setCreated] = useState<CreatedListing | null>(null);
  const initial = !listing ? EMPTY_VALUES : addUnit ? newUnitValues(listing) : fromListing(listing, unitId);
  const [storedPictures, setStoredPictures] = useState(initial.pictures);
  // The approval as the dialog opened: a save's answer may take it away (edit-review.ts), and the
  // cache then updates `listing` too.
  const wasApproved = useRef(!!listing?.isapproved);

  const form = useForm<WizardValues>({
    resolver: stepResolver(() => (pageRef.current === PLAN_STEP ? 5 : pageRef.current)),
    defaultValues: initial,
    ...VALIDATION_MODE,
  });
  const { control, handleSubmit, getValues, setValue, setError, reset } = form;
  // Read while rendering: react-hook-form only keeps isDirty current for a form that reads it so.
  const { isDirty } = form.formState;
  const guard = useDiscardGuard({
    dirty: isDirty && !created,
    busy,
    onClose: created ? () => onCreated(created, true) : onClose,
  });
  const detectedFeatures = usePictureScan(control);

  const goTo = (next: Page) => {
    pageRef.current = next;
    setPage(next);
    formError.setError(null);
  };

  const fail = (error: unknown) => {
    const appError = toAppError(error);
    const fields = appError.fields.map((f) => ({ ...f, path: formFieldOfPath(f.path, addUnit) ?? f.path }));
    const first = fields
      .map((f) => f.path)
      .find((p): p is WizardField => ALL_FIELDS.includes(p as WizardField));
    if (first && shownPages.includes(stepOfField(first))) goTo(stepOfField(first));
    // Typed values stay in the form; only the errors are added.
    if (!applyServerErrors({ ...appError, fields }, setError, ALL_FIELDS)) formError.setError(appError);
  };

  /** Runs a save with the loader; a failure keeps everything typed and shows where it went wrong. */
  const saving = async (work: () => Promise<void>) => {
    formError.setError(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  /** The address's city and neighbourhood ids, found or created once and kept in the form. */
  const place = async (values: WizardValues): Promise<PlaceIds> => {
    if (!values.address) return { cityId: '' };
    const resolved = await resolvePlace(values.address);
    if (resolved !== values.address) setValue('address', resolved);
    return resolved;
  };

  const uploading = (values: WizardValues) =>
    [...values.pictures, ...values.unitPictures].some((p) => p.status === 'uploading');

  /** Checks every page before creating: the first page with a problem is shown with its errors. */
  const allPagesValid = (values: WizardValues) => {
    for (const step of shownPages) {
      if (step === PLAN_STEP) continue;
      const errors = validateStep(step, values);
      const fields = Object.keys(errors) as WizardField[];
      if (!fields.length) continue;
      goTo(step);
      for (const field of fields) setError(field, errors[field]!);
      return false;
    }
    return true;
  };

  const createListing = (toUnitPage: boolean) =>
    handleSubmit((values) => {
      if (!allPagesValid(values)) return;
      return saving(async () => {
        const created = await create(values, await place(values));
        onCreated(created, toUnitPage);
      });
    });

  /**
   * The plan page's create: as Basic's, but it gives the listing back to the plan's own next step
   * (asking the team) instead of leaving; null when a page is invalid or the save failed.
   */
  const createForPlan = () =>
    new Promise<CreatedListing | null>((resolve) => {
      if (created) return resolve(created);
      void handleSubmit(
        async (values) => {
          if (!allPagesValid(values)) return resolve(null);
          let made: CreatedListing | null = null;
          await saving(async () => {
            made = await create(values, await place(values));
          });
          setCreated(made);
          resolve(made);
        },
        () => resolve(null),
      )();
    });

  /**
   * Add-unit mode: creates the unit (createUnit), then goes to its page or, for Add Another Unit,
   * starts a new empty unit.
   */
  const createNewUnit = (another: boolean) =>
    handleSubmit((values) => {
      if (!listing || !allPagesValid(values)) return;
      if (uploading(values)) {
        setNotice({ text: t('uploadsPending'), severity: 'warning' });
        return;
      }
      return saving(async () => {
        const created = await createUnit(listing.id, values);
        if (!another) {
          onUnitCreated?.(created);
          return;
        }
        reset(newUnitValues(listing));
        goTo(firstPage);
        setNotice({ text: t('toast.unitAdded'), severity: 'success' });
      });
    });

  /** Edit mode: saves the current page with updateListing, then stays, moves on or finishes. */
  const savePageThen = (then: 'stay' | 'next' | 'finish' | 'another') =>
    handleSubmit((values) => {
      if (!listing || page === PLAN_STEP) return;
      const step = page;
      if (uploading(values)) {
        formError.setError(null);
        setNotice({ text: t('uploadsPending'), severity: 'warning' });
        return;
      }
      return saving(async () => {
        const ids = step <= 2 ? await place(values) : { cityId: values.address?.cityId ?? '' };
        const updated = await savePage(
          step,
          getValues(),
          { listingId: listing.id, unitId: editedUnitId ?? null, storedPictures },
          ids,
        );
        const saved = getValues();
        if (step === 2) {
          const pictures = fromListing(updated, unitId).pictures;
          setStoredPictures(pictures);
          reset({ ...saved, pictures });
        } else {
          reset(saved);
        }
        const inReview = wentBackToReview(wasApproved.current, updated);
        if (then === 'finish') onUpdated(inReview);
        else if (then === 'another') onAddAnotherUnit?.();
        else if (then === 'next') goTo((step + 1) as Page);
        else
          setNotice({ text: t(inReview ? 'toast.updatedForReview' : 'toast.updated'), severity: 'success' });
      });
    });

  const next = editMode
    ? savePageThen('next')
    : handleSubmit((values) => {
        if ((page === 2 || page === 5) && uploading(values)) {
          setNotice({ text: t('uploadsPending'), severity: 'warning' });
          return;
        }
        goTo((page + 1) as Page);
      });

  const onPicturesReordered = (items: PictureItem[]) => {
    if (!editMode) return;
    void reorder(items).then((ok) => {
      if (ok === null) return;
      setNotice(
        ok
          ? { text: t('pictures.reordered'), severity: 'success' }
          : { text: t('pictures.reorderFailed'), severity: 'error' },
      );
    });
  };

  return {
    form,
    detectedFeatures,
    addUnit,
    editMode,
    withPlan,
    shownPages,
    firstPage,
    page,
    goTo,
    busy,
    formError: formError.message,
    notice,
    dismissNotice: () => setNotice(null),
    discardGuard: guard,
    next,
    createListing,
    createForPlan,
    created,
    finishCreated: (listing: CreatedListing) => onCreated(listing, true),
    createNewUnit,
    savePageThen,
    onPicturesReordered,
  };
}
