import { graphql } from '../../../gql';

/*
 * The wizard's operations (spec/02 §7): createRental with the flattened application, and the
 * signed-in renter's draft on their account.
 */

export const CreateRentalDocument = graphql(`
  mutation CreateRental($data: CreateRentalInput!, $clientId: ID, $creditCheckConsent: Boolean) {
    createRental(data: $data, clientId: $clientId, creditCheckConsent: $creditCheckConsent) {
      error
      message
    }
  }
`);

export const RentalApplicationDraftDocument = graphql(`
  query RentalApplicationDraft {
    rentalApplicationDraft
  }
`);

export const SaveRentalApplicationDraftDocument = graphql(`
  mutation SaveRentalApplicationDraft($draft: JSON!) {
    saveRentalApplicationDraft(draft: $draft)
  }
`);

export const DeleteRentalApplicationDraftDocument = graphql(`
  mutation DeleteRentalApplicationDraft {
    deleteRentalApplicationDraft
  }
`);
