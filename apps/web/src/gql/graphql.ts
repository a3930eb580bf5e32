/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant, as an ISO 8601 string in UTC. */
  DateTime: { input: string; output: string; }
  /** A file sent with the GraphQL multipart request specification. */
  Upload: { input: File; output: File; }
};

/** A signed-in session: send the token as `Authorization: Bearer <token>`. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Bearer token of the new session. */
  token: Scalars['String']['output'];
  /** The signed-in user. */
  user: User;
};

/** A Canadian city with its coordinates. */
export type City = {
  __typename?: 'City';
  /** Identifier. */
  id: Scalars['ID']['output'];
  /** Latitude. */
  lat: Scalars['Float']['output'];
  /** Longitude. */
  lng: Scalars['Float']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Neighbourhoods, most popular first. */
  neighbourhoods: Array<Neighbourhood>;
  /** Province or territory, postal abbreviation. */
  province: Scalars['String']['output'];
};

/** An uploaded file. Private files are served only to their owner and staff. */
export type FileObject = {
  __typename?: 'FileObject';
  /** Uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** Display name, with the extension of the stored type. */
  filename: Scalars['String']['output'];
  /** Height in px of a picture; null for a PDF. */
  height?: Maybe<Scalars['Int']['output']>;
  /** Identifier. */
  id: Scalars['ID']['output'];
  /** Served only to the owner and staff. */
  isPrivate: Scalars['Boolean']['output'];
  /** Content type, detected from the bytes. */
  mimeType: Scalars['String']['output'];
  /** What the file is for. */
  pathType: FilePathType;
  /** Stored size in bytes (after re-encoding for pictures). */
  size: Scalars['Int']['output'];
  /** Address it is served at: /files/<id>. */
  url: Scalars['String']['output'];
  /** Width in px of a picture; null for a PDF. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** What a file is for: decides who may upload it, its type and size limits, and whether it is private. */
export type FilePathType =
  /** Profile picture (public). */
  | 'AVATAR'
  /** Blog thumbnail, at least 300 px (staff with blogs add). */
  | 'BLOG_THUMBNAIL'
  /** Floor plan of a unit, picture or PDF (public; landlords and staff). */
  | 'FLOOR_PLAN'
  /** Government proof for a listing (private; landlords and staff). */
  | 'GOVT_PROOF'
  /** Help-center article thumbnail, at least 300 px (staff with help-center add). */
  | 'HELP_CENTER_THUMBNAIL'
  /** Identity document (private). */
  | 'IDENTITY_DOCUMENT'
  /** Picture of a building or unit (public; landlords and staff). */
  | 'LISTING_PICTURE'
  /** Attachment of a message (private). */
  | 'MESSAGE_ATTACHMENT'
  /** Proof of ownership for a listing (private; landlords and staff). */
  | 'OWNERSHIP_PROOF';

/** Gender, optional on a profile. */
export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'NON_BINARY'
  | 'PREFER_NOT_TO_SAY';

/** Product language. */
export type Locale =
  | 'en'
  | 'fr';

/** One staff module's add, edit, delete and view flags. */
export type ModulePermission = {
  __typename?: 'ModulePermission';
  /** May add. */
  add: Scalars['Boolean']['output'];
  /** May delete. */
  delete: Scalars['Boolean']['output'];
  /** May edit. */
  edit: Scalars['Boolean']['output'];
  /** The module. */
  module: StaffModule;
  /** May view. */
  view: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Changes the password; every session ends and a new one is returned. */
  changePassword: AuthPayload;
  /** Checks the signed-in user's password before a sensitive change; INVALID_PASSWORD otherwise. */
  confirmPassword: Scalars['Boolean']['output'];
  /** Deletes a file and its stored bytes: its uploader or staff. */
  deleteFile: Scalars['Boolean']['output'];
  /** Signs in with e-mail and password. Throttled per account and per address. */
  login: AuthPayload;
  /** Ends the current session. Always true. */
  logout: Scalars['Boolean']['output'];
  /** Uploads files of one kind (GraphQL multipart request). Types are checked from the bytes; pictures are re-encoded without metadata. One bad file stores none. */
  multipleFileUpload: Array<FileObject>;
  /** E-mails a reset link when the account exists. Always true, so it reveals no account. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sets a new password from a reset link; every other session ends. */
  resetPassword: AuthPayload;
  /** Creates an account and signs in. A used e-mail answers EMAIL_TAKEN ('This email is already exists!'). */
  signUp: AuthPayload;
  /** Changes the signed-in user's own profile. */
  updateUser: User;
  /** Changes a user's type. An admin may change anyone else's; a user may only leave UNVERIFIED for RENTER or LANDLORD. */
  updateUserType: User;
  /** Staff change another user's profile (users edit permission). */
  updateUsers: User;
  /** Uploads a help-center or blog thumbnail: a JPEG, PNG or WebP picture at least 300 px wide and high. */
  uploadImage: UploadedImage;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationConfirmPasswordArgs = {
  password: Scalars['String']['input'];
};


export type MutationDeleteFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMultipleFileUploadArgs = {
  files: Array<Scalars['Upload']['input']>;
  pathType: FilePathType;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  data: SignUpInput;
};


export type MutationUpdateUserArgs = {
  data: UpdateUserInput;
};


export type MutationUpdateUserTypeArgs = {
  data: UpdateUserTypeInput;
};


export type MutationUpdateUsersArgs = {
  data: UpdateUsersInput;
};


export type MutationUploadImageArgs = {
  file: Scalars['Upload']['input'];
  pathType?: InputMaybe<ThumbnailPathType>;
};

/** A neighbourhood of a city. */
export type Neighbourhood = {
  __typename?: 'Neighbourhood';
  /** Shown in featured lists. */
  featured: Scalars['Boolean']['output'];
  /** Identifier. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Popularity rank value; higher is more popular. */
  popularity: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Cities, alphabetically; `search` matches the start of a word of the name. At most 100. */
  cities: Array<City>;
  /** The signed-in user, or null. */
  currentUser?: Maybe<User>;
  /** The signed-in user with their staff permissions (select `permissions`), or null. */
  fetchCurrentUser?: Maybe<User>;
  /** A user by id: the user themself, or staff with the users view permission. */
  user: User;
  /** Number of users, optionally of one type (staff dashboard). */
  userCount: Scalars['Int']['output'];
  /** Whoever sends the request. */
  viewer: Viewer;
};


export type QueryCitiesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserCountArgs = {
  userType?: InputMaybe<UserType>;
};

/** A new account. */
export type SignUpInput = {
  /** Sign-in e-mail. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Preferred language; defaults to the request language. */
  locale?: InputMaybe<Locale>;
  /** 8 to 128 characters with an upper-case letter, a lower-case letter, a digit and a special character. */
  password: Scalars['String']['input'];
  /** RENTER or LANDLORD; omitted, the account is UNVERIFIED and chooses at first login. */
  userType?: InputMaybe<UserType>;
};

/** A staff back-office module whose access is granted per action. */
export type StaffModule =
  | 'articles'
  | 'blogs'
  | 'boostListings'
  | 'features'
  | 'helpCenter'
  | 'inbox'
  | 'listings'
  | 'plans'
  | 'requestedListings'
  | 'users';

export type Subscription = {
  __typename?: 'Subscription';
  /** The signed-in user, pushed whenever their account changes (type changed by staff, profile edited elsewhere). */
  currentUserUpdated: User;
};

/** The FilePathType values of content thumbnails, uploaded one at a time with uploadImage. */
export type ThumbnailPathType =
  /** Blog thumbnail, at least 300 px (staff with blogs add). */
  | 'BLOG_THUMBNAIL'
  /** Help-center article thumbnail, at least 300 px (staff with help-center add). */
  | 'HELP_CENTER_THUMBNAIL';

/** Profile fields to change. Omitted fields are unchanged; null clears a field. */
export type UpdateUserInput = {
  /** Address of a picture this user uploaded with pathType AVATAR. */
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  /** About me. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** Maximum monthly budget, CAD. */
  budget?: InputMaybe<Scalars['Int']['input']>;
  /** Home city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Credit score, 300 to 900. */
  credit_score?: InputMaybe<Scalars['Int']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Number of flatmates, 0 to 20. */
  flatmates?: InputMaybe<Scalars['Int']['input']>;
  /** Gender. */
  gender?: InputMaybe<Gender>;
  /** Yearly household income, CAD. */
  householdIncome?: InputMaybe<Scalars['Int']['input']>;
  /** Industry, one of the spec list. */
  industry?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Legal name. */
  legalName?: InputMaybe<Scalars['String']['input']>;
  /** Preferred language. */
  locale?: InputMaybe<Locale>;
  /** Minimum monthly budget, CAD. */
  min_budget?: InputMaybe<Scalars['Int']['input']>;
  /** Move-in date, YYYY-MM-DD. */
  moveIn?: InputMaybe<Scalars['String']['input']>;
  /** Wants e-mail notifications. */
  notify?: InputMaybe<Scalars['Boolean']['input']>;
  /** Occupation. */
  occupation?: InputMaybe<Scalars['String']['input']>;
  /** Canadian phone; any format with 10 digits (or 11 starting with 1). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Open to a roommate. */
  roommate?: InputMaybe<Scalars['Boolean']['input']>;
  /** Postal code, at most 6 letters and digits. */
  zip_code?: InputMaybe<Scalars['String']['input']>;
};

/** A user type change, addressed by e-mail (spec/01 §7). */
export type UpdateUserTypeInput = {
  /** E-mail of the user to change. */
  email: Scalars['String']['input'];
  /** The new type. */
  userType: UserType;
};

/** Staff edit of another user's profile: the target id and the fields to change. */
export type UpdateUsersInput = {
  /** Address of a picture this user uploaded with pathType AVATAR. */
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  /** About me. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** Home city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** The user to change. */
  id: Scalars['ID']['input'];
  /** Industry, one of the spec list. */
  industry?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Legal name. */
  legalName?: InputMaybe<Scalars['String']['input']>;
  /** Preferred language. */
  locale?: InputMaybe<Locale>;
  /** Move-in date, YYYY-MM-DD. */
  moveIn?: InputMaybe<Scalars['String']['input']>;
  /** Wants e-mail notifications. */
  notify?: InputMaybe<Scalars['Boolean']['input']>;
  /** Occupation. */
  occupation?: InputMaybe<Scalars['String']['input']>;
  /** Canadian phone; any format with 10 digits (or 11 starting with 1). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Postal code, at most 6 letters and digits. */
  zip_code?: InputMaybe<Scalars['String']['input']>;
};

/** A content thumbnail just uploaded. */
export type UploadedImage = {
  __typename?: 'UploadedImage';
  /** Height in px. */
  height: Scalars['Int']['output'];
  /** File identifier. */
  id: Scalars['ID']['output'];
  /** Address of the picture: /files/<id>. */
  thumbnailUrl: Scalars['String']['output'];
  /** Width in px. */
  width: Scalars['Int']['output'];
};

/** An account: renter, landlord, staff or not yet verified. */
export type User = {
  __typename?: 'User';
  /** Profile picture address. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** About me. */
  bio?: Maybe<Scalars['String']['output']>;
  /** Maximum monthly budget, CAD. */
  budget?: Maybe<Scalars['Int']['output']>;
  /** Home city. */
  city?: Maybe<Scalars['String']['output']>;
  /** Created. */
  createdAt: Scalars['DateTime']['output'];
  /** Self-declared credit score. */
  credit_score?: Maybe<Scalars['Int']['output']>;
  /** Sign-in e-mail. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Number of flatmates. */
  flatmates?: Maybe<Scalars['Int']['output']>;
  /** Gender. */
  gender?: Maybe<Gender>;
  /** Yearly household income, CAD. Private to the user and staff. */
  householdIncome?: Maybe<Scalars['Int']['output']>;
  /** Identifier. */
  id: Scalars['ID']['output'];
  /** Industry (spec list). */
  industry?: Maybe<Scalars['String']['output']>;
  /** The first-login flag: true while the account must choose Renter or Landlord. */
  isFirstLogin: Scalars['Boolean']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Legal name, for leases. */
  legalName?: Maybe<Scalars['String']['output']>;
  /** Preferred language. */
  locale: Locale;
  /** Minimum monthly budget, CAD. */
  min_budget?: Maybe<Scalars['Int']['output']>;
  /** Wanted move-in date, YYYY-MM-DD. */
  moveIn?: Maybe<Scalars['String']['output']>;
  /** Wants e-mail notifications. */
  notify: Scalars['Boolean']['output'];
  /** Occupation. */
  occupation?: Maybe<Scalars['String']['output']>;
  /** Staff module permissions: all for ADMIN, the granted flags for SUB_ADMIN, none for others. */
  permissions: Array<ModulePermission>;
  /** Canadian phone, 10 digits. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Open to a roommate. */
  roommate?: Maybe<Scalars['Boolean']['output']>;
  /** Last updated. */
  updatedAt: Scalars['DateTime']['output'];
  /** Account type. */
  userType: UserType;
  /** E-mail verified. */
  verified: Scalars['Boolean']['output'];
  /** Postal code. */
  zip_code?: Maybe<Scalars['String']['output']>;
};

/** Account type. GUEST is shown as Tenant-Guest; UNVERIFIED has not chosen Renter or Landlord yet. */
export type UserType =
  | 'ADMIN'
  | 'GUEST'
  | 'LANDLORD'
  | 'RENTER'
  | 'SUB_ADMIN'
  | 'UNVERIFIED';

/** Whoever sends the request. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The signed-in user, or null for a visitor. */
  me?: Maybe<User>;
};

export type UserCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserCountsQuery = { __typename?: 'Query', total: number, unverified: number, renter: number, guest: number, landlord: number, subAdmin: number, admin: number };

export type LoginMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } } };

export type SignUpMutationVariables = Exact<{
  data: SignUpInput;
}>;


export type SignUpMutation = { __typename?: 'Mutation', signUp: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } } };

export type SearchCitiesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchCitiesQuery = { __typename?: 'Query', cities: Array<{ __typename?: 'City', id: string, name: string, province: string }> };

export type PopularCitiesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PopularCitiesQuery = { __typename?: 'Query', cities: Array<{ __typename?: 'City', id: string, name: string, province: string, neighbourhoods: Array<{ __typename?: 'Neighbourhood', id: string, name: string, featured: boolean, popularity: number }> }> };

export type UpdateUserMutationVariables = Exact<{
  data: UpdateUserInput;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } };

export type UpdateUserTypeMutationVariables = Exact<{
  data: UpdateUserTypeInput;
}>;


export type UpdateUserTypeMutation = { __typename?: 'Mutation', updateUserType: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } };

export type CurrentUserFieldsFragment = { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> };

export type FetchCurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type FetchCurrentUserQuery = { __typename?: 'Query', fetchCurrentUser?: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } | null };

export type CurrentUserUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserUpdatedSubscription = { __typename?: 'Subscription', currentUserUpdated: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type MultipleFileUploadMutationVariables = Exact<{
  files: Array<Scalars['Upload']['input']> | Scalars['Upload']['input'];
  pathType: FilePathType;
}>;


export type MultipleFileUploadMutation = { __typename?: 'Mutation', multipleFileUpload: Array<{ __typename?: 'FileObject', id: string, filename: string, url: string, mimeType: string, size: number, pathType: FilePathType }> };

export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const UserCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"total"},"name":{"kind":"Name","value":"userCount"}},{"kind":"Field","alias":{"kind":"Name","value":"unverified"},"name":{"kind":"Name","value":"userCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userType"},"value":{"kind":"EnumValue","value":"UNVERIFIED"}}]},{"kind":"Field","alias":{"kind":"Name","value":"renter"},"name":{"kind":"Name","value":"userCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userType"},"value":{"kind":"EnumValue","value":"RENTER"}}]},{"kind":"Field","alias":{"kind":"Name","value":"guest"},"name":{"kind":"Name","value":"userCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userType"},"value":{"kind":"EnumValue","value":"GUEST"}}]},{"kind":"Field","alias":{"kind":"Name","value":"landlord"},"name":{"kind":"Name","value":"userCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userType"},"value":{"kind":"EnumValue","value":"LANDLORD"}}]},{"kind":"Field","alias":{"kind":"Name","value":"subAdmin"},"name":{"kind":"Name","value":"userCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userType"},"value":{"kind":"EnumValue","value":"SUB_ADMIN"}}]},{"kind":"Field","alias":{"kind":"Name","value":"admin"},"name":{"kind":"Name","value":"userCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userType"},"value":{"kind":"EnumValue","value":"ADMIN"}}]}]}}]} as unknown as DocumentNode<UserCountsQuery, UserCountsQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SearchCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}}]} as unknown as DocumentNode<SearchCitiesQuery, SearchCitiesQueryVariables>;
export const PopularCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PopularCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"neighbourhoods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"popularity"}}]}}]}}]}}]} as unknown as DocumentNode<PopularCitiesQuery, PopularCitiesQueryVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const UpdateUserTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<UpdateUserTypeMutation, UpdateUserTypeMutationVariables>;
export const FetchCurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FetchCurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchCurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<FetchCurrentUserQuery, FetchCurrentUserQueryVariables>;
export const CurrentUserUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CurrentUserUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUserUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<CurrentUserUpdatedSubscription, CurrentUserUpdatedSubscriptionVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MultipleFileUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MultipleFileUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pathType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FilePathType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"multipleFileUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}},{"kind":"Argument","name":{"kind":"Name","value":"pathType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pathType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pathType"}}]}}]}}]} as unknown as DocumentNode<MultipleFileUploadMutation, MultipleFileUploadMutationVariables>;