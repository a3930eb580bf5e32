import { hasMainPlan } from '@rentals/domain/billing/plan-selection';
import { needsPayment } from '@rentals/domain/billing/plans';
import { PLAN_STEP_NUMBER, wizardButtons, type ListWithUsStep } from '@rentals/domain/listings/list-with-us';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toAppError, type AppError } from '../../../../lib/errors/graphql-error';
import type { PropertyDialogToast } from '../../wizard/components/PropertyDialogHost';
import { SaveListWithUsPhoneDocument } from '../api/list-with-us-operations';
import { placeOfEditPath, type ListWithUsListing } from '../form/lwu-edit';
import { placeOfServerPath } from '../form/server-errors';
import { EMPTY_VALUES } from '../../wizard/form/wizard-values';
import { clearBlobs } from '../files/blob-store';
import { validateBuildingStep, validateExtras, validateUnit } from '../form/lwu-validation';
import { EMPTY_EXTRAS, type ListWithUsDraft } from '../form/lwu-values';
import { nextStep, previousStep, shownSteps } from '../form/lwu-steps';
import type { WizardPlace } from '../form/server-errors';
import { useListWithUsForms } from './use-list-with-us-forms';
import { useListWithUsApi, usePlanSummaries } from '../api/use-list-with-us-api';
import { offeredIds } from '../form/plan-summary';
import { useListWithUsEdit } from './use-list-with-us-edit';
import { useListWithUsPay } from './use-list-with-us-pay';
import { useListWithUsSubmit } from './use-list-with-us-submit';

export interface ListWithUsFlowOptions {
  initial: ListWithUsDraft;
  loggedIn: boolean;
  /** Edit mode: the listing loaded for `?listing=<id>`; each page is saved to it, no draft is kept. */
  edit?: ListWithUsListing | null;
  /** Where edit mode finishes: /listings for staff, /building for landlords. */
  staff?: boolean;
  /** Edit mode reopened at step 9 to pay an unpaid deposit (`&step=9`, the checkout's cancel). */
  payOpen?: boolean;
}

/**
 * The list-with-us wizard's flow (spec/03 §2.1, §4.1): the step shown, moving on (each step checked
 * with the dialog's validation) and back, the buttons of the step, cancelling, and submit.
 */
export function useListWithUsFlow({
  initial,
  loggedIn,
  edit = null,
  staff = false,
  payOpen = false,
}: ListWithUsFlowOptions) {
  const editMode = !!edit;
  const navigate = useNavigate();
  const [step, setStep] = useState<ListWithUsStep>(initial.step);
  const stepRef = useRef<ListWithUsStep>(initial.step);
  const [unitCount, setUnitCount] = useState(initial.unitCount);
  const [authOpen, setAuthOpen] = useState(false);
  const [cancelAsked, setCancelAsked] = useState(false);
  const forms = useListWithUsForms(initial, stepRef, { step, unitCount }, editMode);
  const { building, units, extras } = forms;
  const planIds = useWatch({ control: extras.control, name: 'planIds' });
  const address = useWatch({ control: building.control, name: 'address' });
  // The plans offered for the address: the chosen ones' groups (hasMainPlan) and prices (step 8).
  const plans = usePlanSummaries(address, !editMode);
  const api = useListWithUsApi();
  const chosenPlans = (plans ?? []).filter((p) => planIds.includes(p.id));
  const paying = editMode ? payOpen : needsPayment(planIds);
  const ctx = { editMode, unitCount, planIds, paying };
  const steps = shownSteps(ctx);
  const buttons = wizardButtons(step, { editMode, loggedIn, planIds, paymentAvailable: true });
  const [changed, setChanged] = useState(0);
  const editing = useListWithUsEdit(edit, forms);
  const [savePhone] = useMutation(SaveListWithUsPhoneDocument);
  const [saving, setSaving] = useState(false);
  const [saveFailure, setSaveFailure] = useState<AppError | null>(null);
  const [uploadsPending, setUploadsPending] = useState(false);

  const goTo = (next: ListWithUsStep) => {
    stepRef.current = next;
    setStep(next);
    setChanged((n) => n + 1);
  };

  const snapshot = (): ListWithUsDraft => ({
    step: stepRef.current,
    unitCount,
    building: building.getValues(),
    extraUnits: [units[1].getValues(), units[2].getValues()],
    extras: extras.getValues(),
  });

  /** Checks the step shown, showing its errors (and focusing the first); answers whether it passed. */
  const checkStep = async (): Promise<boolean> => {
    const s = stepRef.current;
    const options = { shouldFocus: true };
    if (s === 1) {
      const [a, b] = await Promise.all([
        building.trigger(undefined, options),
        extras.trigger(undefined, options),
      ]);
      return a && b;
    }
    if (s === 2) return building.trigger(undefined, options);
    if (s >= 3 && s <= 5) return units[s - 3]!.trigger(undefined, options);
    if (s === PLAN_STEP_NUMBER) return hasMainPlan(chosenPlans);
    if (s === 7) return extras.trigger(undefined, options);
    return true;
  };

  /** The first step before submit with a problem, found without showing anything. */
  const firstInvalidStep = (): ListWithUsStep | null => {
    const d = snapshot();
    for (const s of steps) {
      if (
        s === 1 &&
        (Object.keys(validateBuildingStep(1, d.building)).length ||
          Object.keys(validateExtras(1, d.extras)).length)
      )
        return 1;
      if (s === 2 && Object.keys(validateBuildingStep(2, d.building)).length) return 2;
      if (s >= 3 && s <= 5) {
        const values = s === 3 ? d.building : d.extraUnits[s - 4]!;
        if (Object.keys(validateUnit(values)).length) return s;
      }
      if (s === PLAN_STEP_NUMBER && !hasMainPlan(chosenPlans)) return s;
      if (s === 7 && Object.keys(validateExtras(7, d.extras, { documents: !editMode })).length) return 7;
      if (s === stepRef.current) break;
    }
    return null;
  };

  const showFieldError = (place: WizardPlace, message: string, params?: Record<string, string | number>) => {
    goTo(place.step);
    const error = {
      type: 'server',
      message,
      types: Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)])),
    };
    if (place.form === 'extras') extras.setError(place.field, error);
    else units[place.unit]!.setError(place.field, error);
  };

  /**
   * Runs a save of the step shown behind the loader; a refused field is shown on its step, any
   * other failure above the form. Answers whether it worked.
   */
  const run = async (work: () => Promise<boolean>): Promise<boolean> => {
    setSaveFailure(null);
    setUploadsPending(false);
    setSaving(true);
    try {
      return await work();
    } catch (error) {
      const appError = toAppError(error);
      const unit = Math.max(0, stepRef.current - 3);
      const issue = appError.fields
        .map((f) => ({
          ...f,
          place: f.path === 'phone' ? placeOfServerPath(f.path) : placeOfEditPath(f.path, unit),
        }))
        .find((f) => f.place);
      if (issue?.place) showFieldError(issue.place, issue.key, issue.params);
      else setSaveFailure(appError);
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** Step 1 for a logged-in user: the phone is saved to the account first (spec/03 §4.1). */
  const savePhoneFirst = () =>
    run(async () => {
      await savePhone({ variables: { data: { phone: extras.getValues('phone').trim() } } });
      return true;
    });

  /** Edit mode: the step shown is saved before moving on (spec/03 §4.1). */
  const saveEditedStep = (s: ListWithUsStep) =>
    run(async () => {
      if ((await editing.saveStep(s)) === 'saved') return true;
      setUploadsPending(true);
      return false;
    });

  /** Edit mode's end: back to the listings with 'Building has been updated successfully'. */
  const finishEdit = () =>
    void navigate(staff ? '/listings' : '/building', {
      state: { propertyDialogToast: 'updated' satisfies PropertyDialogToast },
    });

  const submission = useListWithUsSubmit({
    api,
    draft: snapshot,
    setPictures: (pictures) => building.setValue('pictures', pictures),
    setAddress: (address) => building.setValue('address', address),
    stopSaving: forms.stopSaving,
    showFieldError,
  });

  /** The step's main action: Next, or submit (after log in or sign up when logged out). */
  const advance = async () => {
    if (!(await checkStep())) return;
    const current = stepRef.current;
    if (current === 1 && loggedIn && !(await savePhoneFirst())) return;
    if (editMode && !(await saveEditedStep(current))) return;
    const following = nextStep(current, ctx);
    if (following !== null) {
      goTo(following);
      return;
    }
    if (editMode) {
      finishEdit();
      return;
    }
    if (!readyToSubmit()) return;
    if (!loggedIn) setAuthOpen(true);
    else await submission.submit();
  };

  /** Whether every step before this one is filled in; else the first that is not is shown. */
  const readyToSubmit = (): boolean => {
    const invalid = firstInvalidStep();
    if (invalid === null) return true;
    goTo(invalid);
    // Shown once the step is on the page, so its fields can take the focus.
    setTimeout(() => void checkStep(), 0);
    return false;
  };

  const { checkout, act } = useListWithUsPay({
    step,
    listingId: edit?.id ?? null,
    planIds,
    province: address?.region ?? null,
    staff,
    readyToSubmit,
    submit: submission.submit,
    advance,
    goTo,
  });

  const previous = () => goTo(previousStep(stepRef.current, { unitCount }));

  /** Adds the next unit, or removes this one and those after it (the second and third are optional). */
  const setUnitChosen = (unit: number, chosen: boolean) => {
    // A stored unit is not removed here: the wizard only edits it.
    if (!chosen && editing.storedUnit(unit)) return;
    setUnitCount(chosen ? unit + 1 : unit);
  };

  /** Cancel confirmed: everything typed and kept is discarded, back to step 1. */
  const discard = () => {
    setCancelAsked(false);
    if (editMode) {
      // Pages already saved stay saved; what was typed on this one is dropped.
      void navigate(staff ? '/listings' : '/building');
      return;
    }
    building.reset(EMPTY_VALUES);
    units[1].reset(EMPTY_VALUES);
    units[2].reset(EMPTY_VALUES);
    extras.reset(EMPTY_EXTRAS);
    setUnitCount(1);
    goTo(1);
    void clearBlobs().catch((error: unknown) => console.error('Kept files could not be cleared', error));
  };

  // A plan chosen on /services, or for another address, that is not offered here is let go.
  useEffect(() => {
    if (!plans) return;
    const kept = offeredIds(plans, planIds);
    if (kept.length !== planIds.length) extras.setValue('planIds', kept);
  }, [plans, planIds, extras]);

  // Once logged in from the prompt, the prompt closes and the step shows Submit.
  useEffect(() => {
    if (loggedIn) setAuthOpen(false);
  }, [loggedIn]);

  return {
    step,
    steps,
    changed,
    unitCount,
    forms,
    planIds,
    plans,
    address,
    mainPlanChosen: hasMainPlan(chosenPlans),
    buttons,
    act,
    checkout,
    editMode,
    saving,
    saveFailure,
    uploadsPending,
    storedUnit: editing.storedUnit,
    advance,
    previous,
    setUnitChosen,
    auth: { open: authOpen, close: () => setAuthOpen(false) },
    cancel: {
      asked: cancelAsked,
      ask: () => setCancelAsked(true),
      keep: () => setCancelAsked(false),
      discard,
    },
    submission,
    /** From 'User Unauthorized' back to step 1, where the poster type is chosen. */
    backToRole: () => {
      submission.dismissUnauthorized();
      goTo(1);
    },
  };
}
