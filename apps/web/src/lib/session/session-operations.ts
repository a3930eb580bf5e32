import { graphql } from '../../gql';

export const CurrentUserFields = graphql(`
  fragment CurrentUserFields on User {
    id
    email
    firstName
    lastName
    legalName
    phone
    userType
    avatarUrl
    city
    industry
    occupation
    bio
    gender
    locale
    budget
    min_budget
    moveIn
    roommate
    credit_score
    householdIncome
    flatmates
    zip_code
    notify
    verified
    isFirstLogin
    twoFactorEnabled
    hasPassword
    termsToAccept {
      id
      version
      summary
    }
    permissions {
      module
      add
      edit
      delete
      view
    }
  }
`);

export const FetchCurrentUserDocument = graphql(`
  query FetchCurrentUser {
    fetchCurrentUser {
      ...CurrentUserFields
    }
  }
`);

export const CurrentUserUpdatedDocument = graphql(`
  subscription CurrentUserUpdated {
    currentUserUpdated {
      ...CurrentUserFields
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);
