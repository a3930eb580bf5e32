import { admin as enAdmin } from './locales/en/admin';
import { auth as enAuth } from './locales/en/auth';
import { common as enCommon } from './locales/en/common';
import { footer as enFooter } from './locales/en/footer';
import { home as enHome } from './locales/en/home';
import { listingWizard as enListingWizard } from './locales/en/listing-wizard';
import { listings as enListings } from './locales/en/listings';
import { nav as enNav } from './locales/en/nav';
import { users as enUsers } from './locales/en/users';
import { admin as frAdmin } from './locales/fr/admin';
import { auth as frAuth } from './locales/fr/auth';
import { common as frCommon } from './locales/fr/common';
import { footer as frFooter } from './locales/fr/footer';
import { home as frHome } from './locales/fr/home';
import { listingWizard as frListingWizard } from './locales/fr/listing-wizard';
import { listings as frListings } from './locales/fr/listings';
import { nav as frNav } from './locales/fr/nav';
import { users as frUsers } from './locales/fr/users';

export const resources = {
  en: {
    common: enCommon,
    nav: enNav,
    auth: enAuth,
    users: enUsers,
    home: enHome,
    admin: enAdmin,
    listings: enListings,
    listingWizard: enListingWizard,
    footer: enFooter,
  },
  fr: {
    common: frCommon,
    nav: frNav,
    auth: frAuth,
    users: frUsers,
    home: frHome,
    admin: frAdmin,
    listings: frListings,
    listingWizard: frListingWizard,
    footer: frFooter,
  },
} as const;

export const NAMESPACES = [
  'common',
  'nav',
  'auth',
  'users',
  'home',
  'admin',
  'listings',
  'listingWizard',
  'footer',
] as const;
