import type { PosterRole } from '../listings/enums';
import { translate, type Bilingual } from '../i18n/translate';
import type { Locale } from '../users/enums';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '../files/limits';
import type { FileMimeType } from '../files/enums';
import type { VerificationDocumentKind, VerificationRequestState, VerificationStatus } from './enums';
import { VERIFICATION_REMINDER_DAYS, VERIFICATION_VALID_DAYS } from './limits';

const DAY_MS = 86_400_000;

/** What one poster role sends to be verified, and what the badge then says was checked. */
export interface VerificationRule {
  /** Every kind is required, in checklist order. */
  documents: readonly VerificationDocumentKind[];
  /** Agents also give their regulator's registration number. */
  needsRegistrationNumber: boolean;
  /** The badge's line, with {date} the day of the approval. */
  checked: Bilingual;
}

/**
 * The rules table of issue 25: a government ID for everyone, plus what shows the poster may rent
 * the place out in their role.
 */
export const VERIFICATION_RULES: Readonly<Record<PosterRole, VerificationRule>> = {
  LANDLORD_OWNER: {
    documents: ['GOVERNMENT_ID', 'OWNERSHIP_PROOF'],
    needsRegistrationNumber: false,
    checked: {
      en: 'ID and ownership checked by Rentals on {date}',
      fr: 'Identité et propriété vérifiées par Rentals le {date}',
    },
  },
  PROPERTY_MANAGER: {
    documents: ['GOVERNMENT_ID', 'MANAGEMENT_PROOF'],
    needsRegistrationNumber: false,
    checked: {
      en: 'ID and management mandate checked by Rentals on {date}',
      fr: 'Identité et mandat de gestion vérifiés par Rentals le {date}',
    },
  },
  REAL_ESTATE_AGENT: {
    documents: ['GOVERNMENT_ID', 'BROKERAGE_PROOF'],
    needsRegistrationNumber: true,
    checked: {
      en: 'ID, brokerage and registration checked by Rentals on {date}',
      fr: 'Identité, agence et inscription vérifiées par Rentals le {date}',
    },
  },
  SUB_LESSOR: {
    documents: ['GOVERNMENT_ID', 'LEASE', 'LANDLORD_CONSENT'],
    needsRegistrationNumber: false,
    checked: {
      en: "ID, lease and landlord's consent checked by Rentals on {date}",
      fr: 'Identité, bail et consentement du propriétaire vérifiés par Rentals le {date}',
    },
  },
  LEASE_ASSIGNOR: {
    documents: ['GOVERNMENT_ID', 'LEASE', 'LANDLORD_CONSENT'],
    needsRegistrationNumber: false,
    checked: {
      en: "ID, lease and landlord's consent checked by Rentals on {date}",
      fr: 'Identité, bail et consentement du propriétaire vérifiés par Rentals le {date}',
    },
  },
};

/**
 * The badge's line in `locale` ('ID and ownership checked by Rentals on March 3, 2026'): written
 * here once, for the API's `checked` and for pages that show it in the language on screen.
 * The day is Toronto's, as the product's other dates.
 */
export function verificationCheckedLine(role: PosterRole, decidedAt: Date | string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).formatToParts(new Date(decidedAt));
  // French writes the first of the month as an ordinal: « le 1er mars 2026 », as the pages' dates.
  const date = parts
    .map((part) => (locale === 'fr' && part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
  return translate(VERIFICATION_RULES[role].checked, locale, { date });
}

/** Types and size accepted for every verification document: scans and photos, as other proofs. */
export const VERIFICATION_FILE_TYPES: readonly FileMimeType[] = DOCUMENT_MIME_TYPES;
export const VERIFICATION_FILE_MAX_BYTES = DOCUMENT_MAX_BYTES;

/** The documents of the role's checklist not among those sent, in checklist order. */
export function missingDocuments(
  role: PosterRole,
  sent: readonly VerificationDocumentKind[],
): VerificationDocumentKind[] {
  return VERIFICATION_RULES[role].documents.filter((kind) => !sent.includes(kind));
}

/** Sent documents the role's checklist does not ask for (refused rather than stored unasked). */
export function unaskedDocuments(
  role: PosterRole,
  sent: readonly VerificationDocumentKind[],
): VerificationDocumentKind[] {
  return sent.filter((kind) => !VERIFICATION_RULES[role].documents.includes(kind));
}

/** A poster's latest request, as the status reads it. */
export interface LatestRequest {
  state: VerificationRequestState;
  decidedAt: Date | null;
}

/** When an approval stops counting. */
export function approvalExpiresAt(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + VERIFICATION_VALID_DAYS * DAY_MS);
}

/** Where a poster stands at `now`, from their latest request (null: none sent). */
export function verificationStatus(latest: LatestRequest | null, now: Date): VerificationStatus {
  if (!latest) return 'NONE';
  if (latest.state === 'APPROVED' && latest.decidedAt && approvalExpiresAt(latest.decidedAt) <= now)
    return 'EXPIRED';
  return latest.state;
}

/** Whether a poster's listings carry the badge and stay in search. */
export function isVerified(latest: LatestRequest | null, now: Date): boolean {
  return verificationStatus(latest, now) === 'APPROVED';
}

/**
 * When a poster's grace period began: their first listing made public, or, for an approval that
 * ran out, the day it did (they get the same time again to renew). Null while nothing is public.
 */
export function graceStartsAt(firstPostedAt: Date | null, latest: LatestRequest | null): Date | null {
  if (!firstPostedAt) return null;
  const expired =
    latest?.state === 'APPROVED' && latest.decidedAt ? approvalExpiresAt(latest.decidedAt) : null;
  return expired && expired > firstPostedAt ? expired : firstPostedAt;
}

/** A poster's grace state, as the sweep reads it. */
export interface GraceState {
  startsAt: Date;
  /** The reminders already sent since startsAt, by days before the end. */
  remindersSent: readonly number[];
  /** Whether their listings are hidden already. */
  hidden: boolean;
}

/** What the sweep does for an unverified poster at `now`: hide, remind (once each), or nothing. */
export type GraceAction = { kind: 'HIDE' } | { kind: 'REMIND'; daysLeft: number; endsAt: Date } | null;

/**
 * The one action due at `now` for a poster not verified, given the grace period in days. Hiding
 * wins once the period is over (late reminders are pointless then); otherwise the latest due
 * reminder not sent yet, so a sweep that ran late sends one e-mail, not two.
 */
export function graceAction(state: GraceState, now: Date, graceDays: number): GraceAction {
  const endsAt = new Date(state.startsAt.getTime() + graceDays * DAY_MS);
  if (now >= endsAt) return state.hidden ? null : { kind: 'HIDE' };
  const due = VERIFICATION_REMINDER_DAYS.filter(
    (days) => days < graceDays && now.getTime() >= endsAt.getTime() - days * DAY_MS,
  );
  const latest = due.at(-1);
  if (latest === undefined || state.remindersSent.some((sent) => sent <= latest)) return null;
  return { kind: 'REMIND', daysLeft: latest, endsAt };
}
