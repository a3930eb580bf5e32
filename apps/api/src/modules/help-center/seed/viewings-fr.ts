import type { SeedHelpCollectionText } from './seed-entry';

/** Les visites, en français : réserver, modifier et demander à l’équipe d’organiser des visites. */
export const VIEWINGS_FR: SeedHelpCollectionText = {
  locale: 'fr',
  title: 'Visites',
  description:
    'Réservez une visite, modifiez-la ou annulez-la, ou laissez notre équipe organiser vos visites.',
  articles: [
    {
      title: 'Réserver une visite',
      description: 'Choisissez une plage libre sur la page de l’annonce et réservez-la en quelques étapes.',
      helpKey: 'viewings',
      markdown: `Bien des annonces permettent de réserver une visite en ligne. Les heures sont affichées dans le fuseau horaire de l’annonce.

## Réserver une plage
1. Ouvrez l’annonce. L’encadré **Réserver une visite** présente les prochaines plages libres, jour par jour.
2. Appuyez sur l’heure qui vous convient, ou sur **Voir toutes les plages** pour voir tous les jours. Si vous n’êtes pas connecté, vous vous connectez ou vous inscrivez d’abord, puis vous revenez à l’heure choisie.
3. Dans le formulaire de réservation, vérifiez l’heure sous **Votre choix** et lisez **Comment se déroule la visite** : en personne au logement, ou par appel vidéo.
4. Ajoutez un **Message** pour le propriétaire si vous le souhaitez : il est publié dans votre conversation avec lui.
5. Appuyez sur **Réserver cette visite**.

La page affiche **Votre visite est réservée**. Appuyez sur **Ajouter au calendrier** pour l’inscrire à votre agenda, ou sur **Voir mes visites** pour la retrouver avec vos autres visites.

## Quand le propriétaire confirme lui-même
Certains propriétaires confirment chaque visite. L’encadré indique alors que le propriétaire confirme l’heure : choisissez jusqu’à trois plages, puis appuyez sur le bouton de demande (**Demander cette plage** pour une seule plage). Le propriétaire confirme l’une d’elles ou en propose une autre, et sa réponse apparaît dans votre conversation et dans **Mes visites**.

## Aucune plage en ligne ?
Si l’encadré indique qu’aucune plage n’est offerte en ligne, appuyez sur **Écrire au propriétaire** pour convenir d’une visite dans la conversation.

Vous pouvez avoir au plus deux visites à venir pour une même annonce.`,
    },
    {
      title: 'Modifier ou annuler une visite',
      description:
        'Retrouvez vos visites, acceptez un nouvel horaire, proposez-en un autre ou annulez en donnant la raison.',
      markdown: `Vos visites se trouvent sous **Mes visites**, dans le menu latéral de votre compte, en deux onglets : **À venir** et **Passées**. Chaque visite indique son heure, son statut et un lien vers la **Conversation** avec le propriétaire.

## Changer l’heure
- Appuyez sur **Proposer un autre horaire** et choisissez une nouvelle heure. L’heure actuelle reste réservée tant que l’autre partie n’a pas accepté la nouvelle.
- Quand le propriétaire propose un autre horaire, appuyez sur **Accepter le nouvel horaire** pour le retenir.

## Annuler
Appuyez sur **Annuler la visite**, donnez la raison et confirmez. Le propriétaire est prévenu tout de suite, avec votre raison. Annulez le plus tôt possible : quelqu’un d’autre voudra peut-être cette plage.

Avant une visite confirmée, nous vous envoyons un rappel par courriel la veille, puis peu avant l’heure. Une fois la visite marquée comme effectuée par le propriétaire, sa fiche propose **Postuler pour ce logement** pour commencer votre demande.`,
    },
    {
      title: 'Demander à notre équipe de trouver des logements et d’organiser les visites',
      description:
        'Dites-nous où et quand vous cherchez : l’équipe vous propose des logements et organise les visites.',
      markdown: `Vous n’avez pas encore trouvé la bonne annonce ? Notre équipe peut chercher pour vous.

1. Ouvrez **Demander une visite** dans le menu latéral de votre compte.
2. Sous **Où et quoi**, indiquez la ville, votre budget et les tailles de logement qui vous conviendraient.
3. Sous **Quand vous êtes disponible**, choisissez au moins un jour, et les heures qui vous conviennent si vous avez une préférence.
4. Ajoutez tout ce qui peut aider (animaux, stationnement, accessibilité, quartier préféré) et appuyez sur **Envoyer ma demande**.

Un membre de l’équipe lit chaque demande en un jour ouvrable, puis vous joint par courriel ou par téléphone avec des logements qui vous conviennent et des heures pour les visiter. Vos demandes et leur suivi sont présentés sous **Mes demandes de visite**, sur la même page.`,
    },
  ],
};
