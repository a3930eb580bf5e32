import { graphql } from '../../../gql';

/*
 * The built-in signing ceremony (issue 19): each call takes the lease and, for a signer who
 * opened their e-mailed link, its token, and answers the whole session again, so the page only
 * ever shows what the server holds.
 */

export const LeaseSigningSessionFieldsFragment = graphql(`
  fragment LeaseSigningSessionFields on LeaseSigning {
    isTurn
    consented
    places
    placesLeft
    viewUrl
    signer {
      id
      role
      name
      status
      locale
    }
    lease {
      id
      status
      subject
      province
      language
      terms
      signedCount
      signerCount
      expiresAt
      endedReason
      documentPath
      signedDocumentPath
      signers {
        id
        role
        name
        status
        order
        isYou
        signedAt
      }
    }
  }
`);

export const OpenLeaseSigningDocument = graphql(`
  mutation OpenLeaseSigning($leaseId: ID!, $token: String, $redirectUrl: String) {
    openLeaseSigning(leaseId: $leaseId, token: $token, redirectUrl: $redirectUrl) {
      ...LeaseSigningSessionFields
    }
  }
`);

export const ConsentToLeaseSigningDocument = graphql(`
  mutation ConsentToLeaseSigning($leaseId: ID!, $token: String) {
    consentToLeaseSigning(leaseId: $leaseId, token: $token) {
      ...LeaseSigningSessionFields
    }
  }
`);

export const SaveLeaseSigningProgressDocument = graphql(`
  mutation SaveLeaseSigningProgress($leaseId: ID!, $token: String, $placesDone: [LeaseSigningPlace!]!) {
    saveLeaseSigningProgress(leaseId: $leaseId, token: $token, placesDone: $placesDone) {
      ...LeaseSigningSessionFields
    }
  }
`);

export const SignLeaseDocument = graphql(`
  mutation SignLease($leaseId: ID!, $token: String, $signature: LeaseSignatureInput!) {
    signLease(leaseId: $leaseId, token: $token, signature: $signature) {
      ...LeaseSigningSessionFields
    }
  }
`);

export const DeclineLeaseDocument = graphql(`
  mutation DeclineLease($leaseId: ID!, $token: String, $reason: String!) {
    declineLease(leaseId: $leaseId, token: $token, reason: $reason) {
      ...LeaseSigningSessionFields
    }
  }
`);
