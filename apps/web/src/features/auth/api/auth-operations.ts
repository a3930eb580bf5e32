import { graphql } from '../../../gql';

export const LoginDocument = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        ...CurrentUserFields
      }
      twoFactorChallenge
    }
  }
`);

export const SignUpDocument = graphql(`
  mutation SignUp($data: SignUpInput!) {
    signUp(data: $data) {
      confirmationSentTo
    }
  }
`);

export const ConfirmSignUpDocument = graphql(`
  mutation ConfirmSignUp($token: String!) {
    confirmSignUp(token: $token) {
      token
      user {
        ...CurrentUserFields
      }
    }
  }
`);

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      token
      user {
        ...CurrentUserFields
      }
      twoFactorChallenge
    }
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $password: String!) {
    changePassword(currentPassword: $currentPassword, password: $password) {
      token
      user {
        ...CurrentUserFields
      }
    }
  }
`);
