import type { SeedHelpCollectionText } from './seed-entry';

/** Trouver un logement, en français : la recherche, les recherches et les logements sauvegardés. */
export const FINDING_A_HOME_FR: SeedHelpCollectionText = {
  locale: 'fr',
  title: 'Trouver un logement',
  description:
    'Cherchez un logement, gardez vos recherches et vos coups de cœur, et soyez averti des nouvelles annonces.',
  articles: [
    {
      title: 'Chercher un logement avec les filtres et la carte',
      description:
        'Affinez les résultats par ville, prix, nombre de chambres et plus, et voyez-les sur une carte.',
      markdown: `Choisissez **Explorer les logements** dans l’en-tête pour ouvrir la page de recherche. Elle présente tous les logements publiés ; les annonces premium apparaissent en tête.

## Affiner les résultats
- Commencez par la **Ville** et, au besoin, le **Quartier**.
- Indiquez un **Prix min.**, un **Prix max.** et le nombre de **Chambres** qu’il vous faut.
- Ouvrez **Plus de filtres** pour les salles de bain, le type de propriété, les animaux, le logement meublé, le stationnement, les services inclus et la date d’emménagement, puis appuyez sur **Voir les résultats**.
- Tapez un **Mot-clé** pour trouver un titre, une adresse ou un mot de la description.
- Changez l’ordre avec **Trier par** : les plus récentes, ou par prix croissant ou décroissant.

Si rien ne correspond, appuyez sur **Réinitialiser les filtres** et essayez une fourchette de prix plus large ou une autre ville.

## Consulter la carte
Passez de **Liste** à **Carte** pour voir les résultats autrement. Sur la carte, cochez **Rechercher quand je déplace la carte** pour ne voir que les logements de la zone affichée.

## Ouvrir une annonce
Une annonce présente ses photos, ses logements, le loyer, le dépôt, la disponibilité, l’immeuble, les services inclus, les animaux acceptés et les exigences du propriétaire envers les locataires. De là, vous pouvez **Contacter** le propriétaire, **Postuler** ou réserver une visite.`,
    },
    {
      title: 'Sauvegarder une recherche et recevoir des alertes',
      description: 'Gardez vos filtres et recevez un courriel quand un nouveau logement y correspond.',
      helpKey: 'saved-searches',
      markdown: `Une recherche sauvegardée garde vos filtres et la zone de la carte, et vous envoie par courriel les nouveaux logements qui y correspondent. Il vous faut un compte : si vous n’êtes pas connecté, on vous demande de vous connecter ou de vous inscrire, puis vous revenez à la même recherche.

## Sauvegarder une recherche
1. Ouvrez **Explorer les logements** et choisissez vos filtres, par exemple une ville et un prix maximum.
2. Appuyez sur **Sauvegarder cette recherche**.
3. Vérifiez le **Nom** : il est tiré de vos filtres, et vous pouvez le changer.
4. Sous **Alertes**, choisissez comment être averti : **Immédiates** (un courriel par nouveau logement), **Quotidiennes** (un courriel à 8 h, heure de Toronto) ou **Aucune** (garder seulement la recherche).
5. Appuyez sur **Sauvegarder la recherche**. La fenêtre confirme que la recherche est sauvegardée.

Vous pouvez garder jusqu’à 20 recherches sauvegardées.

## Gérer vos recherches sauvegardées
Appuyez sur **Voir mes recherches sauvegardées** dans la fenêtre, ou choisissez **Recherches sauvegardées** dans le menu de votre compte. Pour chaque recherche, vous pouvez :
- **Ouvrir la recherche** pour la relancer avec les mêmes filtres ;
- la **Renommer** ;
- modifier ses alertes, ou **Suspendre les alertes** puis **Reprendre les alertes** plus tard ;
- la **Supprimer**, avec ses alertes.

Chaque courriel d’alerte contient aussi un lien qui désactive les alertes de cette recherche.`,
    },
    {
      title: 'Garder les logements qui vous plaisent avec le cœur',
      description: 'Sauvegardez des annonces, ajoutez des notes privées et voyez quand leur prix change.',
      markdown: `Touchez le cœur sur une annonce, dans les résultats ou sur sa page, pour sauvegarder le logement. Choisissez **Logements sauvegardés** dans le menu de votre compte pour les retrouver, les plus récents en premier.

## Ce que montre la page
- Si chaque logement est toujours disponible, loué ou n’est plus disponible.
- Si son prix a baissé ou augmenté depuis que vous l’avez sauvegardé.
- **Votre note** : vous seul la voyez. Notez-y la visite ou une question pour le propriétaire, puis appuyez sur **Enregistrer la note**.

## Retirer un logement
Appuyez sur **Retirer**, puis confirmez : le logement et votre note quittent vos logements sauvegardés. Le propriétaire ne sait jamais qui a sauvegardé son annonce ; il voit seulement combien de locataires l’ont fait.`,
    },
  ],
};
