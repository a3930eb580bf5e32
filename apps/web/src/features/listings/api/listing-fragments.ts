import { graphql } from '../../../gql';

/*
 * The yes/no groups of a listing, each read the same way by the listing page, the wizard and the
 * unit page: spread `...BuildingAmenityFields` (and the others) in a query. Their fields are the
 * option lists of packages/domain/src/listings/enums.ts, in the same order;
 * listing-fragments.test.ts fails when the two drift apart.
 */

export const BuildingAmenityFieldsFragment = graphql(`
  fragment BuildingAmenityFields on BuildingAmenities {
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
`);

export const UnitAmenityFieldsFragment = graphql(`
  fragment UnitAmenityFields on UnitAmenities {
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
`);

export const UnitApplianceFieldsFragment = graphql(`
  fragment UnitApplianceFields on UnitAppliances {
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
`);

export const LocationTagFieldsFragment = graphql(`
  fragment LocationTagFields on LocationTags {
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
`);

export const UtilityFieldsFragment = graphql(`
  fragment UtilityFields on Utilities {
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
`);

export const PetFieldsFragment = graphql(`
  fragment PetFields on Pets {
    cat
    dog
    other
    none
  }
`);

export const TenantRequirementFieldsFragment = graphql(`
  fragment TenantRequirementFields on TenantRequirements {
    exceptionalCredit
    payStub
    letterOfEmployment
    photoId
    pastReferences
    noSmoking
    extraDocumentation
  }
`);
