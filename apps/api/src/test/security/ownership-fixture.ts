import { RENTAL_DOCUMENT_GROUPS, rentalApplicationFiles } from '@rentals/domain/rental-applications/payload';
import { sampleTenantApplication } from '@rentals/domain/rental-applications/sample-applications';
import { and, eq } from 'drizzle-orm';
import { fileObjects } from '../../db/schema/files';
import { bookings, rooms } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { PDF_BYTES, fileOf } from '../../modules/files/test-files';
import { CREATE_BOOKING } from '../../modules/messaging/test-rooms';
import { createLeaseAs } from '../../modules/leases/test-leases';
import { requestExportAs, myExportOf } from '../../modules/privacy/test-privacy';
import { paymentOf } from '../../modules/receipts/test-receipts';
import {
  applicationPayload,
  listingTakingApplications,
  submitApplication,
} from '../../modules/rental-applications/test-applications';
import { submitAs, runJobs } from '../../modules/verification/test-verification';
import { bookedViewing, listingOfferingViewings } from '../../modules/viewings/test-viewings';
import type { CreatedUser } from '../factories';
import type { TestApi } from '../harness';

/*
 * The people and private objects of the object- and property-level suites: renter A owns one of
 * each kind of private object, landlord L is the other party to A's (and owns a payment and a
 * verification file), renter B and landlord M are strangers to all of it.
 */

/** A's SIN in the sample application, and the masked form the landlord is shown. */
export const SAMPLE_SIN = '046454286';
export const MASKED_SIN = '*** *** 286';

export interface OwnershipFixture {
  a: CreatedUser;
  b: CreatedUser;
  l: CreatedUser;
  m: CreatedUser;
  listingId: string;
  unitId: string;
  applicationId: string;
  /** A rental application document of A's (a real PDF, held by the application). */
  documentId: string;
  /** A's booking (the conversation's) on L's listing. */
  bookingId: string;
  roomId: string;
  /** B's own conversation with L, about the same listing. */
  strangerRoomId: string;
  /** L's listing offering viewings, where A booked one. */
  viewingListingId: string;
  viewingId: string;
  leaseId: string;
  /** L's paid deposit, which has a receipt. */
  paymentId: string;
  /** The file of A's ready data export. */
  exportRequestId: string;
  exportFileId: string;
  verificationRequestId: string;
  /** One of L's verification documents. */
  verificationFileId: string;
  /** A's calendar feed URL (the token is the credential). */
  calendarFeedUrl: string;
}

async function uploadApplicationDocument(api: TestApi, a: CreatedUser, key: string): Promise<string> {
  const r = await api.upload<{ multipleFileUpload: { id: string }[] }>(
    `mutation($f: [Upload!]!, $k: [RentalAppDocumentKey!]) {
      multipleFileUpload(files: $f, pathType: rentalApp, documentKeys: $k) { id } }`,
    { f: [null], k: [key] },
    { 'f.0': fileOf(PDF_BYTES, 'pay-stub.pdf') },
    { token: a.token },
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.multipleFileUpload[0]!.id;
}

function must<T>(response: { data?: T | null; errors?: unknown }): T {
  if (!response.data || response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

export async function buildOwnershipFixture(api: TestApi): Promise<OwnershipFixture> {
  const [a, b, l, m] = await Promise.all([
    api.factories.user({ userType: 'RENTER' }),
    api.factories.user({ userType: 'RENTER' }),
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'LANDLORD' }),
  ]);
  // Private contact details for the property-level rows to look for.
  await api.deps.db
    .update(users)
    .set({ phone: '4165550134', legalName: 'Ana Q. Renter' })
    .where(eq(users.id, a.user.id));

  // A's application to L's listing, one of its documents a real upload.
  const listing = await listingTakingApplications(api, l);
  const key = Object.keys(rentalApplicationFiles(sampleTenantApplication(new Date())))[0]!;
  const documentId = await uploadApplicationDocument(api, a, key);
  const payload = await applicationPayload(api, a, listing, sampleTenantApplication, (draft) => {
    const group = RENTAL_DOCUMENT_GROUPS[key as keyof typeof RENTAL_DOCUMENT_GROUPS];
    (draft[group] as unknown as Record<string, { fileId: string }[]>)[key]![0]!.fileId = documentId;
  });
  const submitted = must(await submitApplication(api, a, payload));
  const applicationId = submitted.createRental.application.id;

  // Submitting opened the conversation between A and L about the listing.
  const [room] = await api.deps.db
    .select({ id: rooms.id, bookingId: bookings.id })
    .from(rooms)
    .innerJoin(bookings, eq(bookings.id, rooms.bookingId))
    .where(and(eq(bookings.seekerId, a.user.id), eq(bookings.listingId, listing.listingId)));

  // L opens and approves the application and prepares A's lease.
  must(
    await api.execute(
      'query($id: ID!) { rentalApplication(id: $id) { id } }',
      { id: applicationId },
      { token: l.token },
    ),
  );
  must(
    await api.execute(
      'mutation($id: ID!) { updateRentalApplicationStatus(id: $id, action: APPROVE) { id } }',
      { id: applicationId },
      { token: l.token },
    ),
  );
  const lease = must(
    await createLeaseAs(
      api,
      { landlord: l, applicant: a, listingId: listing.listingId, unitId: listing.unitId, applicationId },
      l,
      // Kept as a draft: sending renders the PDF, seconds of work no row here needs.
      { send: false },
    ),
  );

  const viewingListing = await listingOfferingViewings(api, {}, l);
  const viewing = await bookedViewing(api, viewingListing, '10:00', a);
  const payment = await paymentOf(api, l, { listingId: listing.listingId });

  await requestExportAs(api, a);
  await runJobs(api);
  const exported = (await myExportOf(api, a))!;

  const verification = must(await submitAs(api, l));
  const [verificationFile] = await api.deps.db
    .select({ id: fileObjects.id })
    .from(fileObjects)
    .where(and(eq(fileObjects.ownerId, l.user.id), eq(fileObjects.pathType, 'VERIFICATION_DOCUMENT')));

  const strangerRoom = must(
    await api.execute<{ createBooking: { room: string } }>(
      CREATE_BOOKING,
      { data: { listing: listing.listingId, text: 'Is it still available?' } },
      { token: b.token },
    ),
  );

  const feed = must(
    await api.execute<{ createCalendarFeed: { url: string } }>(
      'mutation { createCalendarFeed { url } }',
      {},
      { token: a.token },
    ),
  );

  return {
    a,
    b,
    l,
    m,
    listingId: listing.listingId,
    unitId: listing.unitId,
    applicationId,
    documentId,
    bookingId: room!.bookingId,
    roomId: room!.id,
    strangerRoomId: strangerRoom.createBooking.room,
    viewingListingId: viewingListing.listingId,
    viewingId: viewing.viewing.id,
    leaseId: lease.createLease.lease.id,
    paymentId: payment.id,
    exportRequestId: exported.id,
    exportFileId: exported.fileId!,
    verificationRequestId: verification.submitVerification.id,
    verificationFileId: verificationFile!.id,
    calendarFeedUrl: feed.createCalendarFeed.url,
  };
}
