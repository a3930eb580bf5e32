import type { Control, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import type { WizardValues } from '../form/wizard-values';
import type { WizardErrorText } from '../hooks/use-wizard-error-text';

/** What every page of the dialog gets. */
export interface StepProps {
  control: Control<WizardValues>;
  errorText: WizardErrorText;
  editMode: boolean;
  getValues: UseFormGetValues<WizardValues>;
  setValue: UseFormSetValue<WizardValues>;
}
