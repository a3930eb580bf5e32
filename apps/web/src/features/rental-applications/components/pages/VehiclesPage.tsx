import { showsVehicleOne, showsVehicleTwo } from '@rentals/domain/rental-applications/conditions';
import { useTranslation } from 'react-i18next';
import { YesNoField } from '../fields/ChoiceField';
import { DraftTextField } from '../fields/DraftTextField';
import { FieldGrid, FormSection } from '../fields/FieldGrid';
import { useApplicationValues } from '../fields/use-application-values';

/** Page 4: up to two vehicles (a tenant's only). */
export function VehiclesPage() {
  const { t } = useTranslation('rentalApplication');
  const draft = useApplicationValues();
  return (
    <>
      <YesNoField name="vehiclesAndOccupants.vehicle" />
      {showsVehicleOne(draft) && (
        <FormSection title={t('sections.vehicleOne')}>
          <FieldGrid>
            <DraftTextField name="vehiclesAndOccupants.makeOne" required />
            <DraftTextField name="vehiclesAndOccupants.modelOne" required />
          </FieldGrid>
          <YesNoField name="vehiclesAndOccupants.anotherVehicle" />
        </FormSection>
      )}
      {showsVehicleTwo(draft) && (
        <FormSection title={t('sections.vehicleTwo')}>
          <FieldGrid>
            <DraftTextField name="vehiclesAndOccupants.makeTwo" required />
            <DraftTextField name="vehiclesAndOccupants.modelTwo" required />
          </FieldGrid>
        </FormSection>
      )}
    </>
  );
}
