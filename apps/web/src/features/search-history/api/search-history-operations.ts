import { graphql } from '../../../gql';

/** Users with saved searches, the most recent searcher first, and how many match. */
export const SearchHistoryUsersDocument = graphql(`
  query SearchHistoryUsers(
    $search: String
    $location: String
    $from: String
    $to: String
    $first: Int
    $skip: Int
  ) {
    searchHistoryUsers(
      search: $search
      location: $location
      from: $from
      to: $to
      first: $first
      skip: $skip
    ) {
      count
      items {
        userId
        firstName
        lastName
        email
        userType
        searchCount
        lastSearchAt
      }
    }
  }
`);

/** One user's saved searches, newest first, and how many match. */
export const SearchHistoryOfUserDocument = graphql(`
  query SearchHistoryOfUser(
    $userId: ID!
    $location: String
    $from: String
    $to: String
    $first: Int
    $skip: Int
  ) {
    searchHistoryOfUser(
      userId: $userId
      location: $location
      from: $from
      to: $to
      first: $first
      skip: $skip
    ) {
      count
      items {
        id
        location
        filters
        createdAt
      }
    }
  }
`);

export const DeleteSearchHistoryEntriesDocument = graphql(`
  mutation DeleteSearchHistoryEntries($ids: [ID!]!) {
    deleteSearchHistoryEntries(ids: $ids)
  }
`);
