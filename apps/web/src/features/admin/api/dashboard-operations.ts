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
