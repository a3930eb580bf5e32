import { APPLYING_EN } from './applying-en';
import { APPLYING_FR } from './applying-fr';
import { CONTACTING_LANDLORDS_EN } from './contacting-landlords-en';
import { CONTACTING_LANDLORDS_FR } from './contacting-landlords-fr';
import { FINDING_A_HOME_EN } from './finding-a-home-en';
import { FINDING_A_HOME_FR } from './finding-a-home-fr';
import { LEASES_EN } from './leases-en';
import { LEASES_FR } from './leases-fr';
import { LISTING_PROPERTY_EN } from './listing-property-en';
import { LISTING_PROPERTY_FR } from './listing-property-fr';
import { PLANS_PAYMENTS_EN } from './plans-payments-en';
import { PLANS_PAYMENTS_FR } from './plans-payments-fr';
import type { SeedHelpCollection } from './seed-entry';
import { TRUST_PRIVACY_EN } from './trust-privacy-en';
import { TRUST_PRIVACY_FR } from './trust-privacy-fr';
import { VIEWINGS_EN } from './viewings-en';
import { VIEWINGS_FR } from './viewings-fr';

/** The shipped collections in the help center's order: a renter's path first, then a landlord's. */
export const SEED_HELP_COLLECTIONS: readonly SeedHelpCollection[] = [
  { icon: 'search', audience: 'RENTER', en: FINDING_A_HOME_EN, fr: FINDING_A_HOME_FR },
  { icon: 'chat', audience: 'RENTER', en: CONTACTING_LANDLORDS_EN, fr: CONTACTING_LANDLORDS_FR },
  { icon: 'event', audience: 'RENTER', en: VIEWINGS_EN, fr: VIEWINGS_FR },
  { icon: 'description', audience: 'RENTER', en: APPLYING_EN, fr: APPLYING_FR },
  { icon: 'draw', audience: 'EVERYONE', en: LEASES_EN, fr: LEASES_FR },
  { icon: 'apartment', audience: 'LANDLORD', en: LISTING_PROPERTY_EN, fr: LISTING_PROPERTY_FR },
  { icon: 'payments', audience: 'LANDLORD', en: PLANS_PAYMENTS_EN, fr: PLANS_PAYMENTS_FR },
  { icon: 'lock', audience: 'EVERYONE', en: TRUST_PRIVACY_EN, fr: TRUST_PRIVACY_FR },
];
