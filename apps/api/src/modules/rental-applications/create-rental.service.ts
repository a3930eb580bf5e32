import { utcToLocal } from '@rentals/domain/viewings/time-zones';
import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import {
  unflattenRentalApplication,
  type RentalApplicationPayload,
} from '@rentals/domain/rental-applications/payload';
import { isValidSin, normalizeSin } from '@rentals/domain/rental-applications/sin';
import { OPEN_APPLICATION_STATUSES } from '@rentals/domain/rental-applications/statuses';
import { applicationExpiresAt } from '@rentals/domain/rental-applications/transitions';
import {
  pageInvalidParams,
  validateRentalApplicationNear,
  type ApplicationValidation,
} from '@rentals/domain/rental-applications/validation';
import type { Locale } from '@rentals/domain/users/enums';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  rentalApplicationDrafts,
  rentalApplicationFiles,
  rentalApplicationHistory,
  rentalApplications,
} from '../../db/schema/rental-applications';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { announceMessage } from '../messaging/message.service';
import { checkApplicationFiles } from './application-files';
import { applicationListing, findApplicationListing } from './application-listing';
import { writeApplicationNotice } from './application-notices';
import { planExpiry } from './application-status.service';
import { sealSin } from './sin-storage';

/*
 * createRental: a signed-in user submits the wizard's flattened payload. Every page's rules run
 * again here (a client that skipped a page is refused with that page and field), then the listing
 * must take applications, the files must be the applicant's own and fit their keys, and the SIN,
 * if given, must be complete and valid. The application, its first history entry, the message to
 * the landlord's conversation and the landlord's e-mail are written in one transaction. The SIN is stored encrypted in its own column. The same
 * clientId twice answers the first application, so a retried submit never makes two.
 */

export interface CreateRentalInput {
  payload: RentalApplicationPayload;
  clientId: string | null;
  creditCheckConsent: boolean;
}

const DEFAULT_ZONE = 'America/Toronto';

/** RENTAL_APPLICATION_PAGE_INVALID for the first page that failed, naming its fields in both languages. */
function pageInvalid(failed: Extract<ApplicationValidation, { ok: false }>, locale: Locale): AppError {
  const first = pageInvalidParams(failed.page, failed.issues[0]!, locale);
  return new AppError(
    'RENTAL_APPLICATION_PAGE_INVALID',
    { ...first, pageIndex: failed.page, path: failed.issues[0]!.path },
    failed.issues.map((issue) => ({
      path: issue.path,
      key: issue.message,
      params: issue.params,
      label: {
        en: pageInvalidParams(failed.page, issue, 'en').field,
        fr: pageInvalidParams(failed.page, issue, 'fr').field,
      },
    })),
  );
}

async function submittedWith(db: Db, applicantId: string, clientId: string | null) {
  if (!clientId) return null;
  const [found] = await db
    .select({ id: rentalApplications.id })
    .from(rentalApplications)
    .where(
      and(
        eq(rentalApplications.applicantId, applicantId),
        eq(rentalApplications.clientSubmissionId, clientId),
      ),
    );
  return found?.id ?? null;
}

/** Submits the wizard's application; answers its id (the first one's for a clientId already used). */
export async function createRental(
  deps: AppDeps,
  viewer: Viewer,
  input: CreateRentalInput,
  locale: Locale,
): Promise<string> {
  const draft = unflattenRentalApplication(input.payload);
  return submitApplication(
    deps,
    viewer,
    { ...input, draft, sealedSin: undefined, clearsDraft: true },
    locale,
  );
}

/** An application to submit, from the wizard or re-used from the renter's passport. */
export interface Submission {
  draft: RentalApplicationDraft;
  clientId: string | null;
  creditCheckConsent: boolean;
  /** A passport's SIN, already sealed: it is copied as stored. Undefined: the draft's own SIN. */
  sealedSin: string | null | undefined;
  /** The wizard's draft saved to the account has become this application: the next one starts afresh. */
  clearsDraft: boolean;
}

/**
 * Checks and writes one application: every page's rules, the listing, the files, the SIN; the
 * application, its history, its expiry, the landlord's message, in one transaction.
 */
export async function submitApplication(
  deps: AppDeps,
  viewer: Viewer,
  input: Submission,
  locale: Locale,
): Promise<string> {
  const now = new Date();
  const earlier = await submittedWith(deps.db, viewer.id, input.clientId);
  if (earlier) return earlier;

  const draft = input.draft;
  // The form can be filled without a listing (from the footer); it is sent to one listing's landlord.
  if (draft.offer.listingId === '') throw new AppError('RENTAL_APPLICATION_NO_LISTING');
  const found = await findApplicationListing(deps.db, draft.offer.listingId, draft.offer.unitId);
  const validation = validateRentalApplicationNear(draft, utcToLocal(now, found?.zone ?? DEFAULT_ZONE).date);
  if (!validation.ok) throw pageInvalid(validation, locale);
  const sin = normalizeSin(validation.draft.documents.sin);
  // The page accepts a SIN being typed (up to 9 digits); a submitted one is complete and valid, or absent.
  if (sin !== '' && !isValidSin(sin)) throw new AppError('RENTAL_APPLICATION_SIN_INVALID');
  const sealedSin =
    input.sealedSin !== undefined ? input.sealedSin : sin ? sealSin(deps.encryption, sin) : null;

  const result = await deps.db.transaction(async (tx: Db) => {
    const listing = await applicationListing(tx, draft.offer.listingId, draft.offer.unitId, true);
    if (!listing.takesApplications) throw new AppError('RENTAL_APPLICATION_LISTING_CLOSED');
    if (listing.ownerId === viewer.id) throw new AppError('RENTAL_APPLICATION_OWN_LISTING');
    // The listing's lock made a concurrent submit of the same clientId wait for this one's end.
    const raced = await submittedWith(tx, viewer.id, input.clientId);
    if (raced) return { id: raced, message: null, listingId: null };
    const [open] = await tx
      .select({ id: rentalApplications.id })
      .from(rentalApplications)
      .where(
        and(
          eq(rentalApplications.applicantId, viewer.id),
          eq(rentalApplications.unitId, listing.unitId),
          inArray(rentalApplications.status, [...OPEN_APPLICATION_STATUSES]),
        ),
      );
    if (open) throw new AppError('RENTAL_APPLICATION_ALREADY_SUBMITTED');
    const { draft: checked, files } = await checkApplicationFiles(tx, viewer.id, validation.draft, locale);
    const [inserted] = await tx
      .insert(rentalApplications)
      .values({
        applicantId: viewer.id,
        listingId: listing.id,
        unitId: listing.unitId,
        // The SIN never sits in the application's JSON: only in its own column, encrypted.
        data: { ...checked, documents: { ...checked.documents, sin: '' } },
        sinEncrypted: sealedSin,
        creditCheckConsent: input.creditCheckConsent,
        clientSubmissionId: input.clientId,
        submittedAt: now,
        expiresAt: applicationExpiresAt(now),
        updatedAt: now,
      })
      // A concurrent submit with the same clientId won the race: answer its application below.
      .onConflictDoNothing()
      .returning();
    if (!inserted)
      return { id: (await submittedWith(tx, viewer.id, input.clientId))!, message: null, listingId: null };
    if (files.length)
      await tx
        .insert(rentalApplicationFiles)
        .values(files.map((f) => ({ applicationId: inserted.id, ...f })));
    await tx.insert(rentalApplicationHistory).values({
      applicationId: inserted.id,
      fromStatus: null,
      toStatus: 'SUBMITTED',
      byId: viewer.id,
      at: now,
    });
    await planExpiry(tx, inserted);
    if (input.clearsDraft)
      await tx.delete(rentalApplicationDrafts).where(eq(rentalApplicationDrafts.userId, viewer.id));
    const message = await writeApplicationNotice(tx, {
      applicationId: inserted.id,
      applicantId: viewer.id,
      listing,
      status: 'SUBMITTED',
      actorId: viewer.id,
      to: 'LANDLORD',
    });
    return { id: inserted.id, message, listingId: listing.id };
  });
  // Counted once committed, and only for the submit that wrote the application.
  if (result.listingId) deps.listingStats.counter.add(result.listingId, 'applications');
  if (result.message) await announceMessage(deps, result.message);
  return result.id;
}
