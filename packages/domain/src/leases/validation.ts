import { leaseTermsSchema, type LeaseTerms } from './terms';

/*
 * The checks of a lease's terms that depend on today and on each other: the start date (not before
 * today), the end of a fixed term (after the start), one e-mail per signer. The province's deposit
 * limits are added by `depositChecks`. The form and createLease both run `checkedLeaseTermsSchema`,
 * so they refuse the same lease with the same message.
 */

/**
 * Today as the lease form checks it: the day in Pacific time (UTC−8), Canada's westernmost, so a
 * landlord anywhere in the country may start a lease on their own today, even late in the evening.
 */
export function leaseToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 8 * 3_600_000).toISOString().slice(0, 10);
}

export interface LeaseTermsIssue {
  path: string;
  key: string;
  params?: Record<string, string | number>;
}

/** Extra checks a caller plugs in (the province's deposit rules). */
export type LeaseTermsCheck = (terms: LeaseTerms) => LeaseTermsIssue[];

/** The issues of terms that parse, given today's date (YYYY-MM-DD, the landlord's day). */
export function leaseTermsIssues(
  terms: LeaseTerms,
  today: string,
  checks: readonly LeaseTermsCheck[] = [],
): LeaseTermsIssue[] {
  const issues: LeaseTermsIssue[] = [];
  if (terms.startDate < today) issues.push({ path: 'startDate', key: 'startInPast' });
  if (terms.termType === 'FIXED' && !terms.endDate) issues.push({ path: 'endDate', key: 'endRequired' });
  if (terms.endDate && terms.endDate <= terms.startDate)
    issues.push({ path: 'endDate', key: 'endBeforeStart' });
  const emails = [...terms.tenants.map((t) => t.email), ...(terms.guarantor ? [terms.guarantor.email] : [])];
  emails.forEach((email, i) => {
    if (emails.indexOf(email) === i) return;
    const path = i < terms.tenants.length ? `tenants.${i}.email` : 'guarantor.email';
    issues.push({ path, key: 'duplicateSignerEmail' });
  });
  for (const check of checks) issues.push(...check(terms));
  return issues;
}

/** The terms schema with the checks above, for a form or the API on `today`. */
export function checkedLeaseTermsSchema(today: string, checks: readonly LeaseTermsCheck[] = []) {
  return leaseTermsSchema.superRefine((terms, ctx) => {
    for (const issue of leaseTermsIssues(terms, today, checks)) {
      ctx.addIssue({
        code: 'custom',
        path: issue.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message: issue.key,
        params: issue.params,
      });
    }
  });
}

export type CheckedLeaseTermsSchema = ReturnType<typeof checkedLeaseTermsSchema>;
