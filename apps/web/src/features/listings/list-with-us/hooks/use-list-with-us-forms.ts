import { useEffect, useRef } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { WIZARD_SAVE_DELAY_MS, type ListWithUsStep } from '@rentals/domain/listings/list-with-us';
import { VALIDATION_MODE } from '../../../../lib/forms/validation-mode';
import type { StepErrors } from '../../wizard/form/step-validation';
import type { WizardValues } from '../../wizard/form/wizard-values';
import type { ListWithUsDraft, ListWithUsExtras } from '../form/lwu-values';
import {
  validateBuildingStep,
  validateExtras,
  validateUnit,
  type ExtrasErrors,
} from '../form/lwu-validation';
import { storeDraft } from './use-stored-draft';

function resolverOf<V extends object>(check: (values: V) => StepErrors | ExtrasErrors): Resolver<V> {
  return (values) => {
    const errors = check(values);
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<V> }
      : { values, errors: {} };
  };
}

export interface ListWithUsForms {
  /** The building and its first unit: the dialog's form. */
  building: UseFormReturn<WizardValues>;
  /** The building form, then the second and third units' forms. */
  units: [UseFormReturn<WizardValues>, UseFormReturn<WizardValues>, UseFormReturn<WizardValues>];
  extras: UseFormReturn<ListWithUsExtras>;
  /** Stops saving the draft (after submit, so a late save cannot bring back what was sent). */
  stopSaving: () => void;
}

/**
 * The wizard's forms, each checking the step shown (`stepRef`) with the dialog's step validation,
 * and the draft saved WIZARD_SAVE_DELAY_MS after the last change (spec/03 §9).
 */
export function useListWithUsForms(
  initial: ListWithUsDraft,
  stepRef: { readonly current: ListWithUsStep },
  position: { step: ListWithUsStep; unitCount: number },
  /** Edit mode keeps no draft on the device, and asks for no documents on step 7. */
  editMode = false,
): ListWithUsForms {
  const building = useForm<WizardValues>({
    resolver: resolverOf((v) =>
      stepRef.current === 1 || stepRef.current === 2
        ? validateBuildingStep(stepRef.current, v)
        : validateUnit(v),
    ),
    defaultValues: initial.building,
    ...VALIDATION_MODE,
  });
  const second = useForm<WizardValues>({
    resolver: resolverOf(validateUnit),
    defaultValues: initial.extraUnits[0],
    ...VALIDATION_MODE,
  });
  const third = useForm<WizardValues>({
    resolver: resolverOf(validateUnit),
    defaultValues: initial.extraUnits[1],
    ...VALIDATION_MODE,
  });
  const extras = useForm<ListWithUsExtras>({
    resolver: resolverOf((v) => validateExtras(stepRef.current, v, { documents: !editMode })),
    defaultValues: initial.extras,
    ...VALIDATION_MODE,
  });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(editMode);
  const positionRef = useRef(position);
  positionRef.current = position;

  useEffect(() => {
    const save = () => {
      clearTimeout(timer.current);
      if (stopped.current) return;
      timer.current = setTimeout(
        () =>
          storeDraft({
            ...positionRef.current,
            building: building.getValues(),
            extraUnits: [second.getValues(), third.getValues()],
            extras: extras.getValues(),
          }),
        WIZARD_SAVE_DELAY_MS,
      );
    };
    const subscriptions = [building, second, third, extras].map((form) =>
      (form as UseFormReturn<object>).watch(save),
    );
    save();
    return () => {
      subscriptions.forEach((s) => s.unsubscribe());
      clearTimeout(timer.current);
    };
    // The forms are stable; a new step or unit count is saved too.
  }, [building, second, third, extras, position.step, position.unitCount]);

  const stopSaving = () => {
    stopped.current = true;
    clearTimeout(timer.current);
  };
  return { building, units: [building, second, third], extras, stopSaving };
}
