import { graphql } from '../../../../gql';

/** The cities and neighbourhoods landlords' addresses brought in, not yet listed publicly. */
export const PlacesAwaitingReviewDocument = graphql(`
  query PlacesAwaitingReview {
    placesAwaitingReview {
      id
      name
      province
      accepted
      neighbourhoods {
        id
        name
        accepted
      }
    }
  }
`);

/** Lists a city on public pages. */
export const AcceptCityDocument = graphql(`
  mutation AcceptCity($id: ID!) {
    acceptCity(id: $id) {
      id
      accepted
    }
  }
`);

/** Lists a neighbourhood on public pages. */
export const AcceptNeighbourhoodDocument = graphql(`
  mutation AcceptNeighbourhood($id: ID!) {
    acceptNeighbourhood(id: $id) {
      id
      accepted
    }
  }
`);
