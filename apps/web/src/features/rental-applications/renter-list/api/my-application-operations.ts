import { graphql } from '../../../../gql';

/* The renter's own applications (/my-applications) and withdrawing one. */

export const MyRentalApplicationsDocument = graphql(`
  query MyRentalApplications($first: Int, $skip: Int) {
    myRentalApplications(first: $first, skip: $skip) {
      count
      items {
        ...RentalApplicationSummary
        ...RentalApplicationShareFields
      }
    }
  }
`);

export const WithdrawRentalApplicationDocument = graphql(`
  mutation WithdrawRentalApplication($id: ID!) {
    withdrawRentalApplication(id: $id) {
      ...RentalApplicationSummary
      ...RentalApplicationShareFields
      ...RentalApplicationHistoryFields
    }
  }
`);

/** The renter's conversations by listing: an application's conversation is the one about its listing. */
export const MyApplicationRoomsDocument = graphql(`
  query MyApplicationRooms($userId: ID!) {
    bookingsForUser(userId: $userId) {
      id
      listing
      room
    }
  }
`);
