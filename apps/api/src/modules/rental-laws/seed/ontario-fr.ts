import type { SeedRentalLawFile } from './seed-entry';

const YOUR_RIGHTS = 'https://www.ontario.ca/fr/page/la-location-en-ontario-vos-droits';
const ACT = 'https://www.ontario.ca/fr/lois/loi/06r17';
const CLI = 'https://tribunalsontario.ca/cli/';

/** L’Ontario, en français : la Loi de 2006 sur la location à usage d’habitation et le Code des droits de la personne. */
export const ONTARIO_FR: SeedRentalLawFile = {
  province: 'ON',
  locale: 'fr',
  lastReviewedOn: '2026-11-27',
  entries: [
    {
      topic: 'rent-increase',
      audience: 'RENTER',
      title: 'De combien et à quelle fréquence votre loyer peut augmenter',
      description:
        'Une fois tous les 12 mois, avec un préavis écrit de 90 jours et, pour la plupart des logements, dans les limites du taux légal.',
      sourceUrl: YOUR_RIGHTS,
      sourceTitle: 'La location en Ontario : vos droits (ontario.ca)',
      markdown: `Votre locateur peut augmenter le loyer **une fois tous les 12 mois**, à compter de votre emménagement ou de la dernière augmentation, et doit vous remettre un **préavis écrit d’au moins 90 jours** sur le formulaire de la Commission de la location immobilière (habituellement le N1).

## Le taux légal annuel
Pour la plupart des logements, la hausse ne peut dépasser le **taux légal d’augmentation des loyers** : **2,1 % pour les hausses prenant effet en 2026** (2,5 % en 2025). La loi plafonne ce taux à 2,5 %, quelle que soit l’inflation.

Le taux légal ne s’applique **pas** à un logement occupé pour la première fois à des fins résidentielles **après le 15 novembre 2018**. Les règles des 12 mois et des 90 jours s’y appliquent quand même.

## Si l’avis n’est pas conforme
- Un avis de moins de 90 jours, ou une hausse avant 12 mois, est nul : vous continuez de payer le loyer actuel.
- Une hausse supérieure au taux légal exige l’autorisation de la Commission ; vous serez avisé de l’audience et pourrez y participer.
- Si vous avez payé une hausse illégale, vous pouvez demander à la Commission de vous rembourser, en général dans un délai d’un an.

Votre locateur peut aussi vous proposer une petite hausse en échange d’un nouveau service, comme une place de stationnement. Vous n’êtes pas obligé d’accepter.`,
    },
    {
      topic: 'rent-increase',
      audience: 'LANDLORD',
      title: 'Augmenter le loyer d’un locataire en place',
      description:
        'La règle des 12 mois, un préavis de 90 jours sur le formulaire de la Commission et le taux de 2,1 % pour 2026.',
      sourceUrl: YOUR_RIGHTS,
      sourceTitle: 'La location en Ontario : vos droits (ontario.ca)',
      markdown: `Vous pouvez augmenter le loyer d’un locataire en place **une fois tous les 12 mois**, avec un **préavis écrit d’au moins 90 jours** sur le formulaire de la Commission de la location immobilière (N1 pour la plupart des logements). Un avis tardif ou sur le mauvais formulaire n’augmente pas le loyer.

## De combien
- Logements occupés pour la première fois **au plus tard le 15 novembre 2018** : au plus le taux légal, soit **2,1 % pour 2026**.
- Logements occupés pour la première fois **après le 15 novembre 2018** : aucune limite en pourcentage, mais les mêmes règles des 12 mois et des 90 jours.
- Pour dépasser le taux légal dans un logement plus ancien, vous devez demander à la Commission une **augmentation supérieure au taux légal** (par exemple après des travaux importants ou une hausse extraordinaire des taxes municipales) et attendre son ordonnance.

## Entre deux locataires
Quand un logement est libéré volontairement, vous fixez librement le loyer de la location suivante. Un locataire poussé à partir pour hausser le loyer n’a pas quitté volontairement, et la Commission peut ordonner une indemnisation.

Conservez une copie de chaque avis et la preuve de sa remise : la Commission la demandera en cas de contestation.`,
    },
    {
      topic: 'deposits',
      audience: 'BOTH',
      title: 'Les dépôts : seulement le dernier mois de loyer',
      description:
        'Un dépôt de loyer d’au plus une période, qui sert pour la dernière période et rapporte des intérêts ; aucun dépôt pour dommages.',
      sourceUrl: YOUR_RIGHTS,
      sourceTitle: 'La location en Ontario : vos droits (ontario.ca)',
      markdown: `En Ontario, le locateur peut demander un **dépôt de loyer** d’au plus **un mois de loyer** (une semaine pour une location à la semaine), demandé au plus tard au début de la location. Il ne peut servir qu’à payer le loyer du **dernier mois** avant le départ du locataire.

## Ce qui est interdit
- Un **dépôt de garantie ou pour dommages**, un dépôt pour animal ou tout autre dépôt en plus du dépôt de loyer.
- Exiger des **chèques postdatés** ou des prélèvements automatiques comme condition de location.
- Un dépôt pour les clés supérieur au coût direct de remplacement de la clé, de la carte ou de la télécommande ; il doit être remboursable.

## Les intérêts
Chaque année, le locateur doit verser au locataire des **intérêts sur le dépôt de loyer** au taux légal d’augmentation des loyers (2,1 % en 2026), ou les déduire du loyer. Il peut en garder une partie pour ajuster le dépôt au nouveau loyer mensuel.

## Les dommages
Si le locataire endommage le logement, le locateur peut s’adresser à la Commission de la location immobilière pour être remboursé. Le dépôt de loyer ne peut pas être retenu pour des dommages.`,
    },
    {
      topic: 'notice',
      audience: 'BOTH',
      title: 'Les délais de préavis en un coup d’œil',
      description:
        'Entrer dans le logement, augmenter le loyer, déménager : les avis qu’exige la Loi et leur délai.',
      sourceUrl: ACT,
      sourceTitle: 'Loi de 2006 sur la location à usage d’habitation (Lois-en-ligne)',
      markdown: `Les avis prévus par la Loi sur la location à usage d’habitation se donnent **par écrit**, et la plupart sur un formulaire de la Commission de la location immobilière.

## Entrer dans le logement
Le locateur doit donner un **préavis écrit de 24 heures** indiquant le motif et une heure **entre 8 h et 20 h**. Aucun avis n’est requis en cas d’urgence, si le locataire y consent sur le moment, ou pour le ménage que le bail écrit confie au locateur à intervalles fixes. Une fois qu’un avis de fin de location a été donné, le locateur peut faire visiter le logement à de futurs locataires entre 8 h et 20 h, après avoir tenté d’en informer le locataire.

## Hausses de loyer
**Préavis écrit de 90 jours**, au plus une fois tous les 12 mois.

## Le locataire qui déménage
- Location au mois ou à l’année : **préavis écrit de 60 jours** (formulaire N9), pour le dernier jour d’une période de location, et pas avant la fin d’un bail à durée fixe.
- Location à la semaine ou au jour : **28 jours**.

## Le locateur qui met fin à la location
Le délai dépend du motif, de 14 jours pour un loyer impayé à 120 jours pour une démolition ou des rénovations majeures. Chaque motif a son formulaire de la Commission, qui indique le délai en vigueur.`,
    },
    {
      topic: 'ending',
      audience: 'RENTER',
      title: 'Mettre fin à votre location, ou recevoir un avis de départ',
      description:
        'Donnez 60 jours de préavis pour une location au mois ; un avis du locateur ne vous oblige jamais à partir à lui seul.',
      sourceUrl: CLI,
      sourceTitle: 'Commission de la location immobilière (Tribunaux décisionnels Ontario)',
      markdown: `## Si vous voulez partir
Remettez à votre locateur un **avis écrit au moins 60 jours** avant le dernier jour d’une période de location (28 jours pour une location à la semaine), sur le formulaire N9 ou par une lettre signée. Vous ne pouvez pas ainsi mettre fin à un bail à durée fixe avant son terme, mais vous pouvez vous entendre avec le locateur ou **céder** le bail avec son consentement. À la fin d’un bail à durée fixe, la location se poursuit simplement au mois ; vous n’avez pas à signer un nouveau bail.

## Si votre locateur vous demande de partir
Un avis du locateur **n’est pas une ordonnance d’expulsion**. Vous pouvez rester jusqu’à ce que la Commission de la location immobilière tienne une audience et en décide autrement, et seul le **shérif** peut exécuter l’ordonnance. Changer les serrures ou retirer vos biens sans ordonnance est illégal.

Les motifs courants sont le loyer impayé, les dommages et l’emménagement du locateur ou d’un proche. Si l’avis vise l’usage personnel du locateur, vous avez en général droit à **un mois de loyer** d’indemnité ou à un autre logement que vous acceptez. Si le locateur n’emménage pas, vous pouvez vous adresser à la Commission.

Aide gratuite : les cliniques juridiques communautaires (Aide juridique Ontario) et les avocats de service de la Commission.`,
    },
    {
      topic: 'ending',
      audience: 'LANDLORD',
      title: 'Mettre fin à une location en tant que locateur',
      description:
        'Seulement pour un motif prévu par la Loi, avec le bon avis, et seule la Commission peut ordonner une expulsion.',
      sourceUrl: CLI,
      sourceTitle: 'Commission de la location immobilière (Tribunaux décisionnels Ontario)',
      markdown: `Un bail ne prend pas fin du seul fait que son terme arrive : il se poursuit au mois. Vous ne pouvez y mettre fin que pour un **motif prévu par la Loi sur la location à usage d’habitation**, en remettant **l’avis de la Commission** propre à ce motif et, si le locataire reste, en vous adressant à la Commission de la location immobilière.

## Motifs courants et formulaires
- **Loyer impayé** : N4, qui laisse au locataire le délai indiqué sur le formulaire pour payer et annuler l’avis.
- **Dommages, troubles de jouissance ou actes illégaux** : N5, N6 ou N7.
- **Vous, un proche parent ou un fournisseur de soins habiterez le logement** : N12, au moins 60 jours à l’avance, pour la fin d’une période ou du bail, avec une indemnité égale à **un mois de loyer** (ou un autre logement que le locataire accepte).
- **Démolition, changement d’usage ou travaux exigeant que le logement soit libre** : N13, au moins 120 jours, avec indemnité et, pour des travaux, un droit de retour du locataire.

## Ce qui est interdit
Changer les serrures, couper les services ou retirer les biens d’un locataire sans ordonnance de la Commission et sans le **shérif** est une infraction passible d’amendes. Un avis donné de mauvaise foi peut entraîner une ordonnance de dédommagement et une amende.

Vérifiez le formulaire en vigueur de la Commission avant de le remettre : les délais et les indemnités changent.`,
    },
    {
      topic: 'repairs',
      audience: 'BOTH',
      title: 'Réparations et entretien',
      description:
        'Le locateur garde le logement en bon état et les services essentiels en marche ; le locataire le garde propre et répare ce qu’il abîme.',
      sourceUrl: YOUR_RIGHTS,
      sourceTitle: 'La location en Ontario : vos droits (ontario.ca)',
      markdown: `## Les obligations du locateur
Le locateur doit garder l’immeuble et le logement **en bon état**, propres à l’habitation et conformes aux normes de santé, de sécurité et de logement, **même si le locataire connaissait le problème** en emménageant. Les appareils et les aires communes qu’il fournit sont compris.

Le locateur ne doit pas couper ni gêner les **services essentiels** : chauffage, électricité, combustible, gaz, eau chaude et froide. Bien des municipalités fixent aussi une température minimale (21 °C à Toronto du 15 septembre au 1er juin).

## Les obligations du locataire
Le locataire garde le logement **raisonnablement propre** et répare, ou paie, les **dommages causés par lui ou ses invités**, volontairement ou par négligence. L’usure normale n’est pas un dommage.

## Si les réparations ne sont pas faites
1. Signalez le problème au locateur **par écrit** et gardez-en une copie.
2. Demandez une inspection au service des normes foncières de la municipalité si rien n’est fait.
3. Adressez-vous à la Commission de la location immobilière (formulaire T6), qui peut ordonner les travaux, réduire le loyer ou accorder une somme.

Ne cessez **pas** de payer le loyer : un loyer impayé peut mener à l’expulsion même si des réparations sont dues.`,
    },
    {
      topic: 'discrimination',
      audience: 'BOTH',
      title: 'La discrimination en matière de logement',
      description:
        'Le Code des droits de la personne protège les candidats et les locataires, y compris les familles avec enfants et les prestataires d’aide sociale.',
      sourceUrl: YOUR_RIGHTS,
      sourceTitle: 'La location en Ontario : vos droits (ontario.ca)',
      markdown: `Le **Code des droits de la personne** de l’Ontario garantit à chacun un droit égal au logement. Un locateur ne peut refuser un candidat, imposer des conditions différentes ni harceler un locataire en raison de **la race, l’ascendance, le lieu d’origine, la couleur, l’origine ethnique, la citoyenneté, la croyance, le sexe, l’orientation sexuelle, l’identité sexuelle, l’expression de l’identité sexuelle, l’âge, l’état matrimonial, l’état familial, un handicap** ou **le fait de recevoir des prestations d’aide sociale**.

## En pratique
- Les annonces « pas d’enfants », « adultes seulement » ou « idéal pour professionnel » sont discriminatoires.
- Le locateur peut demander l’historique de location, des références de crédit et une vérification de crédit, et tenir compte du revenu, mais ne devrait pas appliquer à lui seul un critère rigide comme « le loyer doit être inférieur à 30 % du revenu ».
- Le locateur doit répondre aux besoins d’un locataire handicapé, sauf contrainte excessive, par exemple en acceptant un animal d’assistance ou en adaptant l’accès.

## Obtenir de l’aide
La personne qui s’estime victime de discrimination peut s’adresser au **Tribunal des droits de la personne de l’Ontario**, en général dans un délai d’un an. Le Centre d’assistance juridique en matière de droits de la personne offre une aide gratuite. Le Code ne s’applique pas quand le locataire partagerait une cuisine ou une salle de bains avec le propriétaire ou sa famille.`,
    },
  ],
};
