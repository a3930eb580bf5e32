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
      isPremium
      premiumEnd
      propertyType
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
          students
          closeToTransit
          purposeBuiltRentals
          nightlife
          parksAndWater
          luxuryRentals
          shortTermRentals
          professionallyManaged
          onlinePayments
          onlineApplications
          furnishedRentals
          petFriendly
        }
      }
      pictures {
        ...ListingPagePictureFields
      }
      amenities {
        onSiteLaundry
        yard
        concierge
        elevator
        dryCleaning
        gym
        swimmingPool
        storage
        guestSuites
        beanfieldWifi
        publicWifi
        bbqPermitted
        visitorsParking
        partyRoom
        bikeStorage
        wheelchairAccess
        rooftopDeck
        hotTub
        sauna
        gameRoom
        theatre
        businessCenter
        communalGarden
        petSpa
        mediaRoom
        basketballCourt
        yogaRoom
        tennisCourt
        rooftopTerrace
        coworkingSpace
        conferenceRoom
        patio
        lounge
      }
      utilities {
        electricity
        heating
        airConditioning
        water
        garbageRemoval
        cableTv
        internet
        maintenanceFees
        gas
      }
      pets {
        cat
        dog
        other
        none
      }
      tenantRequirements {
        exceptionalCredit
        payStub
        letterOfEmployment
        photoId
        pastReferences
        noSmoking
        extraDocumentation
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
          ac
          centralHeat
          electricalHeating
          radiatorHeating
          fireplace
          carpet
          ceilingFan
          hardwoodFloor
          walkInCloset
          highCeilings
          bathroomFan
          balcony
        }
        unitAppliances {
          fridge
          stove
          rangehood
          dishwasher
          microwave
          inunitwasher
          inunitdryer
          wineFridge
          dehumidifier
          firePlaceElectric
          firePlaceGas
          jacuzzi
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
