import { REACHING_TIMES } from '@rentals/domain/rental-applications/enums';
import { showsCurrentLandlord, showsPreviousLandlord } from '@rentals/domain/rental-applications/conditions';
import { useTranslation } from 'react-i18next';
import { YesNoField } from '../fields/ChoiceField';
import { DocumentField } from '../fields/DocumentField';
import { DraftTextField } from '../fields/DraftTextField';
import { FieldGrid, FormSection } from '../fields/FieldGrid';
import { FlagGroupField } from '../fields/FlagGroupField';
import { useApplicationValues } from '../fields/use-application-values';

/** Page 1: the applicant, their home and their landlords (spec/02 §5 page 1). */
export function ApplicantPage() {
  const { t } = useTranslation('rentalApplication');
  const draft = useApplicationValues();
  const tenant = draft.offer.applyingAs !== 'guarantor';
  return (
    <>
      <FormSection>
        <FieldGrid>
          <DraftTextField name="applicant.fName" required autoComplete="given-name" />
          <DraftTextField name="applicant.lName" required autoComplete="family-name" />
          <DraftTextField name="applicant.dob" type="date" required autoComplete="bday" />
          <DraftTextField
            name="applicant.phone"
            type="tel"
            required
            autoComplete="tel"
            helperText={t('hints.phone')}
          />
          <DraftTextField name="applicant.userEmail" type="email" required autoComplete="email" />
          <DraftTextField name="applicant.confirmEmail" type="email" required autoComplete="email" />
        </FieldGrid>
        <FlagGroupField
          name="applicant.reachingTime"
          options={REACHING_TIMES}
          optionLabel={(o) => t(`options.reachingTime.${o}`)}
        />
      </FormSection>
      <FormSection title={t('sections.currentHome')}>
        <DraftTextField name="applicant.address.street" required autoComplete="street-address" />
        <FieldGrid>
          <DraftTextField name="applicant.address.city" required autoComplete="address-level2" />
          <DraftTextField name="applicant.address.province" required autoComplete="address-level1" />
          <DraftTextField name="applicant.address.postal" required autoComplete="postal-code" />
          <DraftTextField name="applicant.address.country" required autoComplete="country-name" />
          <DraftTextField name="applicant.livingDate" type="date" />
        </FieldGrid>
        <YesNoField name="applicant.renting" />
        <DocumentField docKey="leaseAgreementFile" name="applicant.leaseAgreementFile" />
      </FormSection>
      {showsCurrentLandlord(draft) && (
        <FormSection title={t('sections.currentLandlord')}>
          <FieldGrid>
            <DraftTextField name="applicant.landlordName" required />
            <DraftTextField
              name="applicant.landlordPhone"
              type="tel"
              required
              helperText={t('hints.phone')}
            />
            <DraftTextField name="applicant.landlordEmail" type="email" />
            <DraftTextField name="applicant.landlordConfirmEmail" type="email" />
          </FieldGrid>
        </FormSection>
      )}
      <FormSection>
        <DraftTextField name="applicant.reasonLeaving" multiline minRows={2} required={tenant} />
      </FormSection>
      <FormSection title={t('sections.previousHome')}>
        <FieldGrid>
          <DraftTextField name="applicant.previousAddress" />
          <DraftTextField name="applicant.previousLivingDate" type="date" />
        </FieldGrid>
        <YesNoField name="applicant.previousRenting" />
        {showsPreviousLandlord(draft) && (
          <FieldGrid>
            <DraftTextField name="applicant.previousLandlordName" />
            <DraftTextField name="applicant.previousLandlordPhone" type="tel" />
            <DraftTextField name="applicant.previousLandlordEmail" type="email" />
            <DraftTextField name="applicant.previousLandlordConfirmEmail" type="email" />
          </FieldGrid>
        )}
      </FormSection>
      <YesNoField name="applicant.smoker" />
    </>
  );
}
