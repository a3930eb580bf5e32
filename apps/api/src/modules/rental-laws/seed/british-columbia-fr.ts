import type { SeedRentalLawFile } from './seed-entry';

/* Les sources officielles de la Colombie-Britannique ne sont publiées qu’en anglais. */
const RTB = 'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies';
const ACT = 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/02078_01';
const BCHRT = 'https://www.bchrt.bc.ca/';

/** La Colombie-Britannique, en français : la Residential Tenancy Act et le Human Rights Code. */
export const BRITISH_COLUMBIA_FR: SeedRentalLawFile = {
  province: 'BC',
  locale: 'fr',
  lastReviewedOn: '2026-11-27',
  entries: [
    {
      topic: 'rent-increase',
      audience: 'RENTER',
      title: 'Hausses de loyer : la limite annuelle et trois mois de préavis',
      description:
        'Une fois tous les 12 mois, avec trois mois complets de préavis sur le formulaire officiel, jusqu’à 2,3 % en 2026.',
      sourceUrl: RTB,
      sourceTitle: 'Residential Tenancy Branch (gov.bc.ca, en anglais)',
      markdown: `Votre locateur peut augmenter le loyer **une fois tous les 12 mois** et doit vous donner **trois mois complets de préavis** sur le formulaire **Notice of Rent Increase** de la Residential Tenancy Branch. Un texto, un courriel ou une lettre de sa façon ne suffit pas.

## De combien
La province fixe chaque année une **hausse maximale permise**, liée à l’inflation : **2,3 % pour 2026** (3,0 % en 2025). Elle s’applique à toutes les locations visées par la Residential Tenancy Act, quel que soit l’âge de l’immeuble, y compris au renouvellement d’un bail à durée fixe avec le même locataire.

Une hausse plus forte n’est possible qu’avec votre accord écrit sur le formulaire de la Branch, ou par une ordonnance de celle-ci (par exemple pour certaines dépenses en immobilisations), dont vous seriez avisé.

## Si la hausse ne respecte pas les règles
Si vous avez payé une hausse contraire à ces règles, vous pouvez **déduire le trop-payé de votre loyer** ou le récupérer autrement, et demander le règlement du différend à la Branch. Gardez une copie de l’avis et de vos paiements.`,
    },
    {
      topic: 'rent-increase',
      audience: 'LANDLORD',
      title: 'Augmenter le loyer en Colombie-Britannique',
      description:
        'La hausse maximale annuelle, trois mois complets de préavis sur le formulaire de la Branch et la règle des 12 mois.',
      sourceUrl: RTB,
      sourceTitle: 'Residential Tenancy Branch (gov.bc.ca, en anglais)',
      markdown: `Vous pouvez augmenter le loyer d’un locataire **une fois tous les 12 mois**, d’au plus la **hausse maximale permise** (**2,3 % pour 2026**), avec **trois mois complets de préavis écrit** sur le formulaire **Notice of Rent Increase** de la Branch.

## Compter le préavis
Trois mois de location **complets** doivent s’écouler entre le jour où le locataire reçoit l’avis et celui où le nouveau loyer commence. Un avis remis quelques jours trop tard reporte la hausse d’un mois. Prévoyez des jours de plus pour un envoi postal ou un avis affiché à la porte, réputés reçus quelques jours plus tard.

## Dépasser la limite
- Avec **l’accord écrit** du locataire sur le formulaire de la Branch.
- En demandant à la Branch une **hausse supplémentaire**, par exemple pour des dépenses en immobilisations admissibles, et en attendant sa décision.

## Baux à durée fixe
À la fin d’un bail à durée fixe, la location se poursuit en général au mois aux mêmes conditions. Une clause obligeant le locataire à partir n’est valide que dans les cas limités prévus par la loi, et un renouvellement avec le même locataire reste soumis à la limite annuelle. Quand le logement est libéré et reloué à quelqu’un d’autre, vous fixez un nouveau loyer.`,
    },
    {
      topic: 'deposits',
      audience: 'BOTH',
      title: 'Dépôt de garantie et dépôt pour animal',
      description:
        'Chacun d’au plus un demi-mois de loyer, rendu dans les 15 jours avec intérêts, sauf accord du locataire ou ordonnance de la Branch.',
      sourceUrl: RTB,
      sourceTitle: 'Residential Tenancy Branch (gov.bc.ca, en anglais)',
      markdown: `En Colombie-Britannique, le locateur peut demander :
- un **dépôt de garantie** d’au plus **la moitié d’un mois de loyer**, à la conclusion du bail ou dans les 30 jours qui suivent ;
- un **dépôt pour dommages causés par un animal** d’au plus **la moitié d’un mois de loyer**, quel que soit le nombre d’animaux, quand un animal est permis.

Le locateur ne peut exiger de frais de demande, de frais pour réserver le logement ni aucun autre dépôt. Les chiens-guides et chiens d’assistance ne donnent pas lieu à un dépôt pour animal.

## Inspections
Locateur et locataire inspectent ensemble le logement **à l’arrivée et au départ** et signent un **rapport d’état des lieux**. Le locateur qui n’offre pas les deux inspections perd le droit de retenir les dépôts pour des dommages ; le locataire qui n’y participe pas peut perdre le droit à leur remboursement.

## Récupérer les dépôts
Dans les **15 jours** suivant la plus tardive de la fin de la location et de la réception de **l’adresse de réexpédition écrite** du locataire, le locateur doit rendre les dépôts avec les intérêts dus (le calculateur de la Branch les indique), ou demander à la Branch d’en garder une partie. Les garder sans le consentement écrit du locataire ni ordonnance peut lui coûter **le double du dépôt**.`,
    },
    {
      topic: 'notice',
      audience: 'BOTH',
      title: 'Les délais de préavis en un coup d’œil',
      description:
        'Entrer dans le logement, augmenter le loyer, mettre fin à la location : le préavis requis en Colombie-Britannique.',
      sourceUrl: ACT,
      sourceTitle: 'Residential Tenancy Act (BC Laws, en anglais)',
      markdown: `## Entrer dans le logement
Un **préavis écrit d’au moins 24 heures** (et d’au plus 30 jours), indiquant un motif raisonnable et une heure **entre 8 h et 21 h**, sauf si le locataire y consent sur le moment ou en cas d’urgence.

## Hausses de loyer
**Trois mois complets** de préavis sur le formulaire de la Branch, une fois tous les 12 mois.

## Le locataire qui met fin à une location au mois
Un avis écrit d’au moins **un mois de location complet**, prenant effet la veille du jour où le loyer est dû. Un bail à durée fixe ne peut être résilié ainsi avant son terme, sauf dans les cas prévus par la loi (par exemple la violence familiale ou l’entrée en soins de longue durée).

## Le locateur qui met fin à la location
Seulement sur les formulaires de la Branch :
- loyer ou services impayés : **10 jours**, et le locataire peut annuler l’avis en payant dans les 5 jours ;
- motif sérieux (dommages, troubles, retards répétés) : **un mois** ;
- emménagement du locateur ou d’un proche : **quatre mois**, sur un avis produit par le portail Web de la Branch pour l’usage par le locateur ;
- démolition ou rénovations exigeant que le logement soit libre : seulement après une ordonnance de la Branch.`,
    },
    {
      topic: 'ending',
      audience: 'RENTER',
      title: 'Mettre fin à votre location, ou recevoir un avis de fin',
      description:
        'Un mois complet de préavis pour quitter une location au mois ; un avis du locateur peut être contesté dans son délai.',
      sourceUrl: RTB,
      sourceTitle: 'Residential Tenancy Branch (gov.bc.ca, en anglais)',
      markdown: `## Si vous voulez partir
Pour une location au mois, donnez un **avis écrit d’au moins un mois de location complet**, prenant effet la veille du jour où le loyer est dû. Pour un bail à durée fixe, vous pouvez vous entendre avec le locateur pour y mettre fin plus tôt ou, avec son consentement, le céder ou sous-louer. Partir plus tôt sans entente peut vous rendre responsable du loyer perdu.

## Si vous recevez un avis
Un avis de fin de location doit être sur le **formulaire approuvé de la Branch**. Vous n’êtes pas obligé de partir si vous le **contestez** à temps :
- 5 jours pour un avis de 10 jours pour loyer impayé (ou payez la totalité dans les 5 jours) ;
- 10 jours pour un avis d’un mois pour motif sérieux ;
- **30 jours** pour un avis d’usage par le locateur ou un proche.

Sans contestation à temps, vous êtes réputé accepter l’avis. Seule la Branch peut rendre une ordonnance de possession, et seul un huissier de justice peut vous faire sortir.

## Indemnité
Le locataire qui reçoit un avis d’usage par le locateur a droit à **un mois de loyer**. Si le locateur n’utilise pas le logement à cette fin pendant au moins six mois, le locataire peut réclamer **12 mois de loyer** à la Branch.`,
    },
    {
      topic: 'ending',
      audience: 'LANDLORD',
      title: 'Mettre fin à une location en tant que locateur',
      description:
        'Les formulaires de la Branch, le bon motif, quatre mois pour votre propre usage et une ordonnance de possession pour l’exécuter.',
      sourceUrl: RTB,
      sourceTitle: 'Residential Tenancy Branch (gov.bc.ca, en anglais)',
      markdown: `Vous ne pouvez mettre fin à une location que pour un **motif prévu par la Residential Tenancy Act**, sur le **formulaire de la Branch** propre à ce motif.

## Les principaux avis
- **Loyer ou services impayés** : avis de 10 jours. Le locataire peut payer dans les 5 jours pour l’annuler.
- **Motif sérieux** : avis d’un mois (dommages graves, troubles déraisonnables, retards de loyer répétés, activité illégale et les autres motifs du formulaire).
- **Vous, un proche ou un acheteur habiterez le logement** : **quatre mois de préavis**, sur un avis produit par le **portail Web de la Branch** pour l’usage par le locateur. Le locataire a 30 jours pour contester et a droit à **un mois de loyer**. Si le logement n’est pas utilisé ainsi pendant au moins six mois, vous pourriez devoir payer **12 mois de loyer**.
- **Démolition ou rénovations** exigeant un logement libre : demandez d’abord une ordonnance à la Branch.

## Exécuter l’avis
Si le locataire reste, demandez une **ordonnance de possession**, puis un bref de la Cour suprême exécuté par un huissier. Enfermer le locataire dehors ou retirer vous-même ses biens est interdit.`,
    },
    {
      topic: 'repairs',
      audience: 'BOTH',
      title: 'Réparations, entretien et réparations d’urgence',
      description:
        'Le locateur entretient le logement selon les normes de santé, de sécurité et de logement ; le locataire peut faire une réparation d’urgence après avoir tenté de le joindre.',
      sourceUrl: RTB,
      sourceTitle: 'Residential Tenancy Branch (gov.bc.ca, en anglais)',
      markdown: `## Les obligations du locateur
Le locateur doit fournir et entretenir le logement dans un état de **décoration et de réparation** conforme aux normes de santé, de sécurité et de logement, et propre à l’habitation, même si le locataire connaissait le problème à la location.

## Les obligations du locataire
Le locataire garde le logement raisonnablement propre et salubre et répare les **dommages causés par lui ou ses invités**. L’usure normale n’est pas à sa charge.

## Réparations d’urgence
Sont urgentes notamment les fuites importantes de tuyaux ou de toiture, les conduites d’eau ou d’égout bouchées ou brisées, la panne du chauffage principal, les serrures endommagées et les problèmes électriques. Le locateur doit afficher une personne à joindre en cas d’urgence. Si le locataire a **appelé ce contact au moins deux fois** et attendu un délai raisonnable, il peut faire faire la réparation d’urgence, garder les reçus et en réclamer le coût au locateur.

## Autres réparations
Demandez-les par écrit et gardez une copie. Si rien n’est fait, le locataire peut demander à la Branch une ordonnance de réparation ou une réduction de loyer. Ne retenez pas simplement le loyer : cela peut mener à un avis de 10 jours.`,
    },
    {
      topic: 'discrimination',
      audience: 'BOTH',
      title: 'La discrimination en matière de logement',
      description:
        'Le Human Rights Code protège candidats et locataires, y compris les familles avec enfants et toute source légitime de revenu.',
      sourceUrl: BCHRT,
      sourceTitle: 'BC Human Rights Tribunal (en anglais)',
      markdown: `Le **Human Rights Code** de la Colombie-Britannique interdit de refuser de louer, ou d’imposer des conditions différentes, en raison de **l’identité autochtone, la race, la couleur, l’ascendance, le lieu d’origine, la religion, l’état matrimonial, la situation familiale, un handicap physique ou mental, le sexe, l’orientation sexuelle, l’identité ou l’expression de genre, l’âge** (19 ans et plus) ou **la source légitime de revenu**.

## En pratique
- Refuser des familles avec enfants, ou des personnes dont le revenu provient de l’aide sociale, d’une pension ou d’une prestation d’invalidité, est discriminatoire.
- Le locateur peut vérifier les références et la capacité de payer, en appliquant les mêmes critères à tous.
- Le locateur peut refuser les animaux en général, mais pas un chien-guide ou d’assistance certifié.

## Exceptions
Le Code ne s’applique pas quand le locataire partagerait une salle de bains ou une cuisine avec la personne qui offre le logement, et les immeubles réservés aux 55 ans et plus ou aux personnes handicapées sont permis.

## Obtenir de l’aide
Les plaintes vont au **BC Human Rights Tribunal**, en général dans l’année suivant les faits. La BC Human Rights Clinic offre une aide gratuite.`,
    },
  ],
};
