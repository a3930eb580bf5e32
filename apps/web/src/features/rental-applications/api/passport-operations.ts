import { graphql } from '../../../gql';

/*
 * The renter passport as the wizard re-uses it (issue 18): the signed-in renter's newest submitted
 * application, and applying with it to another listing in one step.
 */

/** The passport: who and what it holds, and whether a SIN is stored (never the number). */
export const MyRentalPassportDocument = graphql(`
  query MyRentalPassport {
    myRentalPassport {
      id
      submittedAt
      applicantName
      listingTitle
      grossIncome
      hasSin
      details
      documents {
        key
        count
      }
    }
  }
`);

export const ReuseRentalApplicationDocument = graphql(`
  mutation ReuseRentalApplication(
    $sourceId: ID!
    $offer: JSON!
    $clientId: ID
    $creditCheckConsent: Boolean
  ) {
    reuseRentalApplication(
      sourceId: $sourceId
      offer: $offer
      clientId: $clientId
      creditCheckConsent: $creditCheckConsent
    ) {
      error
      message
    }
  }
`);
