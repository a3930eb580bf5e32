import { graphql } from '../../../../gql';

/*
 * The renter passport on /my-applications (issue 18): whether the renter has one, revoking a
 * landlord's share and deleting it. Downloading it is GET /exports/my-rental-passport.zip.
 */

export const HasRentalPassportDocument = graphql(`
  query HasRentalPassport {
    myRentalPassport {
      id
    }
  }
`);

/** Answers the application as the detail page reads it, so Apollo's cache shows the change at once. */
export const RevokeRentalApplicationShareDocument = graphql(`
  mutation RevokeRentalApplicationShare($id: ID!) {
    revokeRentalApplicationShare(id: $id) {
      ...RentalApplicationSummary
      ...RentalApplicationShareFields
      ...RentalApplicationHistoryFields
      sin
      details
    }
  }
`);

export const DeleteMyRentalPassportDocument = graphql(`
  mutation DeleteMyRentalPassport {
    deleteMyRentalPassport
  }
`);
