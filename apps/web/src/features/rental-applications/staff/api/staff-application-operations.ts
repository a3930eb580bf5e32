import { graphql } from '../../../../gql';

/* Staff reading and deleting rental applications (/rental-application-table-view and -details). */

export const StaffRentalApplicationsDocument = graphql(`
  query StaffRentalApplications($where: StaffRentalApplicationFilter, $first: Int, $skip: Int) {
    staffRentalApplications(where: $where, first: $first, skip: $skip) {
      count
      items {
        id
        applicantName
        listingId
        listingTitle
        unitTitle
        status
        incomeToRentRatio
        submittedAt
        documents {
          key
          count
        }
      }
    }
  }
`);

/** One application in full; the server records each staff opening. */
export const StaffRentalApplicationDocument = graphql(`
  query StaffRentalApplication($id: ID!) {
    rentalApplication(id: $id) {
      id
      status
      applicantName
      applyingAs
      listingId
      listingTitle
      listingAddress
      unitTitle
      monthlyRent
      grossIncome
      incomeToRentRatio
      creditCheckConsent
      sin
      submittedAt
      viewedAt
      decidedAt
      expiresAt
      details
      documents {
        key
        count
      }
      ...RentalApplicationShareFields
      ...RentalApplicationHistoryFields
    }
  }
`);

/** Who of the staff opened an application: admins only. */
export const RentalApplicationStaffViewsDocument = graphql(`
  query RentalApplicationStaffViews($id: ID!) {
    rentalApplicationStaffViews(id: $id) {
      at
      staffId
      staffName
      staffEmail
    }
  }
`);

export const DeleteRentalApplicationDocument = graphql(`
  mutation DeleteRentalApplication($id: ID!) {
    deleteRentalApplication(id: $id)
  }
`);
