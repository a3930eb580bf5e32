import type { ConsentKind } from '@rentals/domain/data-rights/enums';
import type { WithdrawConsentInput } from '@rentals/domain/data-rights/schemas';
import { shareState } from '@rentals/domain/rental-applications/shares';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { listings } from '../../db/schema/listings';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { rentalApplications } from '../../db/schema/rental-applications';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { unsubscribeNewsletterAddress } from '../newsletter/newsletter.service';
import { revokeShare } from '../rental-applications/passport.service';
import { withdrawCreditCheckConsent } from '../rental-applications/credit-check-consent.service';

/*
 * The consents a user gave (issue 25), read from the domains that hold them, each withdrawn through
 * that domain's own service, which records the time: the newsletter (its subscriber row, by the
 * account's e-mail), the credit check of each application (the applicant's tick) and the sharing of
 * each application with its landlord (the passport share).
 */

export type ConsentState = 'GIVEN' | 'WITHDRAWN' | 'ENDED';

export interface Consent {
  kind: ConsentKind;
  applicationId: string | null;
  listingTitle: string | null;
  givenAt: Date;
  state: ConsentState;
  /** When the user withdrew it; null while given or when it ended by itself. */
  withdrawnAt: Date | null;
  /** Credit check only: when the landlord read the SIN under it. */
  usedAt: Date | null;
}

/** The viewer's consents: the newsletter's first, then each application's, newest first. */
export async function findMyConsents(deps: Pick<AppDeps, 'db'>, viewer: Viewer, now = new Date()) {
  const [subscriber] = await deps.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${viewer.email})`);
  const applications = await deps.db
    .select({ row: rentalApplications, listingTitle: listings.title })
    .from(rentalApplications)
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .where(and(eq(rentalApplications.applicantId, viewer.id), isNull(rentalApplications.erasedAt)))
    .orderBy(desc(rentalApplications.submittedAt), desc(rentalApplications.id));

  const consents: Consent[] = [];
  // An address that never followed its confirmation link never consented.
  if (subscriber?.confirmedAt)
    consents.push({
      kind: 'NEWSLETTER',
      applicationId: null,
      listingTitle: null,
      givenAt: subscriber.consentedAt,
      state: subscriber.unsubscribedAt ? 'WITHDRAWN' : 'GIVEN',
      withdrawnAt: subscriber.unsubscribedAt,
      usedAt: null,
    });
  for (const { row, listingTitle } of applications) {
    const share = shareState({ ...row, revokedAt: row.shareRevokedAt }, now);
    consents.push({
      kind: 'LANDLORD_SHARE',
      applicationId: row.id,
      listingTitle,
      givenAt: row.submittedAt,
      state: share === 'ACTIVE' ? 'GIVEN' : share === 'REVOKED' ? 'WITHDRAWN' : 'ENDED',
      withdrawnAt: share === 'REVOKED' ? row.shareRevokedAt : null,
      usedAt: null,
    });
    if (row.creditCheckConsent || row.creditCheckConsentWithdrawnAt)
      consents.push({
        kind: 'CREDIT_CHECK',
        applicationId: row.id,
        listingTitle,
        givenAt: row.submittedAt,
        state: row.creditCheckConsent ? 'GIVEN' : 'WITHDRAWN',
        withdrawnAt: row.creditCheckConsentWithdrawnAt,
        usedAt: row.sinRevealedAt,
      });
  }
  return consents;
}

/**
 * Withdraws one of the viewer's consents through its domain. CONSENT_NOT_FOUND when the user has
 * no such consent, CONSENT_ALREADY_WITHDRAWN when it is no longer given.
 */
export async function withdrawConsent(deps: AppDeps, viewer: Viewer, input: WithdrawConsentInput) {
  const consent = (await findMyConsents(deps, viewer)).find(
    (c) => c.kind === input.kind && (c.kind === 'NEWSLETTER' || c.applicationId === input.applicationId),
  );
  if (!consent) throw new AppError('CONSENT_NOT_FOUND');
  if (consent.state !== 'GIVEN') throw new AppError('CONSENT_ALREADY_WITHDRAWN');
  if (consent.kind === 'NEWSLETTER') {
    if (!(await unsubscribeNewsletterAddress(deps, viewer.email)))
      throw new AppError('CONSENT_ALREADY_WITHDRAWN');
  } else if (consent.kind === 'CREDIT_CHECK') {
    await withdrawCreditCheckConsent(deps.db, viewer, consent.applicationId!);
  } else {
    await revokeShare(deps, viewer, consent.applicationId!);
  }
  return (await findMyConsents(deps, viewer)).find(
    (c) => c.kind === consent.kind && c.applicationId === consent.applicationId,
  )!;
}
