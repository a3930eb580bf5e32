import { graphql } from '../../../gql';

export const CompleteTwoFactorLoginDocument = graphql(`
  mutation CompleteTwoFactorLogin($challenge: String!, $code: String!) {
    completeTwoFactorLogin(challenge: $challenge, code: $code) {
      token
      user {
        ...CurrentUserFields
      }
    }
  }
`);

export const TwoFactorStatusDocument = graphql(`
  query TwoFactorStatus {
    twoFactorStatus {
      enabled
      required
      recoveryCodesLeft
    }
  }
`);

export const StartTwoFactorSetupDocument = graphql(`
  mutation StartTwoFactorSetup {
    startTwoFactorSetup {
      secret
      otpauthUri
    }
  }
`);

export const ConfirmTwoFactorSetupDocument = graphql(`
  mutation ConfirmTwoFactorSetup($code: String!) {
    confirmTwoFactorSetup(code: $code)
  }
`);

export const DisableTwoFactorDocument = graphql(`
  mutation DisableTwoFactor($password: String, $code: String!) {
    disableTwoFactor(password: $password, code: $code)
  }
`);

export const RegenerateRecoveryCodesDocument = graphql(`
  mutation RegenerateRecoveryCodes($code: String!) {
    regenerateRecoveryCodes(code: $code)
  }
`);
