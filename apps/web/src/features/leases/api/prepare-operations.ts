import { graphql } from '../../../gql';

/*
 * What /leases/new reads to prefill the lease (the approved application, the listing and its
 * units) and the mutation that prepares it.
 */

export const LeasePrepareApplicationDocument = graphql(`
  query LeasePrepareApplication($id: ID!) {
    rentalApplication(id: $id) {
      id
      status
      applicantName
      listingId
      unitId
      monthlyRent
      details
    }
  }
`);

export const LeasePrepareListingDocument = graphql(`
  query LeasePrepareListing($id: ID!) {
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
        number
        monthlyPrice
        parkingSpots
      }
    }
  }
`);

export const CreateLeaseDocument = graphql(`
  mutation CreateLease($data: JSON!, $landlordLegalName: String!, $redirectUrl: String) {
    createLease(data: $data, landlordLegalName: $landlordLegalName, redirectUrl: $redirectUrl) {
      id
      status
      lease {
        ...LeaseDetailFields
      }
    }
  }
`);
