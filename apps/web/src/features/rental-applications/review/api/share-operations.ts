import { graphql } from '../../../../gql';

/*
 * The renter passport's share of an application and its status history (issue 18), as the
 * applicant, the landlord and staff read them. The API answers the view log (openingCount,
 * openings) to the applicant and staff only: null for the landlord.
 */

export const RentalApplicationShareFragment = graphql(`
  fragment RentalApplicationShareFields on RentalApplication {
    share {
      state
      landlordName
      expiresAt
      revokedAt
      erasedAt
      openingCount
      openings
    }
  }
`);

export const RentalApplicationHistoryFragment = graphql(`
  fragment RentalApplicationHistoryFields on RentalApplication {
    history {
      fromStatus
      toStatus
      at
      by
    }
  }
`);
