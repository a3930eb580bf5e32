import { sampleTenantApplication } from '@rentals/domain/rental-applications/sample-applications';
import type { OwnershipFixture } from './ownership-fixture';

/*
 * The object-level table: every GraphQL operation and HTTP address that takes the id of one of the
 * fixture's private objects, who tries it, and the refusal the module answers. A new operation on
 * one of these objects gets its rows here.
 */

export type Who = 'a' | 'b' | 'l' | 'm' | 'visitor';
type IdKey = {
  [K in keyof OwnershipFixture]: OwnershipFixture[K] extends string ? K : never;
}[keyof OwnershipFixture];
type Vars = (f: OwnershipFixture) => Record<string, unknown>;

/** Each operation tried, by the label the table uses; `$id` is the object's id. */
export const OPERATIONS = {
  rentalApplication: 'query($id: ID!) { rentalApplication(id: $id) { id sin } }',
  updateRentalApplicationStatus:
    'mutation($id: ID!) { updateRentalApplicationStatus(id: $id, action: DECLINE) { id } }',
  sinForCreditCheck: 'mutation($id: ID!) { sinForCreditCheck(id: $id) }',
  revokeRentalApplicationShare: 'mutation($id: ID!) { revokeRentalApplicationShare(id: $id) { id } }',
  withdrawRentalApplication: 'mutation($id: ID!) { withdrawRentalApplication(id: $id) { id } }',
  deleteRentalApplication: 'mutation($id: ID!) { deleteRentalApplication(id: $id) }',
  reuseRentalApplication:
    'mutation($id: ID!, $offer: JSON!) { reuseRentalApplication(sourceId: $id, offer: $offer) { error } }',
  withdrawConsent:
    'mutation($id: ID!) { withdrawConsent(kind: LANDLORD_SHARE, applicationId: $id) { state } }',
  rentalApplicationStaffViews: 'query($id: ID!) { rentalApplicationStaffViews(id: $id) { staffEmail } }',
  deleteFile: 'mutation($id: ID!) { deleteFile(id: $id) }',
  'createMessage(url)':
    'mutation($room: ID!, $id: ID!) { createMessage(room: $room, type: FILE, url: $id) { id } }',
  messagesInRoom: 'query($id: ID!) { messagesInRoom(roomId: $id) { items { text } } }',
  createMessage: 'mutation($id: ID!) { createMessage(room: $id, text: "Is it free?") { id } }',
  markRoomRead: 'mutation($id: ID!) { markRoomRead(roomId: $id) }',
  blockConversation: 'mutation($id: ID!) { blockConversation(roomId: $id) { id } }',
  reportConversation: 'mutation($id: ID!) { reportConversation(data: { room: $id, reason: SPAM }) { id } }',
  conversationReports: 'query($id: ID!) { conversationReports(roomId: $id) { id } }',
  roomStaffViews: 'query($id: ID!) { roomStaffViews(roomId: $id) { email } }',
  listingPerBookings: 'query($id: ID!) { listingPerBookings(listingId: $id) { id } }',
  'getListingEnquiry(bookingId)': 'query($id: ID!) { getListingEnquiry(where: { bookingId: $id }) { id } }',
  'getListingEnquiry(listingId)': 'query($id: ID!) { getListingEnquiry(where: { listingId: $id }) { id } }',
  bookingsForUser: 'query($id: ID!) { bookingsForUser(userId: $id) { id } }',
  tenantProfile: 'query($id: ID!) { tenantProfile(id: $id) { id firstName } }',
  viewing: 'query($id: ID!) { viewing(id: $id) { id status } }',
  viewingAction:
    'mutation($id: ID!) { viewingAction(data: { viewing: $id, action: CANCEL, reason: "Plans changed" }) { id } }',
  listingViewings:
    'query($id: ID!) { listingViewings(listingId: $id, from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z") { id } }',
  lease: 'query($id: ID!) { lease(id: $id) { id status } }',
  leaseView: 'query($id: ID!) { leaseView(leaseId: $id) }',
  openLeaseSigning: 'mutation($id: ID!) { openLeaseSigning(leaseId: $id) { isTurn } }',
  declineLease: 'mutation($id: ID!) { declineLease(leaseId: $id, reason: "No") { isTurn } }',
  voidLease: 'mutation($id: ID!) { voidLease(leaseId: $id, reason: "No") { id } }',
  sendLease: 'mutation($id: ID!) { sendLease(leaseId: $id) { id } }',
  remindLeaseSigners: 'mutation($id: ID!) { remindLeaseSigners(leaseId: $id) { id } }',
  payment: 'query($id: ID!) { payment(id: $id) { id cardLast4 payerEmail } }',
  receipt: 'query($id: ID!) { receipt(paymentId: $id) { number payerEmail } }',
  refundPayment: 'mutation($id: ID!) { refundPayment(id: $id) { id } }',
  retryDataExport: 'mutation($id: ID!) { retryDataExport(id: $id) { id } }',
  verificationRequest: 'query($id: ID!) { verificationRequest(id: $id) { id } }',
  decideVerification:
    'mutation($id: ID!) { decideVerification(data: { id: $id, decision: APPROVE }) { id } }',
} as const;
export type Operation = keyof typeof OPERATIONS;

/** [the object, the operation, the fixture id it takes (or its variables), the refusal]. */
type Try = [object: string, operation: Operation, id: IdKey | Vars, code: string];

const APPLICATION_NOT_FOUND = 'RENTAL_APPLICATION_NOT_FOUND';

/** What renter B and landlord M, strangers to every object, each try. */
const STRANGERS_TRY: Try[] = [
  ['application', 'rentalApplication', 'applicationId', APPLICATION_NOT_FOUND],
  ['application', 'updateRentalApplicationStatus', 'applicationId', APPLICATION_NOT_FOUND],
  ['application SIN', 'sinForCreditCheck', 'applicationId', APPLICATION_NOT_FOUND],
  ['application', 'revokeRentalApplicationShare', 'applicationId', APPLICATION_NOT_FOUND],
  ['document', 'deleteFile', 'documentId', 'FILE_NOT_FOUND'],
  ['conversation', 'messagesInRoom', 'roomId', 'ROOM_NOT_FOUND'],
  ['conversation', 'createMessage', 'roomId', 'ROOM_NOT_FOUND'],
  ['conversation', 'markRoomRead', 'roomId', 'ROOM_NOT_FOUND'],
  ['conversation', 'blockConversation', 'roomId', 'ROOM_NOT_FOUND'],
  ['conversation', 'reportConversation', 'roomId', 'ROOM_NOT_FOUND'],
  ['conversations of a listing', 'listingPerBookings', 'listingId', 'NO_ACCESS'],
  ['enquiries of a booking', 'getListingEnquiry(bookingId)', 'bookingId', 'NO_ACCESS'],
  ['enquiries of a listing', 'getListingEnquiry(listingId)', 'listingId', 'NO_ACCESS'],
  ['viewing', 'viewing', 'viewingId', 'VIEWING_NOT_FOUND'],
  ['viewing', 'viewingAction', 'viewingId', 'VIEWING_NOT_FOUND'],
  ['viewings of a listing', 'listingViewings', 'viewingListingId', 'NO_ACCESS'],
  ['lease', 'lease', 'leaseId', 'LEASE_NOT_FOUND'],
  ['lease', 'leaseView', 'leaseId', 'LEASE_NOT_FOUND'],
  // The signing ceremony says whose turn it is only to a signer (leases.rows.ts).
  ['lease', 'openLeaseSigning', 'leaseId', 'LEASE_NOT_A_SIGNER'],
  ['lease', 'declineLease', 'leaseId', 'LEASE_NOT_A_SIGNER'],
  ['lease', 'voidLease', 'leaseId', 'LEASE_NOT_FOUND'],
  ['lease', 'sendLease', 'leaseId', 'LEASE_NOT_FOUND'],
  ['lease', 'remindLeaseSigners', 'leaseId', 'LEASE_NOT_FOUND'],
  ['payment', 'payment', 'paymentId', 'PAYMENT_NOT_FOUND'],
  ['receipt', 'receipt', 'paymentId', 'PAYMENT_NOT_FOUND'],
  ['payment', 'refundPayment', 'paymentId', 'NO_ACCESS'],
  ['data export', 'retryDataExport', 'exportRequestId', 'NO_ACCESS'],
  ['verification', 'verificationRequest', 'verificationRequestId', 'NO_ACCESS'],
  ['verification', 'decideVerification', 'verificationRequestId', 'NO_ACCESS'],
];

const ofA: Vars = (f) => ({ id: f.a.user.id });

/** What only one of them, or someone else, tries. */
const OTHERS_TRY: [Who, ...Try][] = [
  ['b', 'application', 'withdrawRentalApplication', 'applicationId', APPLICATION_NOT_FOUND],
  ['b', 'application', 'deleteRentalApplication', 'applicationId', 'NO_ACCESS'],
  [
    'b',
    'application',
    'reuseRentalApplication',
    (f) => ({
      id: f.applicationId,
      offer: { ...sampleTenantApplication(new Date()).offer, listingId: f.listingId, unitId: f.unitId },
    }),
    APPLICATION_NOT_FOUND,
  ],
  ['b', 'application', 'withdrawConsent', 'applicationId', 'CONSENT_NOT_FOUND'],
  ['b', 'application', 'rentalApplicationStaffViews', 'applicationId', 'NO_ACCESS'],
  // Attaching A's document to a message in B's own conversation would hand it to B and L.
  [
    'b',
    'document',
    'createMessage(url)',
    (f) => ({ room: f.strangerRoomId, id: f.documentId }),
    'FILE_NOT_FOUND',
  ],
  ['b', 'conversation', 'conversationReports', 'roomId', 'NO_ACCESS'],
  ['b', 'conversation', 'roomStaffViews', 'roomId', 'NO_ACCESS'],
  ['b', 'bookings of a renter', 'bookingsForUser', ofA, 'NO_ACCESS'],
  ['l', 'bookings of a renter', 'bookingsForUser', ofA, 'NO_ACCESS'],
  ['b', 'renter profile (not shared)', 'tenantProfile', ofA, 'TENANT_NOT_FOUND'],
  ['l', 'renter profile (not shared)', 'tenantProfile', ofA, 'TENANT_NOT_FOUND'],
  // L's payment is not A's, though A's application brought it.
  ['a', 'payment', 'payment', 'paymentId', 'PAYMENT_NOT_FOUND'],
  ['a', 'receipt', 'receipt', 'paymentId', 'PAYMENT_NOT_FOUND'],
  ['a', 'verification', 'verificationRequest', 'verificationRequestId', 'NO_ACCESS'],
];

export interface GraphqlRow {
  object: string;
  operation: Operation;
  as: Who;
  vars: Vars;
  code: string;
}

const toRow = (as: Who, [object, operation, id, code]: Try): GraphqlRow => ({
  object,
  operation,
  as,
  vars: typeof id === 'function' ? id : (f) => ({ id: f[id] }),
  code,
});

export const GRAPHQL_ROWS: GraphqlRow[] = [
  ...(['b', 'm'] as const).flatMap((as) => STRANGERS_TRY.map((t) => toRow(as, t))),
  ...OTHERS_TRY.map(([as, ...t]) => toRow(as, t)),
];

export interface HttpRow {
  object: string;
  url: (f: OwnershipFixture) => string;
  as: Who;
  status: number;
}

export const HTTP_ROWS: HttpRow[] = [
  ...(['b', 'm', 'visitor'] as const).flatMap((as): HttpRow[] => [
    { object: 'application document', url: (f) => `/files/${f.documentId}`, as, status: 404 },
    { object: 'lease PDF', url: (f) => `/leases/${f.leaseId}/document.pdf`, as, status: 404 },
    { object: 'signed lease PDF', url: (f) => `/leases/${f.leaseId}/signed.pdf`, as, status: 404 },
    { object: 'data export', url: (f) => `/files/${f.exportFileId}`, as, status: 404 },
    { object: 'verification file', url: (f) => `/files/${f.verificationFileId}`, as, status: 404 },
  ]),
  { object: 'receipt PDF', url: (f) => `/payments/${f.paymentId}/receipt.pdf`, as: 'a', status: 404 },
  { object: 'receipt PDF', url: (f) => `/payments/${f.paymentId}/receipt.pdf`, as: 'm', status: 404 },
  { object: 'receipt PDF', url: (f) => `/payments/${f.paymentId}/receipt.pdf`, as: 'visitor', status: 401 },
  { object: 'data export', url: (f) => `/files/${f.exportFileId}`, as: 'l', status: 404 },
  { object: 'verification file', url: (f) => `/files/${f.verificationFileId}`, as: 'a', status: 404 },
  // The feed's token is its credential: a token one character off reads nothing.
  { object: 'calendar feed', url: (f) => guessedFeedPath(f.calendarFeedUrl), as: 'b', status: 404 },
];

function guessedFeedPath(url: string): string {
  const path = new URL(url).pathname;
  const at = path.length - '.ics'.length - 1;
  return `${path.slice(0, at)}${path[at] === 'A' ? 'B' : 'A'}.ics`;
}
