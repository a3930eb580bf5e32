import { graphql } from '../../../gql';

export const SavedSearchFieldsFragment = graphql(`
  fragment SavedSearchFields on SavedSearch {
    id
    name
    filters
    searchPath
    alertFrequency
    paused
    createdAt
  }
`);

export const SavedSearchesDocument = graphql(`
  query SavedSearches {
    savedSearches {
      ...SavedSearchFields
    }
  }
`);

export const SaveSearchDocument = graphql(`
  mutation SaveSearch($data: SaveSearchInput!) {
    saveSearch(data: $data) {
      ...SavedSearchFields
    }
  }
`);

export const RenameSavedSearchDocument = graphql(`
  mutation RenameSavedSearch($id: ID!, $name: String!) {
    renameSavedSearch(id: $id, name: $name) {
      ...SavedSearchFields
    }
  }
`);

export const UpdateSavedSearchAlertsDocument = graphql(`
  mutation UpdateSavedSearchAlerts($id: ID!, $alertFrequency: AlertFrequency!, $paused: Boolean!) {
    updateSavedSearchAlerts(id: $id, alertFrequency: $alertFrequency, paused: $paused) {
      ...SavedSearchFields
    }
  }
`);

export const DeleteSavedSearchDocument = graphql(`
  mutation DeleteSavedSearch($id: ID!) {
    deleteSavedSearch(id: $id)
  }
`);

export const UnsubscribeSavedSearchAlertsDocument = graphql(`
  mutation UnsubscribeSavedSearchAlerts($token: String!) {
    unsubscribeSavedSearchAlerts(token: $token)
  }
`);
