import { graphql } from '../../../gql';

/* What every viewing page reads of a viewing, and the one mutation that changes it. */

export const ViewingFields = graphql(`
  fragment ViewingFields on Viewing {
    id
    listingId
    listingTitle
    room
    renter {
      id
      firstName
      lastName
    }
    kind
    openHouseId
    status
    startsAt
    endsAt
    zone
    proposedTimes
    proposedStartsAt
    proposedEndsAt
    proposedBy
    cancelReason
    cancelledBy
    confirmedAt
    createdAt
    actions
  }
`);

/** Confirm, decline, propose or accept a new time, cancel, mark done or no-show (the server checks who may). */
export const ViewingActionDocument = graphql(`
  mutation ViewingAction($data: ViewingActionInput!) {
    viewingAction(data: $data) {
      ...ViewingFields
    }
  }
`);
