import { APPLYING_AS, PROPERTY_SEEN } from '@rentals/domain/rental-applications/enums';
import {
  showsGuaranteeFullName,
  showsOtherPropertySeen,
  showsTenantOffer,
} from '@rentals/domain/rental-applications/conditions';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../fields/ChoiceField';
import { DraftNumberField } from '../fields/DraftNumberField';
import { DraftTextField } from '../fields/DraftTextField';
import { FieldGrid, FormSection } from '../fields/FieldGrid';
import { FlagGroupField } from '../fields/FlagGroupField';
import { useApplicationValues } from '../fields/use-application-values';
import { UnitChoice } from './UnitChoice';

/** Page 0: the offer (spec/02 §5 page 0). */
export function OfferPage() {
  const { t } = useTranslation('rentalApplication');
  const draft = useApplicationValues();
  return (
    <FormSection>
      <ChoiceField
        name="offer.applyingAs"
        options={APPLYING_AS}
        optionLabel={(o) => t(`options.applyingAs.${o}`)}
        required
      />
      <DraftTextField name="offer.rentalPropertyAddress" required helperText={t('hints.property')} />
      <UnitChoice />
      <FieldGrid>
        <DraftTextField name="offer.applicationDate" type="date" required />
        <DraftTextField name="offer.commencementDate" type="date" required />
      </FieldGrid>
      {showsGuaranteeFullName(draft) && <DraftTextField name="offer.guaranteeFullName" required />}
      {showsTenantOffer(draft) && (
        <>
          <FlagGroupField
            name="offer.propertySeen"
            options={PROPERTY_SEEN}
            optionLabel={(o) => t(`options.propertySeen.${o}`)}
            required
          />
          {showsOtherPropertySeen(draft) && <DraftTextField name="offer.otherPropertySeen" required />}
        </>
      )}
      <FieldGrid>
        {showsTenantOffer(draft) && <DraftNumberField name="offer.yourOffer" kind="integer" money required />}
        <DraftNumberField name="offer.leaseTerm" kind="decimal" />
      </FieldGrid>
    </FormSection>
  );
}
