import { RENTAL_APPLICATION_PAYLOAD_FIELDS } from '@rentals/domain/rental-applications/payload';
import type { RentalApplicationPage } from '@rentals/domain/rental-applications/enums';

/*
 * Which page holds a field, for a refusal from the server: the wizard moves there and shows the
 * field's message. The API names fields by their draft path ('applicant.phone') or, for the
 * flattened payload, by their payload name ('address_street'); both are understood.
 */

const GROUP_PAGES: Record<string, RentalApplicationPage> = {
  offer: 0,
  applicant: 1,
  income: 2,
  obligations: 3,
  vehiclesAndOccupants: 4,
  documents: 6,
  signature: 7,
};

/** The draft path of a field the server names, or null when it names none the draft has. */
export function draftPathOf(name: string): string | null {
  const byPayloadName = RENTAL_APPLICATION_PAYLOAD_FIELDS.find((field) => field.name === name);
  if (byPayloadName) return byPayloadName.path.join('.');
  const group = name.split('.')[0] ?? '';
  return group in GROUP_PAGES && name.includes('.') ? name : null;
}

/** The page showing a draft path: the co-occupant names are on page 5, the vehicles on page 4. */
export function pageOfPath(path: string): RentalApplicationPage {
  const [group = '', field = ''] = path.split('.');
  if (group === 'vehiclesAndOccupants' && /^(coOccupants|occupant_)/.test(field)) return 5;
  return GROUP_PAGES[group] ?? 0;
}
