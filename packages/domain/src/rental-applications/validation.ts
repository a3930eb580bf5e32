import { addDaysIso } from '../viewings/time-zones';
import type { z } from 'zod';
import { fieldLabelFor, withFieldLabels } from '../i18n/field-labels';
import { translate } from '../i18n/translate';
import type { Locale } from '../users/enums';
import { isValidationMessageKey, VALIDATION_MESSAGES } from '../i18n/validation-messages';
import { rentalApplicationDraftSchema, type RentalApplicationDraft } from './draft';
import { localIsoDate } from './draft';
import {
  RENTAL_APPLICATION_PAGE_LABELS,
  RENTAL_APPLICATION_PAGE_ORDER,
  type RentalApplicationPage,
} from './enums';
import type { RentalApplicationIssue } from './field-checks';
import { RENTAL_APPLICATION_FIELD_LABELS } from './field-labels';
import { isPageVisible, visiblePages } from './navigation';
import { pageIssues } from './page-rules';

export type { RentalApplicationIssue } from './field-checks';

/*
 * Validation of the rental application, the same in the wizard (before next, back and submit) and
 * in the API (before an application is created): a client that skips pages is refused with the
 * first page and field that fail. Paths are dotted paths in the draft ('applicant.address.street',
 * 'documents.govIdsFile'); messages are VALIDATION_MESSAGES keys.
 */

export type PageValidation = { ok: true } | { ok: false; issues: RentalApplicationIssue[] };
export type ApplicationValidation =
  | { ok: true; draft: RentalApplicationDraft }
  | { ok: false; page: RentalApplicationPage; issues: RentalApplicationIssue[] };

/** Today in the time zone the code runs in: the applicant's, in the browser. */
const localToday = () => localIsoDate(new Date());

function shapeIssues(value: unknown): RentalApplicationIssue[] | RentalApplicationDraft {
  const parsed = rentalApplicationDraftSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  return parsed.error.issues.flatMap((issue) => {
    // A field the application does not have is named, so the client sees what it sent wrongly.
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ path: [...issue.path, key].join('.'), message: 'invalid' as const }));
    // A zod default message (a wrong type the form's inputs prevent) reads as 'invalid'.
    const message = isValidationMessageKey(issue.message) ? issue.message : 'invalid';
    return [{ path: issue.path.join('.'), message }];
  });
}

/**
 * The issues of one page. A page hidden for the applicant (Vehicles, Co-occupants for a guarantor)
 * is ok. `today` ('YYYY-MM-DD') is the applicant's day; the API passes the listing's local day.
 */
export function validateRentalApplicationPage(
  page: RentalApplicationPage,
  draft: unknown,
  today: string = localToday(),
): PageValidation {
  const shaped = shapeIssues(draft);
  if (Array.isArray(shaped)) return { ok: false, issues: shaped };
  if (!isPageVisible(page, shaped.offer.applyingAs)) return { ok: true };
  const issues = pageIssues(page, shaped, today);
  return issues.length ? { ok: false, issues } : { ok: true };
}

/**
 * The whole application: every page the applicant sees, in order; the first failing page with its
 * issues, or the parsed draft. A draft of the wrong shape fails on the first page.
 */
export function validateRentalApplication(
  draft: unknown,
  today: string = localToday(),
): ApplicationValidation {
  const shaped = shapeIssues(draft);
  if (Array.isArray(shaped)) return { ok: false, page: RENTAL_APPLICATION_PAGE_ORDER[0]!, issues: shaped };
  for (const page of visiblePages(shaped.offer.applyingAs)) {
    const issues = pageIssues(page, shaped, today);
    if (issues.length) return { ok: false, page, issues };
  }
  return { ok: true, draft: shaped };
}

/** One page's schema for the form (zodResolver): the draft's shape, then that page's rules for today. */
function pageSchema(page: RentalApplicationPage) {
  const schema = rentalApplicationDraftSchema.superRefine((draft, ctx) => {
    if (!isPageVisible(page, draft.offer.applyingAs)) return;
    for (const issue of pageIssues(page, draft, localToday()))
      ctx.addIssue({
        code: 'custom',
        path: issue.path.split('.'),
        message: issue.message,
        params: issue.params,
      });
  });
  return withFieldLabels(schema, RENTAL_APPLICATION_FIELD_LABELS);
}

export const rentalApplicationIntroSchema = pageSchema(-1);
export const rentalApplicationOfferSchema = pageSchema(0);
export const rentalApplicationApplicantSchema = pageSchema(1);
export const rentalApplicationIncomeSchema = pageSchema(2);
export const rentalApplicationObligationsSchema = pageSchema(3);
export const rentalApplicationVehiclesSchema = pageSchema(4);
export const rentalApplicationCoOccupantsSchema = pageSchema(5);
export const rentalApplicationDocumentsSchema = pageSchema(6);
export const rentalApplicationSignatureSchema = pageSchema(7);

/** The schema of each page, by index. */
export const RENTAL_APPLICATION_PAGE_SCHEMAS: Readonly<
  Record<RentalApplicationPage, z.ZodType<RentalApplicationDraft>>
> = {
  [-1]: rentalApplicationIntroSchema,
  0: rentalApplicationOfferSchema,
  1: rentalApplicationApplicantSchema,
  2: rentalApplicationIncomeSchema,
  3: rentalApplicationObligationsSchema,
  4: rentalApplicationVehiclesSchema,
  5: rentalApplicationCoOccupantsSchema,
  6: rentalApplicationDocumentsSchema,
  7: rentalApplicationSignatureSchema,
};

/**
 * The values of RENTAL_APPLICATION_PAGE_INVALID for a refused page: its title, the field's label
 * and the field's message, in `locale`.
 */
export function pageInvalidParams(
  page: RentalApplicationPage,
  issue: RentalApplicationIssue,
  locale: Locale,
): { page: string; field: string; message: string } {
  const field = fieldLabelFor(RENTAL_APPLICATION_PAGE_SCHEMAS[page], issue.path)?.[locale] ?? issue.path;
  return {
    page: RENTAL_APPLICATION_PAGE_LABELS[page][locale],
    field,
    message: translate(VALIDATION_MESSAGES[issue.message], locale, { label: field, ...issue.params }),
  };
}

/**
 * The whole application as the API checks it, on the listing's day. The applicant's browser dates
 * its defaults and checks (today, 12 years ago) by its own calendar, which anywhere on earth is the
 * listing's day, the day before or the day after: a draft valid on one of those is accepted, so a
 * form the browser let through is not refused for a time zone (an applicant born 12 years ago today
 * in Paris, at 1 a.m. there, is not refused by a Toronto listing still on yesterday).
 */
export function validateRentalApplicationNear(draft: unknown, listingDay: string): ApplicationValidation {
  const onDay = validateRentalApplication(draft, listingDay);
  if (onDay.ok) return onDay;
  for (const day of [addDaysIso(listingDay, 1), addDaysIso(listingDay, -1)]) {
    const near = validateRentalApplication(draft, day);
    if (near.ok) return near;
  }
  return onDay;
}
