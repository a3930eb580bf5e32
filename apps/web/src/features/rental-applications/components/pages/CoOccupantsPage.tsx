import { shownCoOccupantFields } from '@rentals/domain/rental-applications/conditions';
import { CO_OCCUPANTS } from '@rentals/domain/rental-applications/enums';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../fields/ChoiceField';
import { DraftTextField } from '../fields/DraftTextField';
import { FieldGrid } from '../fields/FieldGrid';
import { useApplicationValues } from '../fields/use-application-values';

/** Page 5: who lives with the applicant, one name field per person chosen. */
export function CoOccupantsPage() {
  const { t } = useTranslation('rentalApplication');
  const draft = useApplicationValues();
  return (
    <>
      <ChoiceField
        name="vehiclesAndOccupants.coOccupants"
        options={CO_OCCUPANTS}
        optionLabel={(o) => t(`options.coOccupants.${o}`)}
      />
      <FieldGrid>
        {shownCoOccupantFields(draft).map((name) => (
          <DraftTextField key={name} name={`vehiclesAndOccupants.${name}`} required />
        ))}
      </FieldGrid>
    </>
  );
}
