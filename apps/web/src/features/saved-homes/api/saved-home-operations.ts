import { graphql } from '../../../gql';

/** The /saved-homes page: a page of the viewer's saved homes, each with what its row shows. */
export const SavedHomesDocument = graphql(`
  query SavedHomes($first: Int, $skip: Int) {
    savedHomes(first: $first, skip: $skip) {
      count
      items {
        id
        listingId
        note
        savedAt
        status {
          kind
          savedPrice
          currentPrice
        }
        title
        listing {
          id
          title
          location {
            id
            address
          }
          pictures {
            id
            cardUrl
            order
          }
          units {
            id
            pictures {
              id
              cardUrl
              order
            }
          }
        }
      }
    }
  }
`);

export const UpdateSavedHomeNoteDocument = graphql(`
  mutation UpdateSavedHomeNote($listingId: ID!, $note: String!) {
    updateSavedHomeNote(listingId: $listingId, note: $note) {
      id
      note
    }
  }
`);
