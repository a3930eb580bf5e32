import { graphql } from '../../../../gql';

/*
 * A submitted application as the landlord and the applicant read it (issue 18). The summary is
 * what a list row shows; the full record adds the wizard's answers, the SIN as the API gives it
 * (masked for the landlord, whole for the applicant) and the dates of its changes.
 */

export const RentalApplicationSummaryFragment = graphql(`
  fragment RentalApplicationSummary on RentalApplication {
    id
    status
    actions
    applicantName
    applyingAs
    occupation
    employer
    grossIncome
    monthlyRent
    incomeToRentRatio
    coOccupantCount
    hasPets
    listingId
    listingTitle
    listingAddress
    unitTitle
    submittedAt
    expiresAt
    viewedAt
    decidedAt
    documents {
      key
      count
    }
  }
`);

export const RentalApplicationDocument = graphql(`
  query RentalApplication($id: ID!) {
    rentalApplication(id: $id) {
      ...RentalApplicationSummary
      creditCheckConsent
      sin
      sinRevealedAt
      details
      ...RentalApplicationShareFields
      ...RentalApplicationHistoryFields
    }
  }
`);
