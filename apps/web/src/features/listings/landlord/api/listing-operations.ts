import { graphql } from '../../../../gql';

/** What a row of the landlord dashboard shows. */
export const LandlordListingFieldsFragment = graphql(`
  fragment LandlordListingFields on Listing {
    id
    title
    status
    isapproved
    isHidden
    activate
    isPremium
    premiumDaysLeft
    createdAt
    updatedAt
    availabilityConfirmedAt
    unpublishedReason
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
      title
      monthlyPrice
      contactForPricing
    }
  }
`);

/** One page of the signed-in user's listings and the total for the same search (spec/01 §9). */
export const LandlordListingsDocument = graphql(`
  query LandlordListings($search: String, $first: Int, $skip: Int) {
    searchBuildingByLandlord(search: $search, first: $first, skip: $skip) {
      ...LandlordListingFields
    }
    searchBuildingByLandlordCount(search: $search)
  }
`);

export const DeleteBuildingDocument = graphql(`
  mutation DeleteBuilding($id: ID!) {
    deleteBuilding(id: $id)
  }
`);

/** Mark as rented (spec/01 §4); the answer carries the new status, so the row updates in the cache. */
export const MarkListingRentedDocument = graphql(`
  mutation MarkListingRented($id: ID!, $data: MarkListingRentedInput!) {
    markListingRented(where: { id: $id }, data: $data) {
      ...LandlordListingFields
      rentedPrice
      signedLeaseDate
      disableListing
      tenantNames
    }
  }
`);

/**
 * 'Make available again' for a rented (hidden) listing; the answer carries the new status (Active,
 * or Pending Approval when staff had hidden it), so the row updates in the cache.
 */
export const RelistListingDocument = graphql(`
  mutation RelistListing($id: ID!) {
    relistListing(where: { id: $id }) {
      ...LandlordListingFields
    }
  }
`);

/**
 * 'Confirm availability' on /building: the listing dates 'Availability confirmed' from now (and one
 * unpublished for want of it is back), so the row updates in the cache.
 */
export const ConfirmListingAvailabilityDocument = graphql(`
  mutation ConfirmListingAvailability($id: ID!) {
    confirmListingAvailability(where: { id: $id }) {
      ...LandlordListingFields
    }
  }
`);

/**
 * Everything the unit page shows of the building holding a unit and its units. Public for approved,
 * visible listings; owner and staff for the others; UNIT_NOT_FOUND otherwise.
 */
export const UnitPageBuildingDocument = graphql(`
  query UnitPageBuilding($unitId: ID!) {
    getBuildingByUnit(unitId: $unitId) {
      id
      title
      status
      isapproved
      isHidden
      propertyType
      description
      user {
        id
      }
      location {
        id
        address
        city {
          id
          name
          province
        }
      }
      pictures {
        id
        cardUrl
        detailUrl
        filename
        order
      }
      units {
        id
        title
        number
        available
        startDateAvailability
        unitSize
        bedrooms
        bathrooms
        den
        monthlyPrice
        deposit
        contactForPricing
        leaseTerm
        parking
        parkingSpots
        furnished
        pictures {
          id
          cardUrl
          detailUrl
          filename
          order
        }
        unitAmenities {
          ...UnitAmenityFields
        }
        unitAppliances {
          ...UnitApplianceFields
        }
      }
    }
  }
`);
