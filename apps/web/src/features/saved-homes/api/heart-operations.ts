import { graphql } from '../../../gql';

/*
 * What the hearts send, through src/lib/graphql (no Apollo): they render on the public pages,
 * whose first load carries no Apollo.
 */

/** Every listing the viewer saved: asked once a signed-in page has hydrated. */
export const SavedListingIdsDocument = graphql(`
  query SavedListingIds {
    savedListingIds
  }
`);

export const SaveHomeDocument = graphql(`
  mutation SaveHome($listingId: ID!) {
    saveHome(listingId: $listingId) {
      id
      listingId
    }
  }
`);

export const UnsaveHomeDocument = graphql(`
  mutation UnsaveHome($listingId: ID!) {
    unsaveHome(listingId: $listingId)
  }
`);
