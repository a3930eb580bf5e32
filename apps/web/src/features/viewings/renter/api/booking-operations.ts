import { graphql } from '../../../../gql';

/* The renter's side of viewings: the free times of a listing, booking one, and 'My viewings'. */

export const ViewingSlotsFields = graphql(`
  fragment ViewingSlotsFields on ViewingSlots {
    listingId
    zone
    offered
    mode
    showingType
    slots {
      kind
      startsAt
      endsAt
      capacity
      remaining
      openHouseId
    }
  }
`);

/** The listing page's box: public, read with the light client (the page carries no Apollo). */
export const ViewingSlotsDocument = graphql(`
  query ViewingSlots($listingId: ID!, $from: String!, $to: String!) {
    viewingSlots(listingId: $listingId, from: $from, to: $to) {
      ...ViewingSlotsFields
    }
  }
`);

/** The booking form: what the listing is, where, and its free times. */
export const ViewingFormDocument = graphql(`
  query ViewingForm($listingId: ID!, $from: String!, $to: String!) {
    listing(id: $listingId) {
      id
      title
      location {
        id
        address
        city {
          id
          name
          province
        }
      }
    }
    viewingSlots(listingId: $listingId, from: $from, to: $to) {
      ...ViewingSlotsFields
    }
  }
`);

export const BookViewingDocument = graphql(`
  mutation BookViewing($data: BookViewingInput!) {
    bookViewing(data: $data) {
      id
      listingId
      listingTitle
      room
      kind
      status
      startsAt
      endsAt
      zone
      proposedTimes
      actions
    }
  }
`);
