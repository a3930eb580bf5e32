import { richTextFromMarkdown } from '@rentals/domain/rich-text/index';
import { rentalLawInputSchema } from '@rentals/domain/rental-laws/schemas';
import type { TestApi } from '../../test/harness';
import { createRentalLaw } from './rental-law.service';

/** A complete entry as staff send it, published, with optional changes. */
export function rentalLawData(changes: Record<string, unknown> = {}) {
  return {
    title: 'Rent increases',
    description: 'Once a year, with notice.',
    province: 'ON',
    audience: 'RENTER',
    topic: 'rent-increase',
    locale: 'en',
    body: richTextFromMarkdown('Your landlord can raise the rent **once every 12 months**.'),
    sourceUrl: 'https://www.ontario.ca/page/residential-rent-increases',
    sourceTitle: 'Residential rent increases',
    lastReviewedOn: '2026-01-15',
    position: 0,
    isPublished: true,
    ...changes,
  };
}

/** Stores an entry directly (no caller), answering its id. */
export async function freshRentalLaw(api: TestApi, changes: Record<string, unknown> = {}): Promise<string> {
  const staff = await api.factories.user({ userType: 'ADMIN' });
  const row = await createRentalLaw(
    api.deps.db,
    rentalLawInputSchema.parse(rentalLawData(changes)),
    staff.user.id,
  );
  return row.id;
}

export const CREATE_RENTAL_LAW =
  'mutation($d: RentalLawInput!) { createRentalLaw(data: $d) { id title bodyHtml isPublished } }';
export const UPDATE_RENTAL_LAW =
  'mutation($id: ID!, $d: RentalLawInput!) { updateRentalLaw(id: $id, data: $d) { id title bodyHtml } }';
