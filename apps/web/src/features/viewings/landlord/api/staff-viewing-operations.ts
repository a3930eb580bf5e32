import { graphql } from '../../../../gql';

/* Staff handling the viewings of Viewings Management listings (/viewings). */

export const StaffViewingsDocument = graphql(`
  query StaffViewings($where: StaffViewingFilter, $first: Int, $skip: Int) {
    staffViewings(where: $where, first: $first, skip: $skip) {
      count
      items {
        ...ViewingFields
        assignedTo {
          id
          firstName
          lastName
          email
        }
      }
    }
  }
`);

/** Staff a viewing may be assigned to: those who read the inbox, as for requests for viewing. */
export const StaffViewingAssigneesDocument = graphql(`
  query StaffViewingAssignees {
    viewingRequestAssignees {
      id
      firstName
      lastName
      email
    }
  }
`);

export const AssignViewingDocument = graphql(`
  mutation AssignViewing($viewing: ID!, $staff: ID) {
    assignViewing(viewing: $viewing, staff: $staff) {
      id
      assignedTo {
        id
        firstName
        lastName
        email
      }
    }
  }
`);
