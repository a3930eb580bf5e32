import {
  FINANCIAL_OBLIGATIONS,
  PET_TYPES,
  REACHING_TIMES,
  REFERENCE_RELATIONSHIPS,
} from '@rentals/domain/rental-applications/enums';
import {
  requiresPersonalReference,
  showsOtherPetType,
  showsPets,
  toggleFinancialObligation,
} from '@rentals/domain/rental-applications/conditions';
import { useTranslation } from 'react-i18next';
import { YesNoField } from '../fields/ChoiceField';
import { DocumentField } from '../fields/DocumentField';
import { DraftNumberField } from '../fields/DraftNumberField';
import { DraftTextField } from '../fields/DraftTextField';
import { FieldGrid, FormSection } from '../fields/FieldGrid';
import { FlagGroupField } from '../fields/FlagGroupField';
import { useApplicationValues } from '../fields/use-application-values';

/** Page 3: financial obligations, the personal reference and pets (spec/02 §5 page 3). */
export function ObligationsPage() {
  const { t } = useTranslation('rentalApplication');
  const draft = useApplicationValues();
  const referenceRequired = requiresPersonalReference(draft);
  const referenceHint = referenceRequired ? undefined : t('hints.guarantorReference');
  return (
    <>
      <FormSection>
        <FlagGroupField
          name="obligations.financialObligation"
          options={FINANCIAL_OBLIGATIONS}
          optionLabel={(o) => t(`options.financialObligation.${o}`)}
          toggle={toggleFinancialObligation}
          required
        />
        <FieldGrid>
          <DraftNumberField name="obligations.monthlyPayment" kind="integer" money />
          <DraftTextField name="obligations.entities" />
        </FieldGrid>
      </FormSection>
      <FormSection title={t('sections.personalReference')}>
        <FieldGrid>
          <DraftTextField
            name="obligations.referenceName"
            required={referenceRequired}
            helperText={referenceHint}
          />
          <DraftTextField name="obligations.referencePhone" type="tel" />
          <DraftTextField
            name="obligations.referenceEmail"
            type="email"
            required={referenceRequired}
            helperText={referenceHint}
          />
        </FieldGrid>
        <FlagGroupField
          name="obligations.referenceRelationship"
          options={REFERENCE_RELATIONSHIPS}
          optionLabel={(o) => t(`options.referenceRelationship.${o}`)}
        />
        <FlagGroupField
          name="obligations.reachingTime"
          options={REACHING_TIMES}
          optionLabel={(o) => t(`options.reachingTime.${o}`)}
        />
      </FormSection>
      <FormSection title={t('sections.pets')}>
        <YesNoField name="obligations.pets" />
        {showsPets(draft) && (
          <>
            <FlagGroupField
              name="obligations.petType"
              options={PET_TYPES}
              optionLabel={(o) => t(`options.petType.${o}`)}
              required={referenceRequired}
            />
            {showsOtherPetType(draft) && <DraftTextField name="obligations.otherPetType" />}
            <FieldGrid>
              <DraftTextField name="obligations.breed" />
              <DraftNumberField name="obligations.weight" kind="decimal" trimDot />
            </FieldGrid>
            <DraftTextField name="obligations.petDescription" multiline minRows={2} />
            <DocumentField docKey="petFiles" name="obligations.petFiles" />
          </>
        )}
      </FormSection>
    </>
  );
}
