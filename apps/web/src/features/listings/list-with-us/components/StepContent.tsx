import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { POSTER_ROLES } from '@rentals/domain/listings/enums';
import type { PlanKind } from '@rentals/domain/billing/plans';
import type { Province } from '@rentals/domain/users/enums';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildingStep } from '../../wizard/components/BuildingStep';
import { PropertyStep } from '../../wizard/components/PropertyStep';
import type { StepProps } from '../../wizard/components/step-props';
import type { WizardErrorText } from '../../wizard/hooks/use-wizard-error-text';
import { LocalFilesContext } from '../../wizard/pictures/local-files';
import { pictureStore } from '../files/local-store';
import type { ExtrasErrorText } from '../hooks/use-extras-error-text';
import type { useListWithUsFlow } from '../hooks/use-list-with-us-flow';
import { FinalStep } from './FinalStep';
import type { QuoteSummaryProps } from './DepositQuote';
import { PayConfirmStep } from './PayConfirmStep';
import { PaymentStep } from './PaymentStep';
import { PhoneField } from './PhoneField';
import { UnitStepPage } from './UnitStepPage';

/** What the wizard gives the plans feature's PlanChooser (its props, composed in by the route). */
export interface PlanChooserProps {
  value: number[];
  onChange: (ids: number[]) => void;
  place: { province: Province; city: string; isNewListing: boolean };
  excludeKinds?: PlanKind[];
  /** The level of the plan screen's section headings: inside a step, under its h3. */
  headingLevel?: 'h2' | 'h3';
}

const EXCLUDED_KINDS: PlanKind[] = ['BOOST'];
const noReorder = () => undefined;

/** The content of the step shown. */
export function StepContent({
  flow,
  errorText,
  extrasErrorText,
  PlanChooser,
  QuoteSummary,
}: {
  flow: ReturnType<typeof useListWithUsFlow>;
  errorText: WizardErrorText;
  extrasErrorText: ExtrasErrorText;
  PlanChooser: ComponentType<PlanChooserProps>;
  QuoteSummary: ComponentType<QuoteSummaryProps>;
}) {
  const { t } = useTranslation('listWithUs');
  const { step, forms, unitCount, address, plans } = flow;
  const { building, units, extras } = forms;
  const props: StepProps = {
    control: building.control,
    errorText,
    editMode: flow.editMode,
    getValues: building.getValues,
    setValue: building.setValue,
  };

  if (step === 1)
    return (
      <Stack spacing={2}>
        <PropertyStep {...props} roles={POSTER_ROLES} />
        <PhoneField control={extras.control} errorText={extrasErrorText} />
      </Stack>
    );
  if (step === 2) {
    // Edit mode is logged in: pictures upload as they are chosen, and their order is saved with the page.
    if (flow.editMode) return <BuildingStep {...props} onPicturesReordered={noReorder} />;
    return (
      // A visitor has no account to upload with yet: pictures stay on the device until submit.
      <LocalFilesContext value={pictureStore}>
        <BuildingStep {...props} onPicturesReordered={noReorder} />
      </LocalFilesContext>
    );
  }
  if (step >= 3 && step <= 5) {
    const unit = step - 3;
    return (
      <UnitStepPage
        key={unit}
        unit={unit}
        form={units[unit]!}
        errorText={errorText}
        unitCount={unitCount}
        editMode={flow.editMode}
        nextUnitStored={flow.storedUnit(unit + 1)}
        onUnitChosen={flow.setUnitChosen}
      />
    );
  }
  if (step === 6) {
    if (!address) return <Alert severity="info">{t('plan.noAddress')}</Alert>;
    return (
      <Stack spacing={2}>
        <Typography>{t('plan.choose')}</Typography>
        <PlanChooser
          value={flow.planIds}
          onChange={(ids) => extras.setValue('planIds', ids, { shouldDirty: true })}
          place={{ province: address.region as Province, city: address.city, isNewListing: !flow.editMode }}
          excludeKinds={EXCLUDED_KINDS}
          headingLevel="h3"
        />
        {!flow.mainPlanChosen && (
          <Typography color="text.secondary" role="status">
            {t('plan.needMain')}
          </Typography>
        )}
      </Stack>
    );
  }
  if (step === 7)
    return <FinalStep control={extras.control} errorText={extrasErrorText} documents={!flow.editMode} />;
  if (step === 8)
    return (
      <PayConfirmStep
        plans={plans ?? []}
        planIds={flow.planIds}
        checkout={flow.checkout}
        QuoteSummary={QuoteSummary}
      />
    );
  return <PaymentStep checkout={flow.checkout} QuoteSummary={QuoteSummary} />;
}
