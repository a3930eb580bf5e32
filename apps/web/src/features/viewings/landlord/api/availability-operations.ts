import { graphql } from '../../../../gql';

/* A listing's viewing availability and open houses (/building/viewings/:listingId/availability). */

export const AvailabilityFields = graphql(`
  fragment AvailabilityFields on ViewingAvailability {
    listingId
    zone
    configured
    windows {
      weekday
      start
      end
    }
    slotMinutes
    bufferMinutes
    horizonDays
    minNoticeHours
    mode
    showingType
    meetingLink
    capacityPerSlot
    openHouses {
      id
      startsAt
      endsAt
      capacity
      booked
    }
  }
`);

export const ViewingAvailabilityDocument = graphql(`
  query ViewingAvailability($listingId: ID!) {
    listing(id: $listingId) {
      id
      title
    }
    viewingAvailability(listingId: $listingId) {
      ...AvailabilityFields
    }
  }
`);

export const SetViewingAvailabilityDocument = graphql(`
  mutation SetViewingAvailability($listingId: ID!, $data: ViewingAvailabilityInput!) {
    setViewingAvailability(listingId: $listingId, data: $data) {
      ...AvailabilityFields
    }
  }
`);

export const AddOpenHouseDocument = graphql(`
  mutation AddOpenHouse($listingId: ID!, $data: OpenHouseInput!) {
    addOpenHouse(listingId: $listingId, data: $data) {
      ...AvailabilityFields
    }
  }
`);

export const RemoveOpenHouseDocument = graphql(`
  mutation RemoveOpenHouse($id: ID!) {
    removeOpenHouse(id: $id) {
      ...AvailabilityFields
    }
  }
`);
