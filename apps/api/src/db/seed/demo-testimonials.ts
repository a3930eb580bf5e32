import type { Db } from '../client';
import { testimonials } from '../schema/content';

/*
 * Home-page testimonials of the demo installation, seeded with the demo accounts (never into a
 * database that already has users). A real installation starts with none and the home page hides
 * the section until staff add some.
 */
export const DEMO_TESTIMONIALS = [
  {
    locale: 'en',
    fullName: 'Priya S.',
    keyword: 'Renter in Toronto',
    quote:
      'I filtered by transit and pets, booked two viewings the same week and signed for a one-bedroom near the Danforth.',
  },
  {
    locale: 'en',
    fullName: 'Marc-André L.',
    keyword: 'Landlord in Montréal',
    quote:
      'Listing my triplex took ten minutes. The description helper gave me a clean first draft in French and English.',
  },
  {
    locale: 'en',
    fullName: 'Jordan K.',
    keyword: 'Renter in Waterloo',
    quote: 'Prices were clear up front and the map showed exactly how far each place was from campus.',
  },
  // The same people, as French-speaking visitors read them.
  {
    locale: 'fr',
    fullName: 'Priya S.',
    keyword: 'Locataire à Toronto',
    quote:
      "J'ai filtré selon le transport en commun et les animaux, réservé deux visites la même semaine et signé pour un appartement d'une chambre près de l'avenue Danforth.",
  },
  {
    locale: 'fr',
    fullName: 'Marc-André L.',
    keyword: 'Propriétaire à Montréal',
    quote:
      "Afficher mon triplex m'a pris dix minutes. L'assistant de description m'a donné un premier jet soigné en français et en anglais.",
  },
  {
    locale: 'fr',
    fullName: 'Jordan K.',
    keyword: 'Locataire à Waterloo',
    quote:
      'Les prix étaient clairs dès le départ et la carte montrait exactement la distance entre chaque logement et le campus.',
  },
] as const;

export async function seedDemoTestimonials(db: Db): Promise<void> {
  const now = Date.now();
  // Each language's list in the order above (newest first).
  await db
    .insert(testimonials)
    .values(DEMO_TESTIMONIALS.map((t, i) => ({ ...t, createdAt: new Date(now - (i % 3) * 60_000) })));
}
