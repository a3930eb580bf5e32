import { graphql } from '../../../../gql';

export const UpdateUserDocument = graphql(`
  mutation UpdateUser($data: UpdateUserInput!) {
    updateUser(data: $data) {
      ...CurrentUserFields
    }
  }
`);

export const UpdateUserTypeDocument = graphql(`
  mutation UpdateUserType($data: UpdateUserTypeInput!) {
    updateUserType(data: $data) {
      ...CurrentUserFields
    }
  }
`);
