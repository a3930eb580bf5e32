import { admin as enAdmin } from '../features/admin/i18n/en/admin';
import { lists as enLists } from './locales/en/lists';
import { mail as enMail } from '../features/mail/i18n/en/mail';
import { mapTracker as enMapTracker } from '../features/listings/i18n/en/map-tracker';
import { searchHistory as enSearchHistory } from '../features/search-history/i18n/en/search-history';
import { adminListings as enAdminListings } from '../features/listings/i18n/en/admin-listings';
import { adminUsers as enAdminUsers } from '../features/users/i18n/en/admin-users';
import { auth as enAuth } from '../features/auth/i18n/en/auth';
import { common as enCommon } from './locales/en/common';
import { footer as enFooter } from './locales/en/footer';
import { home as enHome } from './locales/en/home';
import { listingWizard as enListingWizard } from '../features/listings/i18n/en/listing-wizard';
import { listingPage as enListingPage } from '../features/listings/i18n/en/listing-page';
import { listings as enListings } from '../features/listings/i18n/en/listings';
import { nav as enNav } from './locales/en/nav';
import { search as enSearch } from '../features/search/i18n/en/search';
import { users as enUsers } from '../features/users/i18n/en/users';
import { admin as frAdmin } from '../features/admin/i18n/fr/admin';
import { lists as frLists } from './locales/fr/lists';
import { mail as frMail } from '../features/mail/i18n/fr/mail';
import { mapTracker as frMapTracker } from '../features/listings/i18n/fr/map-tracker';
import { searchHistory as frSearchHistory } from '../features/search-history/i18n/fr/search-history';
import { adminListings as frAdminListings } from '../features/listings/i18n/fr/admin-listings';
import { adminUsers as frAdminUsers } from '../features/users/i18n/fr/admin-users';
import { auth as frAuth } from '../features/auth/i18n/fr/auth';
import { common as frCommon } from './locales/fr/common';
import { footer as frFooter } from './locales/fr/footer';
import { home as frHome } from './locales/fr/home';
import { listingWizard as frListingWizard } from '../features/listings/i18n/fr/listing-wizard';
import { listingPage as frListingPage } from '../features/listings/i18n/fr/listing-page';
import { listings as frListings } from '../features/listings/i18n/fr/listings';
import { nav as frNav } from './locales/fr/nav';
import { search as frSearch } from '../features/search/i18n/fr/search';
import { users as frUsers } from '../features/users/i18n/fr/users';

export const resources = {
  en: {
    common: enCommon,
    nav: enNav,
    auth: enAuth,
    users: enUsers,
    home: enHome,
    adminUsers: enAdminUsers,
    listings: enListings,
    listingWizard: enListingWizard,
    footer: enFooter,
    search: enSearch,
    listingPage: enListingPage,
    adminListings: enAdminListings,
    lists: enLists,
    admin: enAdmin,
    searchHistory: enSearchHistory,
    mapTracker: enMapTracker,
    mail: enMail,
  },
  fr: {
    common: frCommon,
    nav: frNav,
    auth: frAuth,
    users: frUsers,
    home: frHome,
    adminUsers: frAdminUsers,
    listings: frListings,
    listingWizard: frListingWizard,
    footer: frFooter,
    search: frSearch,
    listingPage: frListingPage,
    adminListings: frAdminListings,
    lists: frLists,
    admin: frAdmin,
    searchHistory: frSearchHistory,
    mapTracker: frMapTracker,
    mail: frMail,
  },
} as const;

export const NAMESPACES = [
  'common',
  'nav',
  'auth',
  'users',
  'home',
  'adminUsers',
  'listings',
  'listingWizard',
  'footer',
  'search',
  'listingPage',
  'adminListings',
  'lists',
  'admin',
  'searchHistory',
  'mapTracker',
  'mail',
] as const;
