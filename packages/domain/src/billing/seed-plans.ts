import type { PlanKind, PlanUnit } from './plans';
import { PLAN_IDS } from './plans';

/*
 * The service plans every installation starts with (spec/03 §3.6, §9), in both languages. They are
 * reference data like the cities: inserted once into an empty plans table, then staff own them.
 * Features are shared between plans through their key, so one text is edited in one place.
 */

export interface SeedFeature {
  key: string;
  nameEn: string;
  nameFr: string;
  subtitleEn: string;
  subtitleFr: string;
  informationEn: string;
  informationFr: string;
}

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

const feature = (
  key: string,
  en: [name: string, subtitle: string, information: string],
  fr: [name: string, subtitle: string, information: string],
): SeedFeature => ({
  key,
  nameEn: en[0],
  subtitleEn: en[1],
  informationEn: en[2],
  nameFr: fr[0],
  subtitleFr: fr[1],
  informationFr: fr[2],
});

export const SEED_FEATURES: readonly SeedFeature[] = [
  feature(
    'listing',
    [
      'Marketplace listing',
      'Your units listed until rented',
      'Your listing is published on the marketplace and in search results until you mark it rented.',
    ],
    [
      'Annonce sur la plateforme',
      'Vos logements affichés jusqu’à leur location',
      'Votre annonce est publiée sur la plateforme et dans les résultats de recherche jusqu’à ce que vous l’indiquiez louée.',
    ],
  ),
  feature(
    'messaging',
    [
      'Messages from renters',
      'Answer inquiries in one inbox',
      'Renters write to you through the platform; your e-mail and phone stay private until you share them.',
    ],
    [
      'Messages des locataires',
      'Répondez aux demandes dans une seule boîte',
      'Les locataires vous écrivent par la plateforme; votre courriel et votre téléphone restent privés jusqu’à ce que vous les partagiez.',
    ],
  ),
  feature(
    'applications',
    [
      'Online rental applications',
      'Complete applications, ready to review',
      'Renters apply online with their employment, references and documents, so you compare complete files.',
    ],
    [
      'Demandes de location en ligne',
      'Des dossiers complets, prêts à examiner',
      'Les locataires postulent en ligne avec leur emploi, leurs références et leurs documents; vous comparez des dossiers complets.',
    ],
  ),
  feature(
    'qualifiedLeads',
    [
      'Qualified tenant leads',
      'Pre-screened renters sent to you',
      'Our team screens interested renters for income, credit and move-in date and refers only those who fit your unit.',
    ],
    [
      'Locataires potentiels qualifiés',
      'Des locataires présélectionnés pour vous',
      'Notre équipe vérifie le revenu, le crédit et la date d’emménagement des intéressés et ne vous réfère que ceux qui conviennent à votre logement.',
    ],
  ),
  feature(
    'priorityPlacement',
    [
      'Priority placement',
      'Shown above standard listings',
      'Your listing appears before standard listings in search results for its city.',
    ],
    [
      'Placement prioritaire',
      'Affichée avant les annonces standard',
      'Votre annonce apparaît avant les annonces standard dans les résultats de recherche de sa ville.',
    ],
  ),
  feature(
    'dedicatedAgent',
    [
      'Dedicated leasing agent',
      'One contact from listing to lease',
      'A leasing agent handles your listing, answers renters and keeps you informed at each step.',
    ],
    [
      'Agent de location attitré',
      'Une seule personne, de l’annonce au bail',
      'Un agent de location s’occupe de votre annonce, répond aux locataires et vous tient informé à chaque étape.',
    ],
  ),
  feature(
    'viewings',
    [
      'Viewings handled for you',
      'We schedule and host every showing',
      'Our team books viewings with renters and shows the unit, so you do not need to be there.',
    ],
    [
      'Visites prises en charge',
      'Nous planifions et animons chaque visite',
      'Notre équipe fixe les visites avec les locataires et fait visiter le logement; votre présence n’est pas nécessaire.',
    ],
  ),
  feature(
    'screening',
    [
      'Tenant screening',
      'Credit, income and reference checks',
      'We check the credit report, income and references of the applicants you are interested in.',
    ],
    [
      'Vérification des locataires',
      'Crédit, revenu et références',
      'Nous vérifions le dossier de crédit, le revenu et les références des candidats qui vous intéressent.',
    ],
  ),
  feature(
    'leaseSigning',
    [
      'Lease preparation and signing',
      'Provincial standard lease, signed online',
      'We prepare the province’s standard lease and have it signed online by you and your new tenant.',
    ],
    [
      'Préparation et signature du bail',
      'Bail type de la province, signé en ligne',
      'Nous préparons le bail type de la province et le faisons signer en ligne par vous et votre nouveau locataire.',
    ],
  ),
  feature(
    'rentCollection',
    [
      'Rent collection',
      'Monthly rent followed for you',
      'We follow each month’s rent payment and contact the tenant when a payment is late.',
    ],
    [
      'Perception des loyers',
      'Le loyer suivi chaque mois pour vous',
      'Nous suivons le paiement du loyer chaque mois et communiquons avec le locataire en cas de retard.',
    ],
  ),
  feature(
    'maintenance',
    [
      'Maintenance coordination',
      'Repairs arranged with trusted trades',
      'Tenants report issues to us; we arrange the repair with qualified trades and keep you informed of the cost.',
    ],
    [
      'Coordination de l’entretien',
      'Réparations confiées à des gens de métier fiables',
      'Les locataires nous signalent les problèmes; nous organisons la réparation avec des gens de métier qualifiés et vous informons du coût.',
    ],
  ),
  feature(
    'tenantRelations',
    [
      'Tenant relations',
      'Questions and notices handled',
      'We answer tenants’ questions and send the notices the province requires, on time.',
    ],
    [
      'Relations avec les locataires',
      'Questions et avis pris en charge',
      'Nous répondons aux questions des locataires et envoyons à temps les avis exigés par la province.',
    ],
  ),
  feature(
    'monthlyStatement',
    [
      'Monthly owner statement',
      'Income and expenses at a glance',
      'Each month you receive a statement of rent received and expenses paid for your property.',
    ],
    [
      'Relevé mensuel au propriétaire',
      'Revenus et dépenses d’un coup d’œil',
      'Chaque mois, vous recevez un relevé des loyers reçus et des dépenses payées pour votre propriété.',
    ],
  ),
  feature(
    'boostTop',
    [
      'Top of search results',
      'Seen first for 7 days',
      'For 7 days your listing is shown at the top of search results in its city.',
    ],
    [
      'En tête des résultats',
      'Vue en premier pendant 7 jours',
      'Pendant 7 jours, votre annonce est affichée en tête des résultats de recherche de sa ville.',
    ],
  ),
  feature(
    'boostBadge',
    [
      'Featured badge',
      'Stands out from other listings',
      'A Featured badge marks your listing on search results and on the map.',
    ],
    [
      'Badge En vedette',
      'Se démarque des autres annonces',
      'Un badge En vedette signale votre annonce dans les résultats de recherche et sur la carte.',
    ],
  ),
  feature(
    'boostHome',
    [
      'Home page showcase',
      'Shown to renters as they arrive',
      'Your listing can appear among the featured listings on the home page while the boost lasts.',
    ],
    [
      'Vitrine de la page d’accueil',
      'Montrée aux locataires dès leur arrivée',
      'Votre annonce peut figurer parmi les annonces en vedette de la page d’accueil pendant la durée de la promotion.',
    ],
  ),
];

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
