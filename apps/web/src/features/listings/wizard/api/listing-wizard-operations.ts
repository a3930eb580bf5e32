import { graphql } from '../../../../gql';

/** Everything the Add/Update Property dialog shows of a building in edit mode. */
export const WizardListingFields = graphql(`
  fragment WizardListingFields on Listing {
    id
    title
    isapproved
    description
    propertyType
    role
    region
    buildingConstructionYear
    totalUnitsInBuilding
    storiesInBuilding
    basement
    moveInBonuses
    user {
      id
    }
    location {
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
    utilities {
      ...UtilityFields
    }
    amenities {
      ...BuildingAmenityFields
    }
    pets {
      ...PetFields
    }
    tenantRequirements {
      ...TenantRequirementFields
    }
    pictures {
      id
      fileId
      url
      filename
      order
    }
    units {
      id
      title
      number
      den
      available
      startDateAvailability
      unitSize
      bedrooms
      bathrooms
      monthlyPrice
      deposit
      contactForPricing
      furnished
      parking
      parkingSpots
      leaseTerm
      storage
      maintenance
      smokeAlarm
      unitAmenities {
        ...UnitAmenityFields
      }
      unitAppliances {
        ...UnitApplianceFields
      }
      floorplan {
        id
        fileId
        url
        filename
        mimeType
      }
    }
  }
`);

export const GetSingleBuildingDocument = graphql(`
  query GetSingleBuilding($id: ID!) {
    getSingleBuilding(id: $id) {
      ...WizardListingFields
    }
  }
`);

export const CreateListingDocument = graphql(`
  mutation CreateListing($data: CreateListingInput!) {
    createListing(data: $data) {
      id
      units {
        id
      }
    }
  }
`);

/** 'Add Another Unit' / add-unit mode: a new unit in an existing building. */
export const CreateUnitDocument = graphql(`
  mutation CreateUnit($listingId: ID!, $data: CreateUnitInput!) {
    createUnit(where: { listingId: $listingId }, data: $data) {
      id
    }
  }
`);

export const UpdateListingDocument = graphql(`
  mutation UpdateListing($where: ListingWhereInput!, $data: UpdateListingInput!) {
    updateListing(where: $where, data: $data) {
      ...WizardListingFields
    }
  }
`);

export const SearchAddressesDocument = graphql(`
  query SearchAddresses($text: String!, $first: Int) {
    searchAddresses(text: $text, first: $first) {
      address
      label
      city
      region
      lat
      lng
      neighbourhood
      postalCode
      placeId
    }
  }
`);

export const CreateCityDocument = graphql(`
  mutation WizardCreateCity($data: CreateCityInput!) {
    createCity(data: $data) {
      id
    }
  }
`);

export const CreateNeighbourhoodDocument = graphql(`
  mutation WizardCreateNeighbourhood($data: CreateNeighbourhoodInput!) {
    createNeighbourhood(data: $data) {
      id
    }
  }
`);

export const DeletePictureDocument = graphql(`
  mutation DeletePicture($where: PictureWhereInput!) {
    deletePicture(where: $where)
  }
`);

export const PicReorderDocument = graphql(`
  mutation PicReorder($pictures: [PictureOrderInput!]!) {
    picReorder(pictures: $pictures)
  }
`);

export const GenerateListingDescriptionDocument = graphql(`
  mutation GenerateListingDescription($data: ListingDescriptionFactsInput!, $locale: Locale) {
    generateListingDescription(data: $data, locale: $locale)
  }
`);

export const ScanImageDocument = graphql(`
  mutation ScanImage($urls: [String!]!) {
    scanImage(urls: $urls)
  }
`);

/** The known city nearest a pin placed by hand when no suggestion matches the typed address. */
export const PlaceAtDocument = graphql(`
  query PlaceAt($lat: Float!, $lng: Float!) {
    placeAt(lat: $lat, lng: $lng) {
      label
      city
      region
      placeId
    }
  }
`);

/** Where the pin map's tiles come from (MAP_TILE_URL) and the credit they require. */
export const PinMapConfigDocument = graphql(`
  query PinMapConfig {
    siteConfig {
      mapTileUrl
      mapAttribution
    }
  }
`);
