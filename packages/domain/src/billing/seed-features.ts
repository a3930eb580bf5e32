/*
 * The features of the seeded plans (seed-plans.ts), in both languages: realistic descriptions of
 * what each service includes, shown on the plan cards. Shared between plans through their key.
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
