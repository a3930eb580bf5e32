import { graphql } from '../../../gql';

/** What /listing/{id}/contact quotes of the listing: title, cover, place, owner and their badge. */
export const ContactListingDocument = graphql(`
  query ContactListing($id: ID!) {
    listing(id: $id) {
      id
      title
      user {
        id
        firstName
      }
      location {
        id
        address
        city {
          id
          name
          province
        }
      }
      pictures {
        id
        cardUrl
      }
      responseTime {
        bucket
      }
    }
  }
`);

export const CreateBookingDocument = graphql(`
  mutation CreateBooking($data: CreateBookingInput!) {
    createBooking(data: $data) {
      id
      room
    }
  }
`);

/** The viewer's conversation about one listing: where BOOKING_ALREADY_EXISTS sends them. */
export const RoomOfListingDocument = graphql(`
  query RoomOfListing($listingId: ID!) {
    roomsPerUser(first: 1, where: { listingId: $listingId }) {
      items {
        id
      }
    }
  }
`);
