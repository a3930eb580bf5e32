import { graphql } from '../../../gql';

/* /rental-enquiry: the enquiry, and what the route names (its city, its listing and unit). */

export const CreateRentalEnquiryDocument = graphql(`
  mutation CreateRentalEnquiry($data: RentalEnquiryInput!) {
    createRentalEnquiry(data: $data) {
      room
      request {
        id
        status
      }
    }
  }
`);

/** The city a {located} slug names: the few whose name starts like it, matched by slug. */
export const RentalEnquiryCitiesDocument = graphql(`
  query RentalEnquiryCities($search: String, $first: Int) {
    cities(search: $search, first: $first) {
      id
      name
      province
    }
  }
`);

/** The listing a renter writes about, quoted above the form, with its units to name the one asked about. */
export const RentalEnquiryListingDocument = graphql(`
  query RentalEnquiryListing($id: ID!) {
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
      units {
        id
        title
        number
      }
    }
  }
`);
