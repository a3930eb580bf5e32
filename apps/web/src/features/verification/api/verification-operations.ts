import { graphql } from '../../../gql';

/** A request as the poster and staff read it. */
export const VerificationRequestFieldsFragment = graphql(`
  fragment VerificationRequestFields on VerificationRequest {
    id
    role
    state
    registrationNumber
    submittedAt
    decidedAt
    decisionReason
    decidedByEmail
    documentsDeletedAt
    documents {
      kind
      fileId
      url
      filename
      mimeType
    }
    documentViews {
      kind
      viewedAt
      viewerEmail
      viewerName
      byStaff
    }
  }
`);

/** The signed-in poster's verification (/verification). */
export const MyVerificationDocument = graphql(`
  query MyVerification {
    myVerification {
      status
      graceEndsAt
      hiddenListings
      documentRetentionDays
      request {
        ...VerificationRequestFields
      }
    }
  }
`);

export const SubmitVerificationDocument = graphql(`
  mutation SubmitVerification($data: SubmitVerificationInput!) {
    submitVerification(data: $data) {
      ...VerificationRequestFields
    }
  }
`);

/** One page of the staff queue, with the total. */
export const VerificationQueueDocument = graphql(`
  query VerificationQueue($state: VerificationRequestState, $first: Int, $skip: Int) {
    verificationRequests(state: $state, first: $first, skip: $skip) {
      id
      role
      state
      submittedAt
      decidedAt
      poster {
        id
        email
        firstName
        lastName
      }
    }
    verificationRequestCount(state: $state)
  }
`);

/** One request beside the poster's account and listings (each opening is audited). */
export const VerificationRequestDocument = graphql(`
  query VerificationRequestDetail($id: ID!) {
    verificationRequest(id: $id) {
      ...VerificationRequestFields
      poster {
        id
        email
        firstName
        lastName
        legalName
        phone
        createdAt
      }
      posterListings {
        id
        title
        role
        address
        isHidden
        riskSignals {
          ...RiskSignalFields
        }
      }
    }
  }
`);

export const DecideVerificationDocument = graphql(`
  mutation DecideVerification($data: DecideVerificationInput!) {
    decideVerification(data: $data) {
      ...VerificationRequestFields
    }
  }
`);
