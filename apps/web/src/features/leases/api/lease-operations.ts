import { graphql } from '../../../gql';

/* The lists of /leases and /lease-details-table/leases, one lease, and what its managers do to it. */

export const LeaseListDocument = graphql(`
  query LeaseList($where: LeaseWhereInput, $first: Int, $skip: Int) {
    leases(where: $where, first: $first, skip: $skip, orderBy: createdAt_DESC) {
      count
      items {
        ...LeaseRowFields
      }
    }
  }
`);

export const LeaseDetailDocument = graphql(`
  query LeaseDetail($id: ID!) {
    lease(id: $id) {
      ...LeaseDetailFields
    }
  }
`);

export const SendLeaseDocument = graphql(`
  mutation SendLease($leaseId: ID!) {
    sendLease(leaseId: $leaseId) {
      ...LeaseDetailFields
    }
  }
`);

export const VoidLeaseDocument = graphql(`
  mutation VoidLease($leaseId: ID!, $reason: String!) {
    voidLease(leaseId: $leaseId, reason: $reason) {
      ...LeaseDetailFields
    }
  }
`);

export const RemindLeaseSignersDocument = graphql(`
  mutation RemindLeaseSigners($leaseId: ID!) {
    remindLeaseSigners(leaseId: $leaseId) {
      ...LeaseDetailFields
    }
  }
`);

/** Public: whether a PDF's SHA-256 is that of a lease the product sealed. */
export const VerifyLeaseDocumentDocument = graphql(`
  query VerifyLeaseDocument($sha256: String!) {
    verifyLeaseDocument(sha256: $sha256) {
      valid
      completedAt
      signerNames
      province
    }
  }
`);
