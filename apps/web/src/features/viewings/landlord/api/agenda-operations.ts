import { graphql } from '../../../../gql';

/* The landlord's agenda (/building/viewings): the viewings of a span and the listings to filter by. */

export const LandlordAgendaDocument = graphql(`
  query LandlordAgenda($from: String!, $to: String!) {
    landlordViewings(from: $from, to: $to) {
      ...ViewingFields
    }
  }
`);

/** The caller's listings (the API pages at most 100), to filter the agenda and set their hours. */
export const AgendaListingsDocument = graphql(`
  query AgendaListings {
    searchBuildingByLandlord(first: 100) {
      id
      title
    }
  }
`);
