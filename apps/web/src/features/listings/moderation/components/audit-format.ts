import {
  TENANT_SOURCE_LABELS,
  UNAVAILABILITY_REASON_LABELS,
  type TenantSource,
  type UnavailabilityReason,
} from '@rentals/domain/listings/moderation';
import { translate } from '@rentals/domain/i18n/translate';
import type { Locale } from '@rentals/domain/users/enums';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { formatMoney } from '../../../../lib/format/number';
import type { AuditFields } from '../../../../components/audit/audit-changes';

/* The listing history dialog: audit entries (auditTrail) turned into words. */

/** The listing actions the API records, by their audit name (apps/api modules/listings). */
export const AUDIT_ACTIONS = {
  'listing.approve': 'approve',
  'listing.reject': 'reject',
  'listing.available': 'available',
  'listing.unavailable': 'unavailable',
  'listing.edit': 'edit',
  'listing.rented': 'rented',
} as const;
export type AuditActionWord = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** The key of an action's words, or null for an action this page does not know (shown as is). */
export function auditActionWord(action: string): AuditActionWord | null {
  return (AUDIT_ACTIONS as Record<string, AuditActionWord | undefined>)[action] ?? null;
}

/**
 * The listing fields those actions change, in the order the dialog lists them, with their words
 * in the history's texts. An edit's other fields are named by the domain's labels
 * (audit-field-labels.ts).
 */
export const AUDIT_FIELDS = [
  'unit',
  'units',
  'isapproved',
  'approvedAt',
  'rejectedAt',
  'rejectionReason',
  'isHidden',
  'availablityStatus',
  'unavailableMessage',
  'rentedPrice',
  'signedLeaseDate',
  'tuList',
  'disableListing',
  'tenantNames',
  'isPremium',
  'premiumName',
  'premiumStart',
  'premiumEnd',
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];

export function isAuditField(field: string): field is AuditField {
  return (AUDIT_FIELDS as readonly string[]).includes(field);
}

/** How the history lists an entry's fields; the approver's id is left out, the entry's actor already says who. */
export const LISTING_HISTORY_FIELDS: AuditFields = { order: AUDIT_FIELDS, hidden: ['approvedById'] };

export interface ValueWords {
  yes: string;
  no: string;
  /** What an absent value reads as. */
  none: string;
  /** A list of pictures (file ids, meaningless to read): how many. */
  pictures: (count: number) => string;
}

/** Amounts an edit may change: written as money. */
const MONEY_FIELD = /(^|\.)(rentedPrice|monthlyPrice|deposit|desiredRentalPrice|minimumRentalPrice)$/;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One side of a change in words: labels for the choices, dates as the tables write them. */
export function auditValueText(field: string, value: unknown, locale: Locale, words: ValueWords): string {
  if (value == null || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (field === 'availablityStatus' && typeof value === 'string' && value in UNAVAILABILITY_REASON_LABELS)
    return translate(UNAVAILABILITY_REASON_LABELS[value as UnavailabilityReason], locale);
  if (field === 'tuList' && typeof value === 'string' && value in TENANT_SOURCE_LABELS)
    return translate(TENANT_SOURCE_LABELS[value as TenantSource], locale);
  if (field === 'disableListing' && (value === '0' || value === '1'))
    return value === '1' ? words.yes : words.no;
  if (MONEY_FIELD.test(field) && typeof value === 'number') return formatMoney(value, locale);
  if (Array.isArray(value)) return words.pictures(value.length);
  if (typeof value === 'string') {
    const date = ISO_DATE.exec(value);
    if (date) return `${date[2]}-${date[3]}-${date[1]}`;
    if (ISO_TIMESTAMP.test(value)) return formatTimestamp(value) || value;
    return value;
  }
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}
