import { sampleOntarioLeaseTerms } from '@rentals/domain/leases/sample-terms';
import type { LeaseTermsInput } from '@rentals/domain/leases/terms';
import type { CreatedUser } from '../../test/factories';
import type { GraphQLResponse, TestApi } from '../../test/harness';
import { submittedApplication } from '../rental-applications/test-applications';

/*
 * Fixtures of the lease tests: an approved application (the step before a lease) and a lease made
 * from it, sent or kept as a draft.
 */

export const LEASE_FIELDS = `id status subject message province provider docusignEnvelopeId docusignEnvelopeUri
  signedCount signerCount roomId viewerRole canManage sealedSha256 documentSha256 signedDocumentPath endedReason
  signers { id role name email order status locale isYou }
  nextSigners { id role }`;

const CREATE = `mutation($data: JSON!, $name: String!) {
  createLease(data: $data, landlordLegalName: $name, redirectUrl: "/leases") {
    id status docusignEnvelopeId docusignEnvelopeUri subject message lease { ${LEASE_FIELDS} } } }`;

export interface ApprovedApplication {
  landlord: CreatedUser;
  applicant: CreatedUser;
  listingId: string;
  unitId: string;
  applicationId: string;
}

/** A new renter's application to a new landlord's listing, opened and approved by the landlord. */
export async function approvedApplication(api: TestApi): Promise<ApprovedApplication> {
  const fixture = await submittedApplication(api);
  const id = fixture.application.id;
  const opened = await api.execute(
    'query($id: ID!) { rentalApplication(id: $id) { id } }',
    { id },
    { token: fixture.landlord.token },
  );
  if (opened.errors) throw new Error(JSON.stringify(opened.errors));
  const approved = await api.execute(
    'mutation($id: ID!) { updateRentalApplicationStatus(id: $id, action: APPROVE) { id status } }',
    { id },
    { token: fixture.landlord.token },
  );
  if (approved.errors) throw new Error(JSON.stringify(approved.errors));
  return {
    landlord: fixture.landlord,
    applicant: fixture.applicant,
    listingId: fixture.listingId,
    unitId: fixture.unitId,
    applicationId: id,
  };
}

/** The Ontario sample terms with the applicant as the tenant. */
export function termsFor(
  fixture: ApprovedApplication,
  change: (terms: LeaseTermsInput) => void = () => undefined,
) {
  const terms = sampleOntarioLeaseTerms(new Date(), [
    {
      name: `${fixture.applicant.user.firstName} ${fixture.applicant.user.lastName}`,
      email: fixture.applicant.user.email,
    },
  ]);
  change(terms);
  return terms;
}

export type LeaseResult = {
  createLease: {
    id: string;
    status: string;
    docusignEnvelopeId: string | null;
    docusignEnvelopeUri: string | null;
    lease: LeaseFields;
  };
};
export interface LeaseFields {
  id: string;
  status: string;
  signedCount: number;
  signerCount: number;
  roomId: string | null;
  viewerRole: string;
  canManage: boolean;
  sealedSha256: string | null;
  documentSha256: string | null;
  signedDocumentPath: string | null;
  endedReason: string | null;
  signers: {
    id: string;
    role: string;
    name: string;
    email: string;
    order: number;
    status: string;
    locale: string;
    isYou: boolean;
  }[];
  nextSigners: { id: string; role: string }[];
}

/** createLease as `who` for the approved application, with `data` changes. */
export function createLeaseAs(
  api: TestApi,
  fixture: ApprovedApplication,
  who: CreatedUser | null,
  data: Record<string, unknown> = {},
  terms: LeaseTermsInput = termsFor(fixture),
) {
  return api.execute<LeaseResult>(
    CREATE,
    {
      data: {
        listingId: fixture.listingId,
        unitId: fixture.unitId,
        applicationId: fixture.applicationId,
        terms,
        ...data,
      },
      name: terms.landlordLegalName,
    },
    { token: who?.token },
  );
}

/** A lease sent for signature from a new approved application. */
export async function sentLease(api: TestApi) {
  const fixture = await approvedApplication(api);
  const response = await createLeaseAs(api, fixture, fixture.landlord);
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return { ...fixture, lease: response.data.createLease.lease };
}

export const SIGNING_FIELDS = `isTurn consented places placesLeft viewUrl signer { id role status } lease { id status signedCount }`;

/** Runs the whole built-in ceremony for the signer signed in as `who` (or holding `token`). */
export async function signAs(
  api: TestApi,
  leaseId: string,
  who: CreatedUser | null,
  token?: string,
  drawn?: string,
): Promise<GraphQLResponse<{ signLease: { lease: { status: string; signedCount: number } } }>> {
  const opts = { token: who?.token };
  const vars = { id: leaseId, token: token ?? null };
  const open = await api.execute<{ openLeaseSigning: { places: string[] } }>(
    `mutation($id: ID!, $token: String) { openLeaseSigning(leaseId: $id, token: $token) { ${SIGNING_FIELDS} } }`,
    vars,
    opts,
  );
  if (!open.data) return { ...open, data: null };
  await api.execute(
    `mutation($id: ID!, $token: String) { consentToLeaseSigning(leaseId: $id, token: $token) { isTurn } }`,
    vars,
    opts,
  );
  await api.execute(
    `mutation($id: ID!, $token: String, $places: [LeaseSigningPlace!]!) { saveLeaseSigningProgress(leaseId: $id, token: $token, placesDone: $places) { placesLeft } }`,
    { ...vars, places: open.data.openLeaseSigning.places },
    opts,
  );
  return api.execute<{ signLease: { lease: { status: string; signedCount: number } } }>(
    `mutation($id: ID!, $token: String, $sig: LeaseSignatureInput!) { signLease(leaseId: $id, token: $token, signature: $sig) { ${SIGNING_FIELDS} } }`,
    {
      ...vars,
      sig: drawn
        ? { kind: 'DRAWN', text: 'Signer', initials: 'SG', image: drawn }
        : { kind: 'TYPED', text: 'Signer Name', initials: 'SN' },
    },
    opts,
  );
}
