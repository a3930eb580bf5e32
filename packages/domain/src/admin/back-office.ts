import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../limits';
import { SEARCH_TEXT_MAX_LENGTH } from '../search/limits';
import { mapBoundsSchema } from '../search/schemas';
import { emailSchema } from '../users/schemas';

/*
 * The rest of the staff back office (spec/01 §2, §3, §9): the dashboard, the search history, the
 * properties map tracker and the e-mail configuration. Constants are read by the pages and the API
 * alike; messages are VALIDATION_MESSAGES keys.
 */

/**
 * A listing's state as staff see it, one per listing: PENDING (not approved: awaiting review or
 * rejected), HIDDEN (approved but hidden or deactivated), PREMIUM (public with a running boost),
 * ACTIVE (public, not boosted). ACTIVE + PREMIUM is what the public sees.
 */
export const LISTING_STATES = ['PENDING', 'ACTIVE', 'HIDDEN', 'PREMIUM'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** The dashboard's chart covers this many days by default, and at most DASHBOARD_DAYS_MAX. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_DAYS_MAX = 90;
/** Days (the chart's, the search history's date range) are counted in the team's time zone. */
export const STAFF_TIME_ZONE = 'America/Toronto';

/** The properties map tracker answers at most this many listings at once. */
export const INTERNAL_MAP_MAX_POINTS = 2000;

/** At most this many search history entries are deleted in one call. */
export const SEARCH_HISTORY_DELETE_MAX = MAX_PAGE_SIZE;

/** Staff notifications (e-mail configuration) and the most staff addresses each may have. */
export const NOTIFICATION_KINDS = ['NEW_LISTING_REQUEST', 'PREMIUM_REQUEST', 'ENQUIRY'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_RECIPIENTS_MAX = 10;
/** The kinds whose product feature exists: the others are stored and apply once their feature lands. */
export const LIVE_NOTIFICATION_KINDS: readonly NotificationKind[] = ['NEW_LISTING_REQUEST'];

/** Delivery states of the e-mail outbox (STORED: kept as the record, no SMTP server configured). */
export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED', 'STORED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalidDate')
  .nullish();
const text = z.string().trim().max(SEARCH_TEXT_MAX_LENGTH, 'tooLong').nullish();

/**
 * The filters of the search history pages: a user's name or e-mail (`search`, users page only),
 * the location searched, and a range of days (YYYY-MM-DD, both included, the end not before the
 * start). Text matches literally, case-insensitive.
 */
export const searchHistoryFilterSchema = z
  .object({ search: text, location: text, from: isoDate, to: isoDate })
  .superRefine((f, ctx) => {
    if (f.from && f.to && f.to < f.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateBeforeStart' });
  });
export type SearchHistoryFilter = z.output<typeof searchHistoryFilterSchema>;

/** The filters of the properties map tracker: states (all when none), the start of a city's name, a viewport. */
export const internalMapFilterSchema = z.object({
  state: z.array(z.enum(LISTING_STATES, { error: () => 'invalidChoice' })).nullish(),
  city: text,
  bounds: z.nullish(mapBoundsSchema),
});
export type InternalMapFilter = z.output<typeof internalMapFilterSchema>;

/** A page of a staff list: `first` 0 to MAX_PAGE_SIZE, `skip` not negative. */
export const staffPageSchema = z.object({
  first: z.number().int('invalid').min(0, 'min').max(MAX_PAGE_SIZE, 'max').nullish(),
  skip: z.number().int('invalid').min(0, 'min').nullish(),
});

/**
 * A notification's recipients: valid e-mail addresses (trimmed, lower-cased, each once), at most
 * NOTIFICATION_RECIPIENTS_MAX. A bad address fails at its index (`recipients.2`).
 */
export const recipientsSchema = z
  .array(emailSchema)
  .max(NOTIFICATION_RECIPIENTS_MAX, 'recipientsMax')
  .transform((list) => [...new Set(list)]);

export const notificationSettingSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: () => 'invalidChoice' }),
  enabled: z.boolean({ error: () => 'invalid' }),
  recipients: recipientsSchema,
});
export type NotificationSettingInput = z.output<typeof notificationSettingSchema>;

/** Splits typed text into addresses: commas, semicolons, spaces and new lines separate them. */
export function splitAddresses(typed: string): string[] {
  return typed
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}
