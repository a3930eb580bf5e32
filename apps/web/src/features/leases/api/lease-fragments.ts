import { graphql } from '../../../gql';

/*
 * What the lease pages read of a lease (issue 19): a list row, and the whole lease for its page.
 * The terms come as JSON in the shape of packages/domain leases/terms.ts.
 */

export const LeaseSignerFieldsFragment = graphql(`
  fragment LeaseSignerFields on LeaseSigner {
    id
    role
    name
    email
    order
    status
    locale
    viewedAt
    signedAt
    declinedAt
    declineReason
    lastRemindedAt
    isYou
  }
`);

export const LeaseRowFieldsFragment = graphql(`
  fragment LeaseRowFields on Lease {
    id
    status
    province
    language
    subject
    terms
    createdAt
    sentAt
    completedAt
    expiresAt
    signedCount
    signerCount
    canManage
    viewerRole
    documentPath
    signedDocumentPath
    sealedSha256
    roomId
    signers {
      ...LeaseSignerFields
    }
    nextSigners {
      id
      name
      role
      isYou
    }
  }
`);

export const LeaseDetailFieldsFragment = graphql(`
  fragment LeaseDetailFields on Lease {
    ...LeaseRowFields
    message
    listingId
    applicationId
    endedAt
    endedReason
    documentSha256
    voidClauseFindings {
      ruleId
      excerpt
      warningEn
      warningFr
      sourceUrl
      sourceLabel
    }
    events {
      id
      kind
      at
      actor
      signerId
      ip
      userAgent
      detail
    }
  }
`);
