import type { SeedHelpCollectionText } from './seed-entry';

/** Afficher sa propriété, en français : la fenêtre Ajouter une propriété, l’approbation, les visites, la location. */
export const LISTING_PROPERTY_FR: SeedHelpCollectionText = {
  locale: 'fr',
  title: 'Afficher votre propriété',
  description:
    'Ajoutez votre immeuble et vos logements, faites-les approuver, offrez des visites et gardez vos annonces à jour.',
  articles: [
    {
      title: 'Afficher une propriété et la faire approuver',
      description:
        'Les six étapes d’Ajouter une propriété, et ce qui se passe pendant l’examen de l’annonce.',
      helpKey: 'listing-wizard',
      markdown: `Comme propriétaire, choisissez **Afficher votre propriété** dans l’en-tête : vous arrivez dans **Mes propriétés**, votre tableau de bord. Appuyez sur **Ajouter une propriété**.

## Les six étapes
1. **Propriété** : le **Type d'annonceur**, le **Type de propriété** et l’**Adresse**, puis le titre de l’immeuble, son nombre de logements et d’étages et son année de construction. Tapez une adresse canadienne et choisissez-la dans la liste, ou **Placer l'épingle sur la carte** si elle est introuvable.
2. **Caractéristiques de l'immeuble** : les services inclus, les commodités, les animaux acceptés, les étiquettes, les exigences envers les locataires et le sous-sol, ainsi que les photos de l’immeuble (au moins une ; la première sert de photo principale).
3. **Logement** : le titre du logement, sa date de disponibilité, ses chambres, ses salles de bain et sa superficie, le loyer mensuel (ou **Contactez-nous pour le prix !**) et le dépôt.
4. **Détails du logement** : le numéro du logement, le stationnement, le rangement, la durée du bail, l’entretien et le détecteur de fumée.
5. **Équipements et description** : les commodités, les électroménagers et les photos du logement, et la **Description**. Rédigez-la vous-même, ou appuyez sur **Générer** pour en obtenir un premier jet tiré des étapes précédentes, puis retouchez-la.
6. **Forfait** : **Choisir le forfait de base** pour afficher gratuitement, ou un autre forfait (voyez « Choisir un forfait »).

Passez d’une étape à l’autre avec **Suivant** et **Précédent**. Un locataire ne peut afficher qu’un bail qu’il cède ou sous-loue, avec le type d’annonceur Cédant de bail ou Sous-locateur.

## L’approbation
Votre propriété est **En attente d'approbation** jusqu’à ce que notre équipe l’ait examinée ; les locataires ne peuvent pas la trouver avant. Si l’équipe la refuse, la raison vous est envoyée par courriel, et votre prochaine modification la soumet de nouveau à l’examen. Par la suite, toute modification du titre, de la description, des photos, de l’adresse ou du loyer d’une annonce approuvée repasse aussi à l’examen, et l’annonce est cachée aux locataires jusqu’à sa nouvelle approbation.

Vous n’êtes pas encore propriétaire sur Rentals ? **Afficher votre propriété** ouvre plutôt notre **Formulaire d’annonce** : remplissez-le, puis connectez-vous ou inscrivez-vous à la fin pour l’envoyer.`,
    },
    {
      title: 'Offrir des visites : heures et visites libres',
      description:
        'Laissez les locataires réserver des visites aux heures que vous choisissez, et ajoutez des visites libres.',
      markdown: `Les locataires réservent leurs visites aux heures que vous offrez. Tant que vous ne les avez pas indiquées, une annonce ne reçoit de visites que par ses messages et ses visites libres.

## Indiquer vos heures de visite
1. Dans **Mes propriétés**, ouvrez l’onglet **Visites**.
2. Sous **Heures de visite de vos annonces**, appuyez sur **Indiquer les heures de visite** pour l’annonce.
3. Dans **Heures de visite de la semaine**, appuyez sur **Ajouter des heures** pour chaque jour où vous pouvez faire visiter ; laissez vide un jour où vous ne le pouvez pas.
4. Choisissez la durée d’une visite, la pause entre deux visites, jusqu’à quand les locataires peuvent réserver et le préavis minimal (24 heures par défaut).
5. Choisissez si une réservation est confirmée tout de suite ou attend votre confirmation, et si les visites se font en personne ou par appel vidéo (avec votre lien de réunion).
6. Appuyez sur **Enregistrer les disponibilités**.

Les heures sont dans le fuseau horaire de l’annonce.

## Les visites libres
Sous **Visites libres**, ajoutez une plage où plusieurs locataires peuvent venir en même temps, jusqu’au nombre de places offertes, puis appuyez sur **Ajouter la visite libre**.

## Répondre aux demandes
L’onglet **Visites** présente vos visites jour par jour. **Confirmer** ou **Refuser** une demande, **Proposer un autre horaire** ou **Annuler la visite** en donnant la raison : le locataire est prévenu tout de suite. Après l’heure, choisissez **Marquer comme effectuée**, ou indiquez que **Le locataire n'est pas venu**.`,
    },
    {
      title: 'Marquer une propriété comme louée ou la rendre de nouveau disponible',
      description:
        'Retirez un logement loué de la recherche, ajoutez des logements et remettez une annonce en ligne.',
      markdown: `Chaque propriété de **Mes propriétés** a ses actions : **Modifier**, **Ajouter un logement**, **Marquer comme louée** et **Supprimer**.

## Marquer comme louée
1. Appuyez sur **Marquer comme louée**.
2. Indiquez la **Date de signature du bail** et le **Loyer obtenu (CAD par mois)**, et le nom des locataires si vous le souhaitez.
3. Choisissez de désactiver ou non l’annonce, puis appuyez sur **Enregistrer**.

La propriété est cachée aux locataires, et toute mise en avant prend fin le jour même.

## La rendre de nouveau disponible
Appuyez sur **Rendre de nouveau disponible**. Si l’annonce doit être examinée de nouveau, elle revient une fois approuvée par notre équipe.

## Suivre les résultats d’une annonce
Chaque propriété affiche ses chiffres des 30 derniers jours : vues, apparitions dans les résultats, clics sur Contacter, conversations, visites et demandes, ainsi que le nombre de locataires qui l’ont sauvegardée.

**Supprimer** efface la propriété avec ses logements et ses photos ; c’est irréversible.`,
    },
  ],
};
