import type { SeedHelpCollectionText } from './seed-entry';

/** Forfaits, paiements et mises en avant, en français. */
export const PLANS_PAYMENTS_FR: SeedHelpCollectionText = {
  locale: 'fr',
  title: 'Forfaits, paiements et mises en avant',
  description:
    'Choisissez comment afficher, payez un dépôt ou une mise en avant par carte, et retrouvez vos reçus.',
  articles: [
    {
      title: 'Choisir un forfait',
      description:
        'Le forfait de base est gratuit ; les forfaits gérés confient à notre équipe la recherche de locataires, les visites ou plus.',
      helpKey: 'plan-choice',
      markdown: `Chaque annonce a un forfait. La dernière étape d’**Ajouter une propriété** propose les forfaits offerts là où se trouve votre propriété ; **Services**, dans l’en-tête, décrit chaque forfait et son prix.

## Le forfait de base
Appuyez sur **Choisir le forfait de base** pour afficher votre propriété gratuitement. Notre équipe l’examine avant sa publication.

## Les forfaits gérés
Appuyez sur **Demander à l’équipe** sur un forfait comme l’Aide à la location, la Gestion des visites ou la Conciergerie. Votre annonce est enregistrée, et un membre de l’équipe communique avec vous, habituellement en deux jours ouvrables : gardez à jour le courriel et le numéro de téléphone de votre profil.

Les forfaits offerts dépendent de la province et de la ville : la Gestion des visites n’est offerte que dans la région du Grand Toronto, l’Aide à la location qu’en Ontario, et la Conciergerie partout sauf dans l’Ouest et le Nord du Canada et au Québec.

## Depuis le formulaire d’annonce
Dans notre **Formulaire d’annonce**, vous choisissez vos forfaits à l’étape **Choisir un forfait**. Les forfaits payants demandent un dépôt d’inscription : payez-le tout de suite par carte, ou appuyez sur **Payer plus tard** pour envoyer votre annonce maintenant et payer le dépôt plus tard depuis le formulaire.

Vous voulez que votre annonce soit vue en premier ? La mise en avant est distincte des forfaits : voyez « Mettre une annonce en avant ».`,
    },
    {
      title: 'Dépôts, paiements et reçus',
      description: 'Ce que vous payez sur Rentals, comment, et où trouver vos reçus.',
      helpKey: 'payments-receipts',
      userType: 'EVERYONE',
      markdown: `## Ce que les propriétaires paient sur Rentals
Rentals reçoit deux sortes de paiements, toujours par carte dans une page de paiement sécurisée : le dépôt d’inscription d’un forfait payant, et les mises en avant. Le total indique la TPS ou la TVH de votre province avant que vous payiez.

Après le paiement, la page confirme **Paiement reçu** ; si vous avez annulé, rien n’a été débité et vous pourrez payer quand vous serez prêt. Si votre banque confirme encore le paiement, appuyez sur **Actualiser** : vous ne serez jamais débité deux fois.

## Vos reçus
Dans **Mes propriétés**, ouvrez l’onglet **Facturation**. Il présente vos dépôts et vos mises en avant avec leur date, leur annonce, leur total et leur statut. Appuyez sur **Voir** pour ouvrir un reçu, puis sur **Imprimer** ou **Télécharger le PDF**, en français ou en anglais. Un paiement remboursé est indiqué comme tel, et son reçu aussi.

## Locataires : loyer et dépôts
Rentals ne perçoit ni loyer ni dépôt pour les propriétaires. Payez-les à votre propriétaire seulement après avoir visité le logement et signé le bail, de la façon prévue au bail, et demandez un reçu. Ne payez jamais pour réserver un logement avant cela, quelle que soit la raison invoquée.

Une question sur un paiement ? Écrivez-nous depuis **Nous joindre** et choisissez le sujet **Paiements et forfaits**.`,
    },
    {
      title: 'Mettre une annonce en avant',
      description:
        'Faites passer votre annonce en tête des résultats, avec la mention Premium, pendant quelques jours.',
      helpKey: 'boost',
      markdown: `Une mise en avant place votre annonce en tête des résultats de recherche, avec la mention **Premium**, pendant un nombre de jours donné.

## Mettre une annonce en avant
1. Dans **Mes propriétés**, trouvez l’annonce et appuyez sur **Mettre en avant**. Seule une annonce active et visible peut être mise en avant.
2. Lisez **Voulez-vous mettre cette annonce en avant ?** : la fenêtre indique pendant combien de jours, le prix, la taxe et le total.
3. Appuyez sur **Confirmer**, puis payez par carte dans la page de paiement sécurisée. Quand la mise en avant est gratuite, elle commence tout de suite.

L’annonce affiche alors **Premium** et le nombre de jours restants. **Prolonger la mise en avant** ajoute des jours à une mise en avant en cours.

## Ce qu’elle donne
Les chiffres de votre annonce comparent les vues pendant la mise en avant à celles des jours précédents : vous voyez ce qu’elle a apporté. Une mise en avant prend fin à la fin de ses jours, ou le jour où vous marquez la propriété comme louée. Vous pouvez aussi mettre une annonce en avant à l’étape **Forfait** d’**Ajouter une propriété**.

Votre reçu se trouve dans l’onglet **Facturation** : voyez « Dépôts, paiements et reçus ».`,
    },
  ],
};
