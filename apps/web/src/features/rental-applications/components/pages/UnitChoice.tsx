import { useTranslation } from 'react-i18next';
import { useListingTarget } from '../../hooks/use-listing-target';
import { ChoiceField } from '../fields/ChoiceField';

/**
 * Which unit of the listing the application is for, when the Apply link named the listing and it
 * has several available units (with one, it is chosen already).
 */
export function UnitChoice() {
  const { t } = useTranslation('rentalApplication');
  const { target } = useListingTarget();
  const units = target?.units ?? [];
  if (target?.unitId || units.length < 2) return null;
  const names = new Map(units.map((unit) => [unit.id, unit.name]));
  return (
    <ChoiceField
      name="offer.unitId"
      options={units.map((unit) => unit.id)}
      optionLabel={(id) => names.get(id) ?? id}
      required
      helperText={t('hints.unit')}
    />
  );
}
