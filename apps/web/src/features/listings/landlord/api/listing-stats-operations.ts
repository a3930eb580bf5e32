import { graphql } from '../../../../gql';

/**
 * A listing's last 30 days of figures and its boost's result, for its row on /building, with how
 * many renters saved it.
 */
export const ListingStatsDocument = graphql(`
  query ListingStats($id: ID!) {
    listing(id: $id) {
      id
      saveCount
    }
    listingStats(id: $id) {
      listingId
      firstDay
      lastDay
      days {
        day
        views
      }
      totals {
        views
        impressions
        contactClicks
        conversations
        viewings
        applications
      }
      boost {
        running
        days
        firstDay
        lastDay
        figures {
          figure
          during
          before
          ratio
        }
      }
    }
  }
`);
