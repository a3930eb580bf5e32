/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query UserCounts {\n    total: userCount\n    unverified: userCount(userType: UNVERIFIED)\n    renter: userCount(userType: RENTER)\n    guest: userCount(userType: GUEST)\n    landlord: userCount(userType: LANDLORD)\n    subAdmin: userCount(userType: SUB_ADMIN)\n    admin: userCount(userType: ADMIN)\n  }\n": typeof types.UserCountsDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation SignUp($data: SignUpInput!) {\n    signUp(data: $data) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $password: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query SearchCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n": typeof types.SearchCitiesDocument,
    "\n  query PopularCities($first: Int) {\n    cities(first: $first) {\n      id\n      name\n      province\n      neighbourhoods {\n        id\n        name\n        featured\n        popularity\n      }\n    }\n  }\n": typeof types.PopularCitiesDocument,
    "\n  mutation UpdateUser($data: UpdateUserInput!) {\n    updateUser(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation UpdateUserType($data: UpdateUserTypeInput!) {\n    updateUserType(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.UpdateUserTypeDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    legalName\n    phone\n    userType\n    avatarUrl\n    city\n    industry\n    occupation\n    bio\n    gender\n    locale\n    budget\n    min_budget\n    moveIn\n    roommate\n    credit_score\n    householdIncome\n    flatmates\n    zip_code\n    notify\n    verified\n    isFirstLogin\n    permissions {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query FetchCurrentUser {\n    fetchCurrentUser {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.FetchCurrentUserDocument,
    "\n  subscription CurrentUserUpdated {\n    currentUserUpdated {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.CurrentUserUpdatedDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation MultipleFileUpload($files: [Upload!]!, $pathType: FilePathType!) {\n    multipleFileUpload(files: $files, pathType: $pathType) {\n      id\n      filename\n      url\n      mimeType\n      size\n      pathType\n    }\n  }\n": typeof types.MultipleFileUploadDocument,
};
const documents: Documents = {
    "\n  query UserCounts {\n    total: userCount\n    unverified: userCount(userType: UNVERIFIED)\n    renter: userCount(userType: RENTER)\n    guest: userCount(userType: GUEST)\n    landlord: userCount(userType: LANDLORD)\n    subAdmin: userCount(userType: SUB_ADMIN)\n    admin: userCount(userType: ADMIN)\n  }\n": types.UserCountsDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation SignUp($data: SignUpInput!) {\n    signUp(data: $data) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $password: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query SearchCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n": types.SearchCitiesDocument,
    "\n  query PopularCities($first: Int) {\n    cities(first: $first) {\n      id\n      name\n      province\n      neighbourhoods {\n        id\n        name\n        featured\n        popularity\n      }\n    }\n  }\n": types.PopularCitiesDocument,
    "\n  mutation UpdateUser($data: UpdateUserInput!) {\n    updateUser(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation UpdateUserType($data: UpdateUserTypeInput!) {\n    updateUserType(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n": types.UpdateUserTypeDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    legalName\n    phone\n    userType\n    avatarUrl\n    city\n    industry\n    occupation\n    bio\n    gender\n    locale\n    budget\n    min_budget\n    moveIn\n    roommate\n    credit_score\n    householdIncome\n    flatmates\n    zip_code\n    notify\n    verified\n    isFirstLogin\n    permissions {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query FetchCurrentUser {\n    fetchCurrentUser {\n      ...CurrentUserFields\n    }\n  }\n": types.FetchCurrentUserDocument,
    "\n  subscription CurrentUserUpdated {\n    currentUserUpdated {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserUpdatedDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation MultipleFileUpload($files: [Upload!]!, $pathType: FilePathType!) {\n    multipleFileUpload(files: $files, pathType: $pathType) {\n      id\n      filename\n      url\n      mimeType\n      size\n      pathType\n    }\n  }\n": types.MultipleFileUploadDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserCounts {\n    total: userCount\n    unverified: userCount(userType: UNVERIFIED)\n    renter: userCount(userType: RENTER)\n    guest: userCount(userType: GUEST)\n    landlord: userCount(userType: LANDLORD)\n    subAdmin: userCount(userType: SUB_ADMIN)\n    admin: userCount(userType: ADMIN)\n  }\n"): (typeof documents)["\n  query UserCounts {\n    total: userCount\n    unverified: userCount(userType: UNVERIFIED)\n    renter: userCount(userType: RENTER)\n    guest: userCount(userType: GUEST)\n    landlord: userCount(userType: LANDLORD)\n    subAdmin: userCount(userType: SUB_ADMIN)\n    admin: userCount(userType: ADMIN)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($data: SignUpInput!) {\n    signUp(data: $data) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($data: SignUpInput!) {\n    signUp(data: $data) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $password: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $password: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n"): (typeof documents)["\n  query SearchCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PopularCities($first: Int) {\n    cities(first: $first) {\n      id\n      name\n      province\n      neighbourhoods {\n        id\n        name\n        featured\n        popularity\n      }\n    }\n  }\n"): (typeof documents)["\n  query PopularCities($first: Int) {\n    cities(first: $first) {\n      id\n      name\n      province\n      neighbourhoods {\n        id\n        name\n        featured\n        popularity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($data: UpdateUserInput!) {\n    updateUser(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($data: UpdateUserInput!) {\n    updateUser(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserType($data: UpdateUserTypeInput!) {\n    updateUserType(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserType($data: UpdateUserTypeInput!) {\n    updateUserType(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    legalName\n    phone\n    userType\n    avatarUrl\n    city\n    industry\n    occupation\n    bio\n    gender\n    locale\n    budget\n    min_budget\n    moveIn\n    roommate\n    credit_score\n    householdIncome\n    flatmates\n    zip_code\n    notify\n    verified\n    isFirstLogin\n    permissions {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    legalName\n    phone\n    userType\n    avatarUrl\n    city\n    industry\n    occupation\n    bio\n    gender\n    locale\n    budget\n    min_budget\n    moveIn\n    roommate\n    credit_score\n    householdIncome\n    flatmates\n    zip_code\n    notify\n    verified\n    isFirstLogin\n    permissions {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FetchCurrentUser {\n    fetchCurrentUser {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query FetchCurrentUser {\n    fetchCurrentUser {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CurrentUserUpdated {\n    currentUserUpdated {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  subscription CurrentUserUpdated {\n    currentUserUpdated {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MultipleFileUpload($files: [Upload!]!, $pathType: FilePathType!) {\n    multipleFileUpload(files: $files, pathType: $pathType) {\n      id\n      filename\n      url\n      mimeType\n      size\n      pathType\n    }\n  }\n"): (typeof documents)["\n  mutation MultipleFileUpload($files: [Upload!]!, $pathType: FilePathType!) {\n    multipleFileUpload(files: $files, pathType: $pathType) {\n      id\n      filename\n      url\n      mimeType\n      size\n      pathType\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;