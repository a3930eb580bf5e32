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

/** Books a time (instant mode) or requests up to three (request mode). */
export const BookViewingDocument = graphql(`
  mutation BookViewing($data: BookViewingInput!) {
    bookViewing(data: $data) {
      ...ViewingFields
    }
  }
`);

/** 'My viewings': the renter's upcoming (soonest first) or past (latest first) viewings. */
export const MyViewingsDocument = graphql(`
  query MyViewings($when: ViewingsWhen!) {
    myViewings(when: $when) {
      ...ViewingFields
    }
  }
`);
