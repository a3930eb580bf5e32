import {
  EMPLOYMENT_STATUSES,
  EMPLOYMENT_TERMS,
  REACHING_TIMES,
  REFERENCE_STATUSES,
  SELF_EMPLOYED_DOCS,
} from '@rentals/domain/rental-applications/enums';
import {
  SELF_EMPLOYED_DOC_FILES,
  showsCurrentEmployer,
  showsEmploymentEndDate,
  showsPreviousEmployer,
  showsSelfEmployedDoc,
  showsSelfEmployment,
} from '@rentals/domain/rental-applications/conditions';
import { useTranslation } from 'react-i18next';
import { ChoiceField, YesNoField } from '../fields/ChoiceField';
import { DocumentField } from '../fields/DocumentField';
import { DraftNumberField } from '../fields/DraftNumberField';
import { DraftTextField } from '../fields/DraftTextField';
import { FieldGrid, FormSection } from '../fields/FieldGrid';
import { FlagGroupField } from '../fields/FlagGroupField';
import { useApplicationValues } from '../fields/use-application-values';

/** Page 2: income, self-employment and employment (spec/02 §5 page 2). */
export function IncomePage() {
  const { t } = useTranslation('rentalApplication');
  const draft = useApplicationValues();
  return (
    <>
      <FormSection>
        <DraftNumberField name="income.grossIncome" kind="integer" money required />
        <YesNoField name="income.selfEmployed" />
      </FormSection>
      {showsSelfEmployment(draft) && (
        <FormSection title={t('sections.selfEmployment')}>
          <DraftTextField name="income.website" type="url" />
          <FieldGrid>
            <DraftNumberField name="income.revenueSalesFigures" kind="integer" money />
            <DraftNumberField name="income.expenseFigures" kind="integer" money />
          </FieldGrid>
          <FlagGroupField
            name="income.selfEmployedDocs"
            options={SELF_EMPLOYED_DOCS}
            optionLabel={(o) => t(`options.selfEmployedDocs.${o}`)}
            helperText={t('hints.chooseTwo')}
            required
          />
          {(['bankStatement', 'taxReturns', 'invoices'] as const).map(
            (doc) =>
              showsSelfEmployedDoc(draft, doc) && (
                <DocumentField
                  key={doc}
                  docKey={SELF_EMPLOYED_DOC_FILES[doc]}
                  name={`income.${SELF_EMPLOYED_DOC_FILES[doc]}`}
                  required
                />
              ),
          )}
          {showsSelfEmployedDoc(draft, 'accountantContact') && (
            <FieldGrid>
              <DraftTextField name="income.accountantEmail" type="email" />
              <DraftTextField name="income.accountantPhone" type="tel" helperText={t('hints.phone')} />
            </FieldGrid>
          )}
        </FormSection>
      )}
      <FormSection title={t('sections.currentEmployment')}>
        <FieldGrid>
          <DraftTextField name="income.currentEmployer" autoComplete="organization" />
          <DraftTextField name="income.occupation" autoComplete="organization-title" />
        </FieldGrid>
        {showsCurrentEmployer(draft) && (
          <>
            <FieldGrid>
              <DraftTextField name="income.currentEmployerAddress" />
              <DraftTextField name="income.currentEmployerPhone" type="tel" />
            </FieldGrid>
            <ChoiceField
              name="income.employmentTerm"
              options={EMPLOYMENT_TERMS}
              optionLabel={(o) => t(`options.employmentTerm.${o}`)}
            />
            <FlagGroupField
              name="income.employmentStatus"
              options={EMPLOYMENT_STATUSES}
              optionLabel={(o) => t(`options.employmentStatus.${o}`)}
            />
            {showsEmploymentEndDate(draft) && (
              <DraftTextField name="income.currentEmploymentEndDate" type="date" />
            )}
          </>
        )}
      </FormSection>
      {showsCurrentEmployer(draft) && (
        <FormSection title={t('sections.employmentReference')}>
          <DraftTextField name="income.employmentReference" required />
          <ChoiceField
            name="income.referenceStatus"
            options={REFERENCE_STATUSES}
            optionLabel={(o) => t(`options.referenceStatus.${o}`)}
            required
          />
          <FieldGrid>
            <DraftTextField name="income.employmentReferencePhone" type="tel" />
            <span />
            <DraftTextField name="income.employmentReferenceEmail" type="email" required />
            <DraftTextField name="income.employmentReferenceConfirmEmail" type="email" required />
          </FieldGrid>
          <FlagGroupField
            name="income.reachingTime"
            options={REACHING_TIMES}
            optionLabel={(o) => t(`options.reachingTime.${o}`)}
          />
        </FormSection>
      )}
      <FormSection title={t('sections.previousEmployment')}>
        <YesNoField name="income.firstEmployer" />
        {showsPreviousEmployer(draft) && (
          <FieldGrid>
            <DraftTextField name="income.previousEmployer" />
            <DraftTextField name="income.previousPositionTitle" />
            <DraftTextField name="income.previousEmployerAddress" />
          </FieldGrid>
        )}
        <DraftTextField name="income.linkedIn" type="url" />
      </FormSection>
    </>
  );
}
