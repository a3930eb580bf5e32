import { graphql } from '../../../gql';

/** Every section of the staff dashboard in one round trip; a section the viewer may not see is null. */
export const AdminDashboardDocument = graphql(`
  query AdminDashboard($days: Int) {
    adminDashboard {
      listings {
        pending
        active
        hidden
        premium
        total
      }
      requestedListings
      users {
        byType {
          userType
          count
        }
        total
      }
      series(days: $days) {
        day
        newListings
        newUsers
      }
    }
  }
`);

/** The content counts, for staff with blogs or articles view. */
export const ContentDashboardDocument = graphql(`
  query ContentDashboard {
    contentDashboard {
      postsPublished
      postsDraft
      postsScheduled
      blogViewsThisWeek
      topPostsThisWeek {
        id
        title
        slug
        views
      }
      trendingArticlesPublished
      estateScoopArticlesPublished
      rentalLawsToReview
    }
  }
`);
