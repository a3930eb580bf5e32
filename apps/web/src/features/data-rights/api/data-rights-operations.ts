import { graphql } from '../../../gql';

/** The consents section: what the viewer agreed to, with when. */
export const MyConsentsDocument = graphql(`
  query MyConsents {
    myConsents {
      kind
      applicationId
      listingTitle
      givenAt
      state
      withdrawnAt
      usedAt
    }
  }
`);

export const WithdrawConsentDocument = graphql(`
  mutation WithdrawConsent($kind: ConsentKind!, $applicationId: ID) {
    withdrawConsent(kind: $kind, applicationId: $applicationId) {
      kind
      applicationId
      state
      withdrawnAt
    }
  }
`);

/** The staff-view log, a page at a time. */
export const MyStaffViewsDocument = graphql(`
  query MyStaffViews($first: Int, $skip: Int) {
    myStaffViews(first: $first, skip: $skip) {
      count
      items {
        at
        subject
        staffName
        staffRole
        listingTitle
        documentName
      }
    }
  }
`);

/** The viewer's scheduled deletion: the delete section and the banner read it. */
export const MyAccountDeletionDocument = graphql(`
  query MyAccountDeletion {
    myAccountDeletion {
      requestedAt
      dueAt
    }
  }
`);

export const RequestAccountDeletionDocument = graphql(`
  mutation RequestAccountDeletion($password: String) {
    requestAccountDeletion(password: $password) {
      requestedAt
      dueAt
    }
  }
`);

export const CancelMyAccountDeletionDocument = graphql(`
  mutation CancelMyAccountDeletion {
    cancelMyAccountDeletion
  }
`);

export const CancelAccountDeletionDocument = graphql(`
  mutation CancelAccountDeletion($token: String!) {
    cancelAccountDeletion(token: $token)
  }
`);

/** The retention schedule on /privacy. */
export const RetentionScheduleDocument = graphql(`
  query RetentionSchedule {
    retentionSchedule {
      item
      days
    }
  }
`);
