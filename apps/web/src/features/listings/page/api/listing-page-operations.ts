import { graphql } from '../../../../gql';

/** One picture as the gallery shows it: the card copy in the grid, the detail copy in the lightbox. */
export const ListingPagePictureFieldsFragment = graphql(`
  fragment ListingPagePictureFields on Picture {
    id
    cardUrl
    detailUrl
    url
    mimeType
    width
    height
    order
  }
`);

/**
 * Everything /listing/{id} shows of a building and its units. Public for approved, visible
 * listings; the owner and staff see their others too; LISTING_NOT_FOUND otherwise.
 */
export const ListingPageDocument = graphql(`
  query ListingPage($id: ID!) {
    listing(id: $id) {
      id
      title
      status
      isapproved
      isHidden
      activate
      isPremium
      premiumEnd
      propertyType
      postedAt
      contentUpdatedAt
      availabilityConfirmedAt
      role
      description
      moveInBonuses
      buildingConstructionYear
      storiesInBuilding
      totalUnitsInBuilding
      developmentCompany
      basement
      user {
        id
        firstName
      }
      responseTime {
        bucket
      }
      ownerVerification {
        role
        verifiedAt
      }
      hiddenUntilVerified
      location {
        id
        address
        lat
        lng
        city {
          id
          name
          province
        }
        neighbourHood {
          id
          name
        }
        tags {
          ...LocationTagFields
        }
      }
      pictures {
        ...ListingPagePictureFields
      }
      amenities {
        ...BuildingAmenityFields
      }
      utilities {
        ...UtilityFields
      }
      pets {
        ...PetFields
      }
      tenantRequirements {
        ...TenantRequirementFields
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
        storage
        maintenance
        smokeAlarm
        furnished
        moveInBonuses
        floorplan {
          ...ListingPagePictureFields
        }
        pictures {
          ...ListingPagePictureFields
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

/** Public listings like this one, as cards. LISTING_NOT_FOUND while the listing is not public. */
export const SimilarListingsDocument = graphql(`
  query SimilarListings($id: ID!) {
    similarListings(id: $id) {
      ...ListingCardFields
    }
  }
`);

/** Counts one visit of the page (sent once, after it shows: the server render sends nothing). */
export const RecordListingViewDocument = graphql(`
  mutation RecordListingView($id: ID!) {
    recordListingView(id: $id)
  }
`);

/** Counts a click on the page's contact button. */
export const RecordListingContactDocument = graphql(`
  mutation RecordListingContact($id: ID!) {
    recordListingEvent(id: $id, kind: CONTACT_CLICK)
  }
`);
