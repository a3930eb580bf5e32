import { depositIssues } from './provinces';
import type { LeaseTermsCheck } from './validation';

/** The province's deposit rules (provinces.ts) as a check of the lease form and createLease. */
export const depositChecks: LeaseTermsCheck = (terms) =>
  depositIssues(terms).map((issue) => ({
    path: issue.path,
    key: issue.key,
    params: {
      province: issue.params.province,
      ...(issue.params.limit === undefined ? {} : { limit: issue.params.limit.toFixed(2) }),
    },
  }));
