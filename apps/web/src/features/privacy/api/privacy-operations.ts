import { graphql } from '../../../gql';

/** The viewer's latest data export, shown on /profile/your-data. */
export const MyDataExportDocument = graphql(`
  query MyDataExport {
    myDataExport {
      id
      state
      requestedAt
      readyAt
      expiresAt
      fileId
    }
  }
`);

export const RequestDataExportDocument = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      id
      state
      requestedAt
      readyAt
      expiresAt
      fileId
    }
  }
`);

/** The staff /privacy-requests page: requests still to answer, soonest due first. */
export const PrivacyRequestsDocument = graphql(`
  query PrivacyRequests($first: Int, $skip: Int) {
    privacyRequests(first: $first, skip: $skip) {
      count
      items {
        id
        kind
        status
        requestedAt
        dueAt
        user {
          id
          email
          name
        }
      }
    }
  }
`);

/** Staff's retry of a failed data export, from /privacy-requests. */
export const RetryDataExportDocument = graphql(`
  mutation RetryDataExport($id: ID!) {
    retryDataExport(id: $id) {
      id
      state
    }
  }
`);
