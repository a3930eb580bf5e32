import { graphql } from '../../../gql';

export const HostedLoginDocument = graphql(`
  query HostedLogin {
    hostedLogin {
      providerName
      loginUrl
    }
  }
`);

export const AuthenticateDocument = graphql(`
  mutation Authenticate($idToken: String!) {
    authenticate(idToken: $idToken) {
      token
      user {
        ...CurrentUserFields
      }
      twoFactorChallenge
    }
  }
`);
