import type { RentalApplicationFile } from '@rentals/domain/rental-applications/draft';
import {
  draftFieldLabel,
  RENTAL_APPLICATION_FIELD_LABELS,
} from '@rentals/domain/rental-applications/field-labels';
import {
  RENTAL_APPLICATION_PAGE_LABELS,
  type RentalApplicationPage,
} from '@rentals/domain/rental-applications/enums';
import type { Locale } from '@rentals/domain/users/enums';
import { formatPublicDate } from '../../../../lib/format/date';
import { formatMoney, formatNumber } from '../../../../lib/format/number';
import { pageOfPath } from '../../format/application-pages';

/*
 * A submitted application read back as the wizard's pages: each answer under its page's title,
 * labelled with the domain's field labels, in the wizard's order. What says nothing is left out:
 * blank answers, the confirmation copies of e-mails, the listing and unit ids (the page names the
 * listing), the SIN (shown apart, as the API gives it) and the signature (shown as its image).
 */

export type DetailValue = { kind: 'text'; text: string } | { kind: 'files'; files: RentalApplicationFile[] };

export interface DetailRow {
  path: string;
  label: string;
  value: DetailValue;
}

export interface DetailSection {
  page: RentalApplicationPage;
  title: string;
  rows: DetailRow[];
}

/** The words the page brings: an option's label ('options.<field>.<value>' of the wizard) and yes/no. */
export interface DetailWords {
  option: (field: string, value: string) => string;
  yes: string;
  no: string;
}

const GROUPS = ['offer', 'applicant', 'income', 'obligations', 'vehiclesAndOccupants', 'documents'];
const SKIPPED = /(^|\.)(confirmEmail|[a-zA-Z]*ConfirmEmail|listingId|unitId|sin)$/;
const AMOUNTS = new Set([
  'offer.yourOffer',
  'income.grossIncome',
  'income.revenueSalesFigures',
  'income.expenseFigures',
  'obligations.monthlyPayment',
]);
/** Single choices stored as their value; their labels are the wizard's options. */
const CHOICES = new Set(['applyingAs', 'employmentTerm', 'referenceStatus', 'coOccupants']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The wizard's order of the fields: the labels are written in it (the stored JSON keeps none). */
const ORDER = new Map(Object.keys(RENTAL_APPLICATION_FIELD_LABELS).map((path, i) => [path, i]));
const rank = (path: string) => ORDER.get(path) ?? ORDER.size;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFile = (value: unknown): value is RentalApplicationFile =>
  isRecord(value) && typeof value.fileId === 'string' && typeof value.name === 'string';

/** One answer as text, or null when it says nothing. */
function valueOf(path: string, value: unknown, locale: Locale, words: DetailWords): DetailValue | null {
  const field = path.split('.').pop() ?? '';
  if (Array.isArray(value)) {
    const files = value.filter(isFile);
    return files.length ? { kind: 'files', files } : null;
  }
  if (typeof value === 'boolean') return { kind: 'text', text: value ? words.yes : words.no };
  if (typeof value === 'number')
    return {
      kind: 'text',
      text: AMOUNTS.has(path) ? formatMoney(value, locale) : formatNumber(value, locale),
    };
  if (typeof value === 'string') {
    if (!value.trim()) return null;
    if (CHOICES.has(field)) return { kind: 'text', text: words.option(field, value) };
    return { kind: 'text', text: DAY.test(value) ? formatPublicDate(value, locale) : value };
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    // A flag group (reachingTime, petType...): the options ticked.
    if (entries.every(([, v]) => typeof v === 'boolean')) {
      const ticked = entries.filter(([, v]) => v).map(([option]) => words.option(field, option));
      return ticked.length ? { kind: 'text', text: ticked.join(', ') } : null;
    }
    // An address: its parts on one line.
    const parts = entries.map(([, v]) => (typeof v === 'string' ? v.trim() : '')).filter(Boolean);
    return parts.length ? { kind: 'text', text: parts.join(', ') } : null;
  }
  return null;
}

/** The application's answers by wizard page, pages without any answer left out. */
export function applicationSections(details: unknown, locale: Locale, words: DetailWords): DetailSection[] {
  if (!isRecord(details)) return [];
  const byPage = new Map<RentalApplicationPage, DetailRow[]>();
  for (const group of GROUPS) {
    const answers = details[group];
    if (!isRecord(answers)) continue;
    for (const [field, raw] of Object.entries(answers)) {
      const path = `${group}.${field}`;
      if (SKIPPED.test(path)) continue;
      const value = valueOf(path, raw, locale, words);
      if (!value) continue;
      const page = pageOfPath(path);
      const rows = byPage.get(page) ?? [];
      rows.push({ path, label: draftFieldLabel(path)?.[locale] ?? field, value });
      byPage.set(page, rows);
    }
  }
  return [...byPage.entries()]
    .sort(([a], [b]) => a - b)
    .map(([page, rows]) => ({
      page,
      title: RENTAL_APPLICATION_PAGE_LABELS[page][locale],
      rows: rows.sort((a, b) => rank(a.path) - rank(b.path)),
    }));
}

/** The saved signature: a PNG data URL, or null (anything else is not shown as an image). */
export function signatureOf(details: unknown): string | null {
  if (!isRecord(details) || !isRecord(details.signature)) return null;
  const signature = details.signature.signature;
  return typeof signature === 'string' && signature.startsWith('data:image/png;base64,') ? signature : null;
}
