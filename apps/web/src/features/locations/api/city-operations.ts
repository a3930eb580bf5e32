import { graphql } from '../../../gql';

export const SearchCitiesDocument = graphql(`
  query SearchCities($search: String, $first: Int) {
    cities(search: $search, first: $first) {
      id
      name
      province
    }
  }
`);

export const PopularCitiesDocument = graphql(`
  query PopularCities($first: Int) {
    cities(first: $first) {
      id
      name
      province
      neighbourhoods {
        id
        name
        featured
        popularity
      }
    }
  }
`);
