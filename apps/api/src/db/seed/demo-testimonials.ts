import type { Db } from '../client';
import { testimonials } from '../schema/content';

/*
 * Home-page testimonials of the demo installation, seeded with the demo accounts (never into a
 * database that already has users). A real installation starts with none and the home page hides
 * the section until staff add some.
 */
export const DEMO_TESTIMONIALS = [
  {
    fullName: 'Priya S.',
    keyword: 'Renter in Toronto',
    quote:
      'I filtered by transit and pets, booked two viewings the same week and signed for a one-bedroom near the Danforth.',
  },
  {
    fullName: 'Marc-André L.',
    keyword: 'Landlord in Montréal',
    quote:
      'Listing my triplex took ten minutes. The description helper gave me a clean first draft in French and English.',
  },
  {
    fullName: 'Jordan K.',
    keyword: 'Renter in Waterloo',
    quote: 'Prices were clear up front and the map showed exactly how far each place was from campus.',
  },
] as const;

export async function seedDemoTestimonials(db: Db): Promise<void> {
  const now = Date.now();
  await db
    .insert(testimonials)
    .values(DEMO_TESTIMONIALS.map((t, i) => ({ ...t, createdAt: new Date(now - i * 60_000) })));
}
