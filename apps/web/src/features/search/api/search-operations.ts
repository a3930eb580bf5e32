import { graphql } from '../../../gql';

/**
 * One page of /search and the total for the same filters ('Showing x-y of total results'). With
 * `userId` (the signed-in caller, first page only) the API saves the search to their history.
 */
export const SearchListingsDocument = graphql(`
  query SearchListings(
    $where: ListingSearchInput
    $orderBy: ListingSearchOrder
    $first: Int
    $skip: Int
    $userId: ID
  ) {
    searchListings(where: $where, orderBy: $orderBy, first: $first, skip: $skip, userId: $userId) {
      ...ListingCardFields
    }
    searchListingsCount(where: $where)
  }
`);

/** The markers of the results map: the first results of the same search, with what a popup shows. */
export const SearchMapListingsDocument = graphql(`
  query SearchMapListings($where: ListingSearchInput, $orderBy: ListingSearchOrder, $first: Int) {
    searchListings(where: $where, orderBy: $orderBy, first: $first) {
      id
      title
      isPremium
      location {
        id
        address
        lat
        lng
      }
      units {
        id
        available
        monthlyPrice
        contactForPricing
      }
    }
  }
`);

/** City suggestions for the city filter, with their neighbourhoods for the neighbourhood filter. */
export const SearchCityOptionsDocument = graphql(`
  query SearchCityOptions($search: String, $first: Int) {
    cities(search: $search, first: $first) {
      id
      name
      province
      neighbourhoods {
        id
        name
      }
    }
  }
`);
