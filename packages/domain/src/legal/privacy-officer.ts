import type { Bilingual } from '../i18n/translate';

/*
 * The person in charge of the protection of personal information, whom Quebec's Law 25 requires
 * a business to name and publish (by default its highest authority, who may delegate in writing),
 * and whom PIPEDA's accountability principle asks to be designated and reachable. The privacy
 * policy's text names them too; this gives the page a structured box that does not depend on how
 * a version is worded.
 */
export const PRIVACY_OFFICER = {
  title: {
    en: 'Person in charge of the protection of personal information',
    fr: 'Responsable de la protection des renseignements personnels',
  } satisfies Bilingual,
  name: 'Claire Bouchard',
  role: { en: 'Privacy Officer', fr: 'Responsable de la vie privée' } satisfies Bilingual,
  email: 'privacy@rentals.example',
  address: {
    en: 'Rentals.ca Privacy Office, 1000 De La Gauchetière Street West, Suite 2400, Montréal, QC H3B 4W5, Canada',
    fr: 'Bureau de la protection des renseignements personnels de Rentals.ca, 1000, rue De La Gauchetière Ouest, bureau 2400, Montréal (Québec) H3B 4W5, Canada',
  } satisfies Bilingual,
} as const;
