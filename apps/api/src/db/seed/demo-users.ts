import type { UserType } from '@rentals/domain/users/enums';
import type { ModulePermission } from '@rentals/domain/users/rules';

/** The demo password of every demo account (documented in README; change or remove in production). */
export const DEMO_PASSWORD = 'Rentals!2026';

export const DEMO_USERS: { email: string; userType: UserType; firstName: string; lastName: string }[] = [
  { email: 'admin@example.ca', userType: 'ADMIN', firstName: 'Alex', lastName: 'Admin' },
  { email: 'subadmin@example.ca', userType: 'SUB_ADMIN', firstName: 'Sam', lastName: 'Moderator' },
  { email: 'landlord@example.ca', userType: 'LANDLORD', firstName: 'Louise', lastName: 'Tremblay' },
  { email: 'renter@example.ca', userType: 'RENTER', firstName: 'Ravi', lastName: 'Singh' },
  { email: 'guest@example.ca', userType: 'GUEST', firstName: 'Gabrielle', lastName: 'Roy' },
  { email: 'unverified@example.ca', userType: 'UNVERIFIED', firstName: 'Uma', lastName: 'Chen' },
];

/**
 * The demo sub-admin's partial set: listings and requested listings to view and edit, users to view,
 * help-center and site content (articles: curated articles, testimonials, rental laws, staff forms)
 * to add and edit but not delete; no blogs.
 */
export const DEMO_SUB_ADMIN_PERMISSIONS: ModulePermission[] = [
  { module: 'listings', add: false, edit: true, delete: false, view: true },
  { module: 'requestedListings', add: false, edit: true, delete: false, view: true },
  { module: 'users', add: false, edit: false, delete: false, view: true },
  { module: 'helpCenter', add: true, edit: true, delete: false, view: true },
  { module: 'articles', add: true, edit: true, delete: false, view: true },
];

/**
 * The authenticator secret of the demo staff accounts, which come with two-factor on (staff must
 * have it): add it to an authenticator app to sign in as them (README, demo accounts). Demo only.
 */
export const DEMO_STAFF_TOTP_SECRET = 'DEMOSTAFFTOTPSECRETKEYRENTALS234';
