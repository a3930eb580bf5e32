/** User types (spec/01 §3). GUEST is shown as Tenant-Guest. */
export const USER_TYPES = ['UNVERIFIED', 'LANDLORD', 'RENTER', 'ADMIN', 'GUEST', 'SUB_ADMIN'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Types a new account may choose for itself in the first-login dialog. */
export const SELF_CHOSEN_USER_TYPES = ['RENTER', 'LANDLORD'] as const satisfies readonly UserType[];
export type SelfChosenUserType = (typeof SELF_CHOSEN_USER_TYPES)[number];

/** Staff roles: the only ones that may open admin routes. */
export const STAFF_USER_TYPES = ['ADMIN', 'SUB_ADMIN'] as const satisfies readonly UserType[];

/** Staff module names (spec/01 §3 Permission). */
export const STAFF_MODULES = [
  'listings',
  'users',
  'plans',
  'features',
  'requestedListings',
  'boostListings',
  'inbox',
  'blogs',
  'articles',
  'helpCenter',
  /** Rental applications (issue 18): the staff table, the details and their deletion. */
  'applications',
  /** Leases (issue 19): every lease, the lease requests, their signed documents. */
  'leases',
] as const;
export type StaffModule = (typeof STAFF_MODULES)[number];

/** Permission actions (spec/01 §9). */
export const PERMISSION_ACTIONS = ['add', 'edit', 'delete', 'view'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Industry options (spec/01 §3 User). */
export const INDUSTRIES = [
  'Accounting',
  'Automotive',
  'Beauty & Fashion',
  'Construction',
  'Consulting',
  'Education',
  'Finance',
  'Food & Beverages',
  'Government',
  'Health & Fitness',
  'Healthcare',
  'Hospitality',
  'Insurance',
  'Legal',
  'Manufacturing',
  'Marketing',
  'Media',
  'Natural Resources',
  'Not-for-profit',
  'Pharmaceutical',
  'Real Estate',
  'Recruiting',
  'Retail',
  'Telecommunication',
  'Transportation',
  'Travel',
  'NONE',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const GENDERS = ['FEMALE', 'MALE', 'NON_BINARY', 'PREFER_NOT_TO_SAY'] as const;
export type Gender = (typeof GENDERS)[number];

/** Canadian provinces and territories, by postal abbreviation. */
export const PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type Province = (typeof PROVINCES)[number];
