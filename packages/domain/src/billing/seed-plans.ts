import type { PlanKind, PlanUnit } from './plans';
import { PLAN_IDS } from './plans';

export { SEED_FEATURES, type SeedFeature } from './seed-features';

/*
 * The service plans every installation starts with (spec/03 §3.6, §9), in both languages. They are
 * reference data like the cities: inserted once into an empty plans table, then staff own them.
 * Features are shared between plans through their key, so one text is edited in one place.
 */

export interface SeedPlan {
  id: number;
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
  priceCents: number;
  depositCents: number | null;
  unit: PlanUnit;
  planGroup: number;
  kind: PlanKind;
  /** Keys of SEED_FEATURES, in the order the plan card lists them. */
  features: readonly string[];
}

/** In position order: the main group by price (as the plan screen shows it), then the optional ones. */
export const SEED_PLANS: readonly SeedPlan[] = [
  {
    id: PLAN_IDS.BASIC,
    nameEn: 'Basic (Beta)',
    nameFr: 'De base (bêta)',
    descriptionEn: 'List your property for free and manage renters’ inquiries yourself.',
    descriptionFr: 'Affichez votre propriété gratuitement et gérez vous-même les demandes des locataires.',
    priceCents: 0,
    depositCents: null,
    unit: 'LISTING',
    planGroup: 2,
    kind: 'BASIC',
    features: ['listing', 'messaging', 'applications'],
  },
  {
    id: PLAN_IDS.LEAD_GENERATOR,
    nameEn: 'Tenant Lead Generator (Qualified lead Referral)',
    nameFr: 'Générateur de locataires (recommandation de candidats qualifiés)',
    descriptionEn: 'We screen interested renters and refer qualified leads to you; you choose your tenant.',
    descriptionFr:
      'Nous présélectionnons les locataires intéressés et vous recommandons les candidats qualifiés; vous choisissez votre locataire.',
    priceCents: 14_900,
    depositCents: null,
    unit: 'UNIT',
    planGroup: 2,
    kind: 'PREMIUM',
    features: ['listing', 'messaging', 'applications', 'qualifiedLeads', 'priorityPlacement'],
  },
  {
    id: PLAN_IDS.VIEWINGS_MANAGEMENT,
    nameEn: 'Viewings Management',
    nameFr: 'Gestion des visites',
    descriptionEn:
      '$725 + HST, plus a $300 + HST deposit, in select cities and towns of the Greater Toronto Area.',
    descriptionFr:
      '725 $ + TVH, plus un dépôt de 300 $ + TVH, dans certaines villes de la région du Grand Toronto.',
    priceCents: 72_500,
    depositCents: 30_000,
    unit: 'UNIT',
    planGroup: 2,
    kind: 'PREMIUM',
    features: ['listing', 'qualifiedLeads', 'viewings', 'screening'],
  },
  {
    id: PLAN_IDS.RENTAL_ASSISTANCE,
    nameEn: 'Rental Assistance (Tenant Placement)',
    nameFr: 'Aide à la location (placement de locataires)',
    descriptionEn:
      'A leasing agent finds, screens and signs your tenant, from the listing to the signed lease.',
    descriptionFr:
      'Un agent de location trouve, vérifie et fait signer votre locataire, de l’annonce au bail signé.',
    priceCents: 99_900,
    depositCents: null,
    unit: 'UNIT',
    planGroup: 2,
    kind: 'RENTAL',
    features: ['listing', 'dedicatedAgent', 'viewings', 'screening', 'leaseSigning'],
  },
  {
    id: PLAN_IDS.CONCIERGE,
    nameEn: 'Concierge (Property Management)',
    nameFr: 'Conciergerie (gestion immobilière)',
    descriptionEn: 'We manage your rented property month after month: rent, repairs and tenants.',
    descriptionFr: 'Nous gérons votre propriété louée mois après mois : loyers, réparations et locataires.',
    priceCents: 19_900,
    depositCents: null,
    unit: 'MONTH',
    planGroup: 3,
    kind: 'PROPERTY',
    features: ['rentCollection', 'maintenance', 'tenantRelations', 'monthlyStatement'],
  },
  {
    id: PLAN_IDS.BOOST,
    nameEn: 'Listing Boost',
    nameFr: 'Promotion d’annonce',
    descriptionEn: 'Put your listing in front of more renters for 7 days.',
    descriptionFr: 'Montrez votre annonce à plus de locataires pendant 7 jours.',
    priceCents: 2_999,
    depositCents: null,
    unit: 'WEEK',
    planGroup: 4,
    kind: 'BOOST',
    features: ['boostTop', 'boostBadge', 'boostHome'],
  },
];
