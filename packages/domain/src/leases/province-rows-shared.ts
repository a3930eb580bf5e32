import type { Bilingual } from '../i18n/translate';
import type { DepositRule } from './provinces';

/*
 * Pieces the province rows share. Outside Ontario and Québec no statute knows a separate "rent
 * deposit": money held against the last month's rent is a security deposit under the province's
 * definition, so it must be entered (and capped) as one, never as a second deposit.
 */

export const allowedDeposit = (maxPeriodsOfRent: number | null, note: Bilingual): DepositRule => ({
  allowed: true,
  maxPeriodsOfRent,
  note,
});

export const depositNotAllowed = (note: Bilingual): DepositRule => ({
  allowed: false,
  maxPeriodsOfRent: null,
  note,
});

/** A "last month's rent" deposit where the law knows only a security deposit. */
export const RENT_DEPOSIT_IS_SECURITY: DepositRule = depositNotAllowed({
  en: "A deposit towards the last month's rent counts as a security deposit here: enter it as the security deposit, within its limit.",
  fr: 'Un dépôt pour le dernier mois de loyer est ici un dépôt de garantie : inscrivez-le comme dépôt de garantie, dans sa limite.',
});

/** A refundable key deposit that the law treats as part of the security deposit. */
export const KEY_DEPOSIT_IN_SECURITY: DepositRule = allowedDeposit(null, {
  en: 'A refundable key or fob deposit counts towards the security deposit limit.',
  fr: 'Un dépôt remboursable pour les clés ou la puce compte dans la limite du dépôt de garantie.',
});

/** A pet deposit that the law treats as part of the security deposit. */
export const PET_DEPOSIT_IN_SECURITY: DepositRule = allowedDeposit(null, {
  en: 'A refundable pet deposit counts towards the security deposit limit.',
  fr: 'Un dépôt remboursable pour un animal compte dans la limite du dépôt de garantie.',
});

/** Notices every province's tenancy law requires in some form; each row cites its own statute. */
export const ENTRY_NOTICE_24H: Bilingual = {
  en: "At least 24 hours' written notice before the landlord enters the unit, except in an emergency or with the tenant's consent.",
  fr: "Un avis écrit d'au moins 24 heures avant que le locateur entre dans le logement, sauf urgence ou accord du locataire.",
};

export const DEPOSIT_INTEREST: Bilingual = {
  en: 'The landlord holds the security deposit in trust and pays the tenant interest on it at the rate the province sets.',
  fr: 'Le locateur garde le dépôt de garantie en fiducie et verse au locataire des intérêts au taux fixé par la province.',
};

/** A CanLII link to the current version of a statute, by its citation slug (e.g. sa-2004-c-r-17.1). */
export const canliiStatute = (jurisdiction: string, slug: string) =>
  `https://www.canlii.org/en/${jurisdiction}/laws/stat/${slug}/latest/${slug}.html`;
