import type { SeedRentalLawFile } from './seed-entry';

const TAL = 'https://www.tal.gouv.qc.ca/fr';
const CCQ = 'https://www.legisquebec.gouv.qc.ca/fr/document/lc/CCQ-1991';
const CDPDJ = 'https://www.cdpdj.qc.ca/fr';

/** Le Québec, en français : le Code civil du Québec (bail de logement) et la Charte des droits et libertés de la personne. */
export const QUEBEC_FR: SeedRentalLawFile = {
  province: 'QC',
  locale: 'fr',
  lastReviewedOn: '2026-11-27',
  entries: [
    {
      topic: 'rent-increase',
      audience: 'RENTER',
      title: 'Vous recevez un avis d’augmentation de loyer',
      description:
        'Vous avez un mois pour accepter, refuser en restant dans le logement ou annoncer votre départ ; sans réponse, la hausse est acceptée.',
      sourceUrl: TAL,
      sourceTitle: 'Tribunal administratif du logement',
      markdown: `Au Québec, il n’y a pas de plafond fixe aux hausses de loyer, mais le locataire peut **refuser** une hausse et **rester dans son logement**. C’est alors le Tribunal administratif du logement (TAL) qui fixe le loyer si le locateur le lui demande.

## Le délai de l’avis
Pour un bail de 12 mois ou plus, le locateur doit vous envoyer un **avis de modification du bail entre 6 et 3 mois avant la fin du bail** (entre 2 mois et 1 mois pour un bail de moins de 12 mois). L’avis indique le nouveau loyer, ou la hausse en dollars ou en pourcentage, la durée du bail renouvelé et le délai pour refuser ; son contenu obligatoire est précisé par règlement depuis décembre 2024.

## Votre réponse, dans le mois suivant la réception
- Vous **acceptez** : le bail est reconduit avec le nouveau loyer.
- Vous **refusez** et restez : le locateur a un mois après votre refus pour demander au TAL de fixer le loyer ; sinon, le bail est reconduit au même loyer.
- Vous **quittez** à la fin du bail : dites-le dans la même réponse.

**Sans réponse dans le mois, vous êtes réputé avoir accepté.** Répondez par écrit et gardez une preuve d’envoi.

## Nouveau locataire
Le bail doit indiquer le loyer le plus bas payé dans les 12 mois précédents (section G). Si vous payez davantage, vous pouvez demander au TAL de fixer le loyer dans les 10 jours de la signature du bail (ou dans les 2 mois du début du bail si cette information manquait ou était fausse).`,
    },
    {
      topic: 'rent-increase',
      audience: 'LANDLORD',
      title: 'Augmenter le loyer au renouvellement du bail',
      description:
        'L’avis de modification dans les délais, son contenu obligatoire, et la demande au TAL si le locataire refuse.',
      sourceUrl: TAL,
      sourceTitle: 'Tribunal administratif du logement',
      markdown: `Pour modifier le loyer ou une autre condition du bail au renouvellement, envoyez au locataire un **avis de modification du bail** par écrit :
- bail de 12 mois ou plus : **entre 6 et 3 mois** avant la fin du bail ;
- bail de moins de 12 mois : **entre 2 mois et 1 mois** avant la fin ;
- bail à durée indéterminée : **entre 2 mois et 1 mois** avant la modification proposée.

Depuis le 26 décembre 2024, un règlement fixe le **contenu obligatoire** de l’avis, dont l’information sur les droits du locataire. Le modèle d’avis du TAL le respecte ; un simple texto ne suffit pas.

## Si le locataire refuse
Le locataire a un mois pour répondre. S’il refuse et reste, vous avez **un mois à compter de la réception du refus** pour demander au TAL de fixer le loyer ; passé ce délai, le bail est reconduit aux mêmes conditions. Le TAL fixe le loyer selon la méthode prévue par règlement, en tenant compte notamment des taxes, des assurances, de l’énergie et des travaux majeurs.

## Immeubles neufs (section F)
Pour un logement situé dans un immeuble prêt pour l’habitation depuis cinq ans ou moins, le locataire ne peut pas faire fixer le loyer si la section F du bail est remplie correctement ; elle doit indiquer le loyer maximal que vous pourrez exiger pendant ces cinq ans.

Conservez la preuve de réception de chaque avis : le TAL la demandera.`,
    },
    {
      topic: 'deposits',
      audience: 'BOTH',
      title: 'Aucun dépôt : seulement le premier mois de loyer',
      description:
        'Le locateur ne peut exiger que le loyer de la première période, ni dépôt de garantie, ni chèques postdatés.',
      sourceUrl: CCQ,
      sourceTitle: 'Code civil du Québec, articles 1903 à 1904 (LégisQuébec)',
      markdown: `Au Québec, le locateur **ne peut exiger aucun dépôt** : ni dépôt de garantie ou pour dommages, ni dépôt pour les clés, ni dépôt pour un animal, ni « dernier mois » payé d’avance.

## Ce que le locateur peut exiger
- Le paiement à l’avance du loyer de la **première période** seulement, et jamais plus d’un mois de loyer.
- Le loyer payable en versements égaux, au plus tard le premier jour de chaque période (le premier du mois pour un bail au mois).

## Ce qu’il ne peut pas exiger
- Des **chèques postdatés** ou tout autre effet de paiement remis d’avance.
- Le numéro d’assurance sociale comme condition de location.

Un locataire qui a versé un dépôt peut en demander le remboursement et, au besoin, s’adresser au Tribunal administratif du logement.

## Les dommages
Si le locataire cause des dommages, le locateur peut réclamer la réparation du préjudice au Tribunal administratif du logement ; il ne peut pas se payer d’avance au moyen d’un dépôt.`,
    },
    {
      topic: 'notice',
      audience: 'BOTH',
      title: 'Les délais d’avis en un coup d’œil',
      description:
        'Renouvellement, non-reconduction, visites et travaux : les délais du Code civil du Québec.',
      sourceUrl: CCQ,
      sourceTitle: 'Code civil du Québec, articles 1930 à 1946 (LégisQuébec)',
      markdown: `Au Québec, le bail se **reconduit de plein droit** à son terme. La plupart des avis se donnent **par écrit**, dans des délais qui dépendent de la durée du bail.

## Modifier le bail ou ne pas le reconduire
Ces délais valent pour l’avis de modification du locateur comme pour l’avis de non-reconduction du locataire :
- bail de 12 mois ou plus : **entre 6 et 3 mois** avant la fin ;
- bail de moins de 12 mois : **entre 2 mois et 1 mois** avant la fin ;
- bail à durée indéterminée : **entre 2 mois et 1 mois** avant la date prévue ;
- chambre : **entre 20 et 10 jours**.

## Visites et travaux
- Pour vérifier l’état du logement, faire des travaux ou le faire visiter à un acheteur : **24 heures d’avis**, sauf urgence.
- Le locataire peut refuser une visite **avant 9 h ou après 21 h**.
- Après un avis de non-reconduction ou de départ, le logement peut être montré à un futur locataire sans avis de 24 heures, entre 9 h et 21 h.

## Reprise du logement
L’avis de reprise se donne **au moins 6 mois avant la fin du bail** (1 mois pour un bail de 6 mois ou moins).`,
    },
    {
      topic: 'ending',
      audience: 'RENTER',
      title: 'Quitter votre logement ou recevoir un avis de reprise',
      description:
        'Le bail se reconduit de lui-même ; vous partez en donnant un avis de non-reconduction, et un avis de reprise peut être refusé.',
      sourceUrl: TAL,
      sourceTitle: 'Tribunal administratif du logement',
      markdown: `Vous avez le **droit au maintien dans les lieux** : à la fin du bail, il se reconduit automatiquement, et le locateur ne peut pas vous faire partir simplement parce que le bail se termine.

## Si vous voulez partir
- À la fin du bail : envoyez un **avis de non-reconduction** dans les délais (entre 6 et 3 mois avant la fin d’un bail de 12 mois ou plus).
- Avant la fin : vous pouvez **céder le bail** ou **sous-louer** en avisant le locateur. Le locateur peut refuser une cession pour un motif sérieux ; un refus pour un autre motif résilie le bail.
- Certains motifs permettent de **résilier** le bail avant terme avec un avis de 2 mois (1 mois pour un bail de moins de 12 mois ou à durée indéterminée) : l’attribution d’un logement à loyer modique, un handicap qui empêche d’y vivre, l’admission d’une personne aînée en résidence ou en CHSLD, ou la violence conjugale ou sexuelle.

## Si vous recevez un avis de reprise ou d’éviction
Vous avez **un mois** pour répondre. Si vous ne répondez pas à un avis de reprise, vous êtes réputé le **refuser** : le locateur doit alors demander l’autorisation du TAL, qui vérifie sa bonne foi et peut fixer une indemnité et des frais de déménagement. Les évictions pour agrandir, subdiviser ou changer l’affectation du logement donnent droit à une indemnité prévue par la loi et sont suspendues par un moratoire jusqu’en juin 2027.

Seul un jugement du TAL peut vous obliger à partir.`,
    },
    {
      topic: 'ending',
      audience: 'LANDLORD',
      title: 'Reprendre un logement ou mettre fin à un bail',
      description:
        'Le droit au maintien dans les lieux, la reprise pour vous ou un proche, et la résiliation pour loyer impayé.',
      sourceUrl: TAL,
      sourceTitle: 'Tribunal administratif du logement',
      markdown: `Le bail d’un logement **se reconduit de plein droit** : vous ne pouvez pas refuser de le renouveler sauf dans les cas prévus par la loi.

## La reprise du logement
Vous pouvez reprendre le logement pour y habiter vous-même, ou y loger vos ascendants ou descendants au premier degré, ou un autre parent ou allié dont vous êtes le principal soutien. Envoyez l’avis **au moins 6 mois avant la fin du bail** (1 mois pour un bail de 6 mois ou moins). Le locataire a un mois pour répondre ; **son silence vaut refus**, et vous devez alors demander l’autorisation du TAL dans le mois suivant. Vous devrez démontrer votre bonne foi, et le TAL peut vous imposer une indemnité et des frais de déménagement.

Certains locataires âgés à faible revenu qui habitent le logement depuis longtemps sont protégés contre la reprise. Les évictions pour agrandir, subdiviser ou changer l’affectation du logement sont suspendues par un moratoire jusqu’en juin 2027.

## La résiliation
Le TAL peut résilier le bail notamment si le loyer est en retard de **plus de trois semaines**, en cas de retards fréquents qui vous causent un préjudice sérieux, ou de dommages ou troubles graves.

Changer les serrures ou couper les services pour faire partir un locataire est interdit.`,
    },
    {
      topic: 'repairs',
      audience: 'BOTH',
      title: 'Réparations, entretien et logement impropre à l’habitation',
      description:
        'Le locateur entretient le logement en bon état d’habitabilité ; le locataire signale les défauts et fait les menues réparations.',
      sourceUrl: CCQ,
      sourceTitle: 'Code civil du Québec, articles 1854 à 1869 et 1910 à 1918 (LégisQuébec)',
      markdown: `## Les obligations du locateur
Le locateur doit livrer le logement **en bon état de réparation et d’habitabilité**, propre, et conforme aux normes de salubrité et de sécurité, puis l’**entretenir** et faire toutes les réparations nécessaires pendant le bail. Il doit assurer au locataire la jouissance paisible des lieux.

## Les obligations du locataire
Le locataire garde le logement propre, fait les **menues réparations d’entretien** (sauf celles dues à l’usure ou à un cas de force majeure) et **avise le locateur** dans un délai raisonnable de toute défectuosité ou détérioration importante.

## Réparations urgentes
Si une réparation est urgente et nécessaire pour conserver le logement ou en jouir, et que le locateur, avisé, n’agit pas à temps, le locataire peut la faire faire et se faire **rembourser les dépenses raisonnables** sur présentation des pièces justificatives.

## Recours
Le locataire peut demander au TAL d’ordonner les travaux, de réduire le loyer, d’accorder des dommages-intérêts ou de l’**autoriser à déposer son loyer au greffe** du Tribunal. Il ne doit pas retenir le loyer de lui-même. Si le logement devient **impropre à l’habitation**, il peut le quitter en avisant le locateur avant de partir ou dans les 10 jours qui suivent.`,
    },
    {
      topic: 'discrimination',
      audience: 'BOTH',
      title: 'La discrimination en matière de logement',
      description:
        'La Charte des droits et libertés de la personne interdit de refuser un locataire pour un motif protégé, y compris la présence d’enfants.',
      sourceUrl: CDPDJ,
      sourceTitle: 'Commission des droits de la personne et des droits de la jeunesse',
      markdown: `La **Charte des droits et libertés de la personne** interdit à un locateur de refuser de louer, d’imposer des conditions différentes ou de harceler un locataire en raison de **la race, la couleur, le sexe, l’identité ou l’expression de genre, la grossesse, l’orientation sexuelle, l’état civil, l’âge** sauf dans la mesure prévue par la loi, **la religion, les convictions politiques, la langue, l’origine ethnique ou nationale, la condition sociale, un handicap** ou l’utilisation d’un moyen pour pallier ce handicap.

## En pratique
- Le Code civil interdit de refuser de louer à une personne, ou de la maintenir dans le logement, **parce qu’elle est enceinte ou a des enfants**, sauf si le refus est justifié par la taille du logement.
- Refuser une personne parce qu’elle reçoit de l’aide sociale relève de la **condition sociale**.
- Le locateur peut vérifier la capacité de payer et les références, mais ne doit demander que les renseignements nécessaires ; le numéro d’assurance sociale ne peut pas être exigé.

## Obtenir de l’aide
Une personne qui s’estime victime de discrimination peut porter plainte à la **Commission des droits de la personne et des droits de la jeunesse**, sans frais.`,
    },
  ],
};
