import { graphql } from '../../../../gql';

/** What a row of /users and /admins shows. */
export const AdminUserFieldsFragment = graphql(`
  fragment AdminUserFields on User {
    id
    email
    firstName
    lastName
    userType
    listingCount
    createdAt
  }
`);

/** One page of /users (or the staff list of /admins), newest first, with the matching total. */
export const AdminUsersDocument = graphql(`
  query AdminUsers($first: Int, $skip: Int, $userType: UserType, $search: String, $staffOnly: Boolean) {
    users(first: $first, skip: $skip, userType: $userType, search: $search, staffOnly: $staffOnly) {
      ...AdminUserFields
    }
    userCount(userType: $userType, search: $search, staffOnly: $staffOnly)
  }
`);

/** The user type change behind 'Are you sure? you want to change the user type' (admins only). */
export const ChangeUserTypeDocument = graphql(`
  mutation ChangeUserType($data: UpdateUserTypeInput!) {
    updateUserType(data: $data) {
      ...AdminUserFields
    }
  }
`);

export const CreateUserDocument = graphql(`
  mutation CreateUser($data: CreateUserInput!) {
    createUser(data: $data) {
      ...AdminUserFields
    }
  }
`);

export const DeleteUserDocument = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

/** The audit trail of one user: staff actions, newest first. */
export const UserAuditTrailDocument = graphql(`
  query UserAuditTrail($id: ID!) {
    auditTrail(entityType: USER, entityId: $id) {
      id
      action
      actorEmail
      before
      after
      createdAt
    }
  }
`);

/** /users/listing/{id}: the user and one page of their listings, newest first. */
export const UserListingsDocument = graphql(`
  query UserListings($id: ID!, $first: Int, $skip: Int) {
    user(id: $id) {
      ...AdminUserFields
    }
    userListings(userId: $id, first: $first, skip: $skip) {
      id
      title
      status
      createdAt
    }
    userListingCount(userId: $id)
  }
`);

/** /admins/{id}: the staff member and their permission matrix. */
export const StaffMemberDocument = graphql(`
  query StaffMember($id: ID!) {
    user(id: $id) {
      ...AdminUserFields
    }
    permission(userId: $id) {
      module
      add
      edit
      delete
      view
    }
  }
`);

/** Replaces a sub-admin's permission set; answers the new matrix. */
export const SetPermissionsDocument = graphql(`
  mutation SetPermissions($userId: ID!, $permissionData: [PermissionDataInput!]!) {
    createPermission(userId: $userId, permissionData: $permissionData) {
      module
      add
      edit
      delete
      view
    }
  }
`);
