import type { PrivacyRequestKind } from '@rentals/domain/privacy/rules';
import type { SQL } from 'drizzle-orm';

/*
 * The staff 'Privacy requests' view lists the requests still to answer of every kind (data exports
 * here; deletions from the domain answering them). Each kind registers, when its module loads, a
 * statement selecting its pending requests with the columns below, and privacy-requests.service.ts
 * pages through their union, oldest first.
 */

/**
 * One kind's pending requests: a select answering exactly the columns
 * `id uuid, kind text, user_id uuid, status text, requested_at timestamptz, due_at timestamptz`,
 * with `kind` its PrivacyRequestKind, `status` one of PRIVACY_REQUEST_STATUSES, and `due_at` when
 * the request will be carried out if the kind fixes it (a deletion's end of grace), else null: the
 * answer is then due PRIVACY_REQUEST_ANSWER_DAYS after the request.
 */
export interface PrivacyRequestSource {
  kind: PrivacyRequestKind;
  pending: SQL;
}

const sources = new Map<PrivacyRequestKind, PrivacyRequestSource>();

/** Called once by the domain answering requests of this kind, when its module loads. */
export function registerPrivacyRequestKind(source: PrivacyRequestSource): void {
  if (sources.has(source.kind))
    throw new Error(`privacy requests of kind ${source.kind} are already registered`);
  sources.set(source.kind, source);
}

export function privacyRequestSources(): readonly PrivacyRequestSource[] {
  return [...sources.values()];
}
