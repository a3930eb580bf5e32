import type { OntarioLeaseWording } from './ontario-standard-lease.en';

/*
 * Source: Convention de location à usage d’habitation (Bail standard), formulaire de l’Ontario 047-2229F
 * (2020/12), the French version of 047-2229E, ministère des Affaires municipales et du Logement,
 * published under O. Reg. 9/18 (Loi de 2006 sur la location à usage d’habitation). Central Forms
 * Repository: https://forms.mgcs.gov.on.ca/fr/dataset/047-2229
 *
 * Same structure and the same layout-only differences as the English wording (see its header).
 * The title, the opening note and sections 1 to 3 up to the notice address are the form's own words
 * (checked against the French form's text; the 2018 edition differs only in the date). The rest is
 * our translation of the English form in the Act's French vocabulary (locateur, locataire, logement
 * locatif, Commission de la location immobilière), and the appendix is a marked summary that links
 * to the official form: replace both with the official 047-2229F text when it is at hand.
 */
export const ONTARIO_STANDARD_LEASE_FR: OntarioLeaseWording = {
  formNumber: '047-2229F (2020/12)',
  title: 'Convention de location à usage d’habitation (Bail standard)',
  noteHeading: 'Remarque',
  note: [
    'La présente convention de location (bail) est obligatoire pour les locations conclues le 1er mars 2021 ou après cette date. Elle ne s’applique pas aux maisons de soins, aux emplacements dans les parcs de maisons mobiles et les zones résidentielles à baux fonciers, à la plupart des logements sociaux, à certaines autres locations particulières et aux coopératives de logement (voir la partie A des Renseignements généraux).',
    'En Ontario, les locations à usage d’habitation sont régies par la Loi de 2006 sur la location à usage d’habitation. La présente convention ne peut supprimer un droit ou une responsabilité aux termes de cette loi.',
    'En vertu du Code des droits de la personne de l’Ontario, toute personne a droit à un traitement égal en matière d’occupation d’un logement, sans discrimination ni harcèlement.',
    'Toutes les sections de la présente convention sont obligatoires et ne peuvent être modifiées.',
  ],
  yes: 'Oui',
  no: 'Non',
  parties: {
    heading: '1. Parties à la convention',
    between: 'Convention de location à usage d’habitation entre :',
    landlords: 'Locateur(s)',
    landlordName: 'Nom et prénom ou raison sociale du locateur',
    and: 'et',
    tenants: 'Locataire(s)',
    tenantName: 'Locataire {n}',
    guarantor: 'Garant',
    note: 'N.B. Lire la partie B des Renseignements généraux.',
  },
  unit: {
    heading: '2. Logement',
    intro: 'Le locateur louera au locataire le logement locatif situé à l’adresse suivante :',
    unit: 'Logement (p. ex. : logement 1 ou sous-sol)',
    street: 'Numéro et nom de la rue',
    city: 'Ville/Localité',
    province: 'Province',
    postalCode: 'Code postal',
    parking: 'Nombre de places de stationnement et description (p. ex. : intérieur/extérieur, lieu)',
    condo: 'Le logement locatif est situé dans un condominium.',
    condoYes:
      'Si oui, le locataire accepte de respecter la déclaration, les règlements administratifs et les règles du condominium que lui remet le locateur.',
  },
  contact: {
    heading: '3. Coordonnées',
    noticeAddress: 'Adresse pour la remise des avis et documents au locateur',
    emailConsent:
      'Le locateur et le locataire acceptent de recevoir des avis et des documents par courriel, lorsque les Règles de procédure de la Commission de la location immobilière le permettent.',
    emailAddresses: 'Si oui, indiquer les adresses électroniques :',
    landlordEmail: 'Locateur',
    emergency:
      'Le locateur fournit un numéro de téléphone ou une adresse électronique pour les urgences ou les communications courantes :',
    emergencyInfo: 'Si oui, fournir les renseignements :',
    note: 'N.B. Lire les parties B et E des Renseignements généraux.',
  },
  term: {
    heading: '4. Durée de la convention de location',
    startsOn: 'La location commence le :',
    isFor: 'La présente convention de location est conclue pour : (choisir une option et remplir au besoin)',
    fixed: 'une période déterminée se terminant le : {endDate}',
    monthly: 'une location au mois',
    other: 'autre (p. ex., à la journée, à la semaine; préciser) : {other}',
    note: 'N.B. Le locataire n’est pas tenu de quitter le logement à la fin de la période. Lire les parties C et D des Renseignements généraux.',
  },
  rent: {
    heading: '5. Loyer',
    dueDay: 'a) Le loyer doit être payé le {day} jour de chaque (en choisir un) :',
    month: 'Mois',
    otherPeriod: 'Autre (p. ex., chaque semaine) : {period}',
    week: 'chaque semaine',
    day: 'chaque jour',
    willPay: 'b) Le locataire paiera le loyer suivant :',
    baseRent: 'Loyer de base pour le logement locatif',
    parking: 'Stationnement (s’il y a lieu)',
    otherCharges: 'Autres services et services d’utilité publique (préciser s’il y a lieu) :',
    total: 'Loyer total (loyer légal)',
    lawfulRent:
      'Il s’agit du loyer légal du logement, sous réserve des augmentations de loyer permises par la Loi de 2006 sur la location à usage d’habitation. Par exemple, le locateur et le locataire peuvent convenir d’une augmentation de loyer saisonnière pour des services supplémentaires de climatisation ou une prise pour chauffe-moteur. Ce montant ne tient compte d’aucune réduction de loyer (voir la section 7 et la partie G des Renseignements généraux).',
    payableTo: 'c) Le loyer est payable à :',
    method: 'd) Le loyer sera payé selon les modes suivants :',
    methodNote:
      'N.B. Le locataire ne peut pas être tenu de payer le loyer au moyen de chèques postdatés ou de paiements automatiques, mais il peut choisir de le faire.',
    partial:
      'e) Si la première période de location (p. ex., le mois) est une période partielle, le locataire paiera un loyer partiel de {amount} le {payOn}. Ce loyer partiel couvre la location du logement du {from} au {to}.',
    partialNone: 'e) La première période de location n’est pas une période partielle.',
    nsf: 'f) Si le chèque du locataire est refusé pour insuffisance de fonds, le locataire devra payer les frais administratifs du locateur de {amount}, plus les frais pour provision insuffisante exigés par la banque du locateur.',
    nsfNote:
      'N.B. Les frais administratifs du locateur pour un chèque sans provision ne peuvent pas dépasser 20,00 $.',
  },
  services: {
    heading: '6. Services et services d’utilité publique',
    included:
      'Les services suivants sont compris dans le loyer légal du logement locatif, tel qu’il est précisé :',
    gas: 'Gaz',
    airConditioning: 'Climatisation',
    additionalStorage: 'Espace de rangement supplémentaire',
    laundry: 'Buanderie sur place',
    laundryNone: 'Non',
    laundryIncluded: 'Oui : sans frais',
    laundryPayPerUse: 'Oui : paiement à l’utilisation',
    guestParking: 'Stationnement pour visiteurs',
    responsibility: 'Les services d’utilité publique suivants sont à la charge du :',
    electricity: 'Électricité',
    heat: 'Chauffage',
    water: 'Eau',
    landlord: 'Locateur',
    tenant: 'Locataire',
    details:
      'Si le locataire est responsable de services d’utilité publique, préciser les modalités, p. ex., le locataire ouvre un compte auprès du fournisseur et le paie, le locataire paie une partie des coûts :',
    none: 'Aucun',
  },
  discounts: {
    heading: '7. Réductions de loyer',
    none: 'Il n’y a aucune réduction de loyer.',
    some: 'Le loyer légal fera l’objet de la réduction suivante :',
    note: 'N.B. Lire la partie G des Renseignements généraux pour connaître les types de réductions permis.',
  },
  rentDeposit: {
    heading: '8. Dépôt de loyer',
    none: 'Aucun dépôt de loyer n’est exigé.',
    some: 'Le locataire versera un dépôt de loyer de {amount}. Ce dépôt ne peut être affecté qu’au loyer de la dernière période de location.',
    note: 'N.B. Ce montant ne peut pas dépasser le loyer d’un mois ou le loyer d’une période de location (p. ex., une semaine dans le cas d’une location à la semaine), selon le moins élevé des deux. Ce dépôt ne peut pas servir de dépôt pour dommages. Le locateur doit verser chaque année au locataire des intérêts sur le dépôt de loyer. Lire la partie H des Renseignements généraux.',
  },
  keyDeposit: {
    heading: '9. Dépôt pour les clés',
    none: 'Aucun dépôt pour les clés n’est exigé.',
    some: 'Le locataire versera un dépôt remboursable pour les clés de {amount} afin de couvrir le coût de remplacement des clés, des dispositifs d’accès à distance ou des cartes qui ne sont pas rendus au locateur à la fin de la location.',
    description:
      'Si un dépôt remboursable pour les clés est exigé, décrire les clés, cartes d’accès et dispositifs d’accès à distance et en préciser le nombre :',
    note: 'N.B. Le dépôt pour les clés ne peut pas dépasser le coût prévu de leur remplacement. Lire la partie H des Renseignements généraux.',
  },
  smoking: {
    heading: '10. Usage du tabac',
    intro:
      'En vertu de la loi provinciale, il est interdit de fumer dans les aires communes intérieures de l’immeuble. Le locataire accepte les règles supplémentaires suivantes sur l’usage du tabac :',
    none: 'Aucune',
    some: 'Règles sur l’usage du tabac',
    note: 'N.B. Lorsqu’il établit et applique des règles sur l’usage du tabac, le locateur doit respecter le Code des droits de la personne de l’Ontario. Lire les parties M et S des Renseignements généraux.',
  },
  insurance: {
    heading: '11. Assurance du locataire',
    none: 'Il n’y a aucune exigence en matière d’assurance du locataire.',
    required:
      'Le locataire doit être titulaire d’une assurance responsabilité en tout temps. Si le locateur demande une preuve d’assurance, le locataire doit la lui fournir. Il appartient au locataire de souscrire une assurance de ses biens s’il le souhaite.',
  },
  changes: {
    heading: '12. Modifications apportées au logement locatif',
    text: [
      'Le locataire peut installer des éléments décoratifs, comme des tableaux ou des habillages de fenêtre, sous réserve des restrictions raisonnables énoncées dans les conditions supplémentaires de la section 15.',
      'Le locataire ne peut apporter aucune autre modification au logement locatif sans la permission du locateur.',
    ],
  },
  maintenance: {
    heading: '13. Entretien et réparations',
    text: [
      'Le locateur doit garder le logement locatif et le bien en bon état et se conformer à toutes les normes de salubrité, de sécurité et d’entretien.',
      'Le locataire doit réparer ou payer les dommages excessifs causés au logement locatif ou au bien par sa conduite délibérée ou négligente, ou par celle de son invité ou d’une autre personne qui habite le logement locatif.',
      'Le locataire est responsable de la propreté ordinaire du logement locatif, sauf pour le nettoyage que le locateur a accepté de faire.',
    ],
    note: 'N.B. Lire la partie J des Renseignements généraux.',
  },
  assignment: {
    heading: '14. Cession et sous-location',
    text: [
      'Le locataire ne peut céder ou sous-louer le logement locatif à une autre personne qu’avec le consentement du locateur. Le locateur ne peut pas refuser arbitrairement ou déraisonnablement son consentement à une sous-location ou à un cessionnaire éventuel.',
    ],
    note: 'N.B. D’autres règles s’appliquent si le locataire veut céder ou sous-louer le logement locatif. Lire la partie P des Renseignements généraux.',
  },
  additionalTerms: {
    heading: '15. Conditions supplémentaires',
    text: [
      'Les locateurs et les locataires peuvent convenir de conditions supplémentaires. Il peut s’agir, par exemple, de conditions qui :',
      '• exigent que le locateur apporte des modifications au logement avant que le locataire emménage;',
      '• établissent des règles d’utilisation des espaces communs ou des commodités.',
      'Ces conditions supplémentaires devraient être rédigées en langage clair et indiquer clairement ce que le locateur ou le locataire doit faire ou ne pas faire pour s’y conformer. Si elles sont dactylographiées, elles devraient l’être dans une taille de police d’au moins 10 points.',
      'Une condition supplémentaire ne peut pas supprimer un droit ou une responsabilité prévus par la Loi de 2006 sur la location à usage d’habitation.',
      'Une condition incompatible avec la Loi de 2006 sur la location à usage d’habitation ou avec toute autre condition du présent formulaire est nulle (elle n’est ni valide ni juridiquement contraignante) et ne peut pas être appliquée. Voici des exemples de conditions nulles et inexécutables, soit celles qui :',
      '• interdisent les animaux de compagnie (le locateur peut toutefois exiger que le locataire se conforme aux règles du condominium, qui peuvent interdire certains animaux);',
      '• interdisent les invités, les colocataires ou d’autres occupants;',
      '• exigent que le locataire verse des dépôts, des frais ou des pénalités que la Loi de 2006 sur la location à usage d’habitation ne permet pas (p. ex., dépôt pour dommages ou pour animal de compagnie, intérêts sur l’arriéré de loyer);',
      '• exigent que le locataire paie la totalité ou une partie des réparations qui incombent au locateur.',
      'Lire les Renseignements généraux pour plus de détails.',
      'Le locateur et le locataire voudront peut-être obtenir des conseils juridiques avant de convenir de conditions supplémentaires.',
    ],
    none: 'Il n’y a aucune condition supplémentaire.',
    some: 'La présente convention de location comprend une annexe énonçant les conditions supplémentaires convenues par le locateur et le locataire.',
  },
  changesToAgreement: {
    heading: '16. Modifications apportées à la présente convention',
    text: [
      'Une fois signée, la présente convention ne peut être modifiée que si le locateur et le locataire conviennent des modifications par écrit.',
    ],
    note: 'N.B. La Loi de 2006 sur la location à usage d’habitation permet certaines augmentations de loyer et exige certaines réductions de loyer sans l’accord du locateur et du locataire. Lire la partie I des Renseignements généraux.',
  },
  signatures: {
    heading: '17. Signatures',
    text: [
      'En signant la présente convention, le ou les locateurs et le ou les locataires conviennent d’en respecter les conditions. Le ou les locateurs et le ou les locataires peuvent signer le présent bail électroniquement s’ils y consentent tous.',
      'Sauf entente contraire dans les conditions supplémentaires de la section 15, s’il y a plus d’un locataire, chaque locataire est responsable de toutes les obligations du locataire prévues par la présente convention, y compris le montant total du loyer.',
    ],
    date: 'Date :',
    note: 'N.B. Tous les locateurs et locataires nommés à la section 1 (Parties à la convention) doivent signer ici. Le locateur doit remettre une copie de la présente convention au locataire dans les 21 jours suivant sa signature par le locataire.',
  },
  appendix: {
    heading: 'Annexe : Renseignements généraux',
    intro: [
      'Résumé, et non le texte officiel. L’annexe « Renseignements généraux » du formulaire officiel explique les droits et les responsabilités des locateurs et des locataires en vertu de la Loi de 2006 sur la location à usage d’habitation : application de la Loi, remise des avis et documents, fin de la location, loyer et augmentations de loyer, dépôts, entretien et réparations, entrée dans le logement, cession et sous-location, et aide offerte par la Commission de la location immobilière. La lire en entier dans le formulaire officiel : https://forms.mgcs.gov.on.ca/fr/dataset/047-2229',
    ],
    parts: [],
  },
  footer: 'Formulaire {form} — Bail {leaseId}',
  page: 'Page {page} de {total}',
  initials: 'Initiales',
};
