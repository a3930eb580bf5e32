import type { ListWithUsStep } from '@rentals/domain/listings/list-with-us';
import { formFieldOfPath, stepOfField } from '../../wizard/form/payload';
import type { WizardField } from '../../wizard/form/wizard-values';
import { EMPTY_EXTRAS, type ExtrasField } from './lwu-values';

/** Where a field the server named shows in the wizard: its step, its form and the field there. */
export type WizardPlace =
  | { step: ListWithUsStep; form: 'unit'; unit: number; field: WizardField }
  | { step: ListWithUsStep; form: 'extras'; field: ExtrasField };

const isExtrasField = (name: string): name is ExtrasField => name in EMPTY_EXTRAS;

/**
 * The place of an issue of createListWithUs's input (paths like 'phone', 'listing.title',
 * 'listing.lockbox', 'units.1.bedrooms'), or null when no field of the wizard holds it. The
 * building and the first unit are on the first unit's form.
 */
export function placeOfServerPath(path: string): WizardPlace | null {
  const [head, ...rest] = path.split('.');
  if (head === 'phone') return { step: 1, form: 'extras', field: 'phone' };
  if (head === 'planIds') return { step: 6, form: 'extras', field: 'planIds' };
  if (head === 'role') return { step: 1, form: 'unit', unit: 0, field: 'role' };
  if (head === 'listing') {
    const name = rest[0] ?? '';
    if (isExtrasField(name)) return { step: 7, form: 'extras', field: name };
    const field = formFieldOfPath(rest.join('.'));
    if (!field) return null;
    const step = stepOfField(field);
    return { step: step <= 2 ? step : 3, form: 'unit', unit: 0, field } as WizardPlace;
  }
  if (head === 'units') {
    const unit = Number(rest[0]);
    if (!Number.isInteger(unit) || unit < 0 || unit > 2) return null;
    const field = formFieldOfPath(`unit.${rest.slice(1).join('.')}`);
    return field ? { step: (3 + unit) as ListWithUsStep, form: 'unit', unit, field } : null;
  }
  return null;
}
