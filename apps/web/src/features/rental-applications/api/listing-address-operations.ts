import { graphql } from '../../../gql';

/*
 * The listing an 'Apply' link names (?listing=&unit=), to pre-fill the offer page: the public
 * listing query, reduced to the location and the units an applicant may choose from.
 */
export const RentalApplicationListingDocument = graphql(`
  query RentalApplicationListing($id: ID!) {
    listing(id: $id) {
      id
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
        available
      }
    }
  }
`);
