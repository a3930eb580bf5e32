import type { SeedHelpCollectionText } from './seed-entry';

/** Postuler pour un logement, en français : la demande, le passeport locataire et ses partages. */
export const APPLYING_FR: SeedHelpCollectionText = {
  locale: 'fr',
  title: 'Postuler pour un logement',
  description:
    'Remplissez une demande de location, réutilisez-la comme passeport locataire et gardez la main sur qui la voit.',
  articles: [
    {
      title: 'Remplir une demande de location',
      description:
        'Ce que demande le formulaire, comment garder un brouillon et ce que reçoit le propriétaire.',
      helpKey: 'application-wizard',
      markdown: `Appuyez sur **Postuler** sur une annonce pour ouvrir la demande de location de ce logement. Comptez environ 15 minutes.

## Avant de commencer
Ayez sous la main le détail de vos revenus, une référence et vos documents : un rapport de cote de crédit, une preuve de revenus et une pièce d’identité gouvernementale. Vous postulez comme futur **Locataire**, ou comme **Garant** qui remplit le formulaire pour le locataire dont il se porte garant.

## Remplir la demande
1. Appuyez sur **Commencer**.
2. Passez d’une page à l’autre avec **Suivant** et **Retour** : **Offre de location**, **Candidat**, **Revenus**, **Obligations financières**, **Véhicules**, **Cooccupants**, **Documents complémentaires** et **Signature**. Un garant saute les véhicules et les cooccupants.
3. Appuyez sur **Enregistrer comme brouillon** quand vous voulez : vos réponses sont gardées sur cet appareil, et dans votre compte si vous êtes connecté. Rien n’est envoyé avant que vous soumettiez la demande.
4. À la dernière page, signez avec la souris, un stylet ou le doigt, ou tapez votre nom complet, puis appuyez sur **Enregistrer la signature**.
5. Cochez la case qui partage votre demande avec le propriétaire de cette annonce. Le consentement à une vérification de crédit est facultatif.
6. Appuyez sur **Soumettre !**. Il faut un compte pour soumettre : vos réponses vous attendent pendant que vous vous connectez ou vous inscrivez.

## Après l’envoi
Votre demande, vos documents et votre numéro d’assurance sociale, si vous l’avez donné, sont communiqués au propriétaire de cette annonce et au personnel qui examine les demandes. Le propriétaire peut présélectionner, approuver ou refuser votre demande ; vous en êtes avisé par message et par courriel. Une demande sans décision après 30 jours expire, et le propriétaire peut consulter vos documents pendant 60 jours au plus.`,
    },
    {
      title: 'Votre passeport locataire : postuler de nouveau en une étape',
      description:
        'Réutilisez votre dernière demande pour un autre logement, ou téléchargez-la ou supprimez-la.',
      markdown: `Votre dernière demande est votre passeport locataire. Quand vous postulez pour un autre logement en étant connecté, la première page de la demande vous le propose.

## Postuler avec votre passeport
1. Appuyez sur **Postuler** sur l’annonce.
2. Dans **Postulez avec votre passeport locataire**, appuyez sur **Vérifier et postuler**.
3. Vérifiez votre offre pour ce logement : tout le reste vient de la demande que vous avez déjà envoyée.
4. Cochez la case de partage, puis appuyez sur **Soumettre !**.

Vous voulez changer quelque chose ? Appuyez sur **Modifier toutes mes réponses** pour ouvrir le formulaire complet avec vos réponses et vos documents, ou sur **Commencer** pour repartir de zéro.

## Télécharger ou supprimer votre passeport
Ouvrez **Mes demandes** dans le menu latéral de votre compte. Dans **Votre passeport locataire** :
- **Télécharger mes données** vous donne vos réponses et vos documents dans un fichier zip.
- **Supprimer mon passeport** efface vos réponses, votre numéro d’assurance sociale, vos documents et votre brouillon de toutes vos demandes. Les demandes encore en attente d’une décision sont retirées ; les propriétaires ne gardent que l’historique des statuts. Confirmez avec **Tout supprimer**. C’est irréversible.`,
    },
    {
      title: 'Suivre, retirer ou cesser de partager une demande',
      description: 'Voyez où en est chaque demande, qui l’a consultée, et reprenez-la.',
      markdown: `**Mes demandes**, dans le menu latéral de votre compte, présente les logements pour lesquels vous avez postulé et où en est chaque demande.

## Pour chaque demande
- **Voir ma demande** montre ce que vous avez envoyé et votre partage avec le propriétaire : jusqu’à quand il dure, et chaque fois que le propriétaire l’a ouverte.
- **Conversation** ouvre votre conversation avec le propriétaire du logement.

## La reprendre
- **Retirer ma demande** prévient le propriétaire, qui ne voit plus vos réponses ni vos documents.
- **Révoquer l'accès** retire immédiatement au propriétaire la demande et ses documents. Si la demande attend encore une décision, elle est aussi retirée.

Les deux sont irréversibles : pour postuler de nouveau, envoyez une nouvelle demande.`,
    },
  ],
};
