import type { SeedHelpCollectionText } from './seed-entry';

/** Confiance et vie privée, en français : ce qui est vérifié aujourd’hui, et vos données. */
export const TRUST_PRIVACY_FR: SeedHelpCollectionText = {
  locale: 'fr',
  title: 'Confiance, vie privée et compte',
  description:
    'Ce que Rentals vérifie, qui voit vos renseignements, et comment obtenir ou supprimer vos données.',
  articles: [
    {
      title: 'Ce que Rentals vérifie, et ce qu’il ne vérifie pas encore',
      description:
        'Les annonceurs vérifiés, l’examen des annonces, les avertissements dans les messages et les baux scellés ; et les vérifications qui vous reviennent.',
      helpKey: 'verification',
      markdown: `## Ce que nous vérifions aujourd’hui
- Les annonceurs sont vérifiés. Toute personne qui publie une annonce transmet à notre équipe une pièce d’identité avec photo délivrée par le gouvernement et une preuve liée au rôle sous lequel elle publie : un propriétaire, un compte de taxes foncières ou le titre de propriété ; un gestionnaire immobilier, le contrat de gestion ou l’immatriculation de l’entreprise ; un agent, le permis de son agence et son numéro d’inscription ; un sous-locateur ou un cédant de bail, son bail et le consentement écrit du propriétaire. Notre équipe les examine à la main ; les annonces et le profil d’un annonceur vérifié affichent le badge **Vérifié**, avec une ligne qui dit ce qui a été vérifié et quand. Les annonces d’un annonceur qui n’est pas vérifié dans la semaine suivant sa première annonce sont masquées des recherches jusqu’à sa vérification.
- Les annonces sont examinées. Notre équipe examine chaque nouvelle annonce avant que les locataires puissent la trouver, et examine de nouveau une annonce approuvée dont le titre, la description, les photos, l’adresse ou le loyer change.
- Les messages sont surveillés. Un message qui demande de l’argent avant une visite, un dépôt pour réserver un logement ou un contact hors de Rentals affiche un avertissement dans la conversation, et vous pouvez signaler la conversation à notre équipe.
- Les baux signés sont scellés. Un bail signé sur Rentals est scellé avec sa piste de vérification. Pour vérifier qu’un PDF est bien un bail scellé par Rentals, exactement tel qu’il a été signé, ouvrez la page **Vérifier un bail signé** (à l’adresse /leases/verify) et appuyez sur **Choisir un PDF**. Seule l’empreinte du fichier est envoyée : le fichier ne quitte jamais votre appareil.

## Ce que nous ne vérifions pas encore
Rentals ne vérifie pas encore l’identité des locataires, et le badge **Vérifié** indique que les documents d’un annonceur ont été examinés ce jour-là, non que chaque détail d’une annonce est exact. Avant de payer quoi que ce soit :
- visitez le logement, en personne ou avec une personne de confiance ;
- assurez-vous que la personne que vous rencontrez est bien l’annonceur vérifié ;
- signez un bail avant de verser un dépôt ou le premier loyer.

Les annonceurs transmettent leurs documents à partir de **Faites-vous vérifier** dans leur compte. Seuls les membres du personnel qui examinent les comptes les voient, chaque consultation d’un document par l’un d’eux est consignée et montrée à l’annonceur, et les documents sont supprimés 30 jours après notre décision ; nous ne gardons que la décision, qui l’a prise et pourquoi.`,
    },
    {
      title: 'Votre vie privée et la suppression de vos données',
      description:
        'Qui voit ce que vous communiquez, comment le télécharger, et comment faire supprimer vos données.',
      helpKey: 'privacy',
      markdown: `## Qui voit quoi
- Votre profil : les propriétaires et les locataires voient les renseignements de votre **Profil** quand vous leur écrivez.
- Vos demandes : seulement le propriétaire de l’annonce pour laquelle vous postulez et le personnel qui examine les demandes. Un partage prend fin après 60 jours, et vous pouvez **Révoquer l'accès** en tout temps depuis **Mes demandes**. Votre numéro d’assurance sociale reste caché à moins que vous consentiez à une vérification de crédit, et même alors, le propriétaire ne peut le voir qu’une seule fois.
- Vos conversations : l’autre personne, et notre équipe quand elle vous aide ou lit un signalement ; chaque ouverture d’une conversation par un membre du personnel est consignée.
- Vos logements sauvegardés : les propriétaires voient seulement combien de locataires ont sauvegardé leur annonce, jamais qui.

La **Politique de confidentialité**, au bas de chaque page, explique ce que nous recueillons et pourquoi.

## Les courriels
Dans votre **Profil**, décochez **M’envoyer des courriels au sujet de mes messages et de mes annonces** et appuyez sur **Enregistrer les modifications** pour ne plus recevoir de courriels sur les nouveaux messages. Les alertes de chaque recherche sauvegardée peuvent être suspendues depuis la page **Recherches sauvegardées**.

## Obtenir ou supprimer vos données
- **Télécharger mes données**, dans **Mes demandes**, vous donne les réponses et les documents de vos demandes dans un fichier zip.
- **Supprimer mon passeport**, sur la même page, efface les réponses, le numéro d’assurance sociale et les documents de toutes vos demandes.
- **Vos données**, sur votre **Profil**, rassemble tout le reste :
  - **Demander une copie** prépare une archive zip de tout ce que nous conservons à votre sujet (profil, annonces, messages, visites, demandes, paiements et fichiers). Nous vous écrivons quand elle est prête; elle se télécharge pendant 7 jours.
  - **Consentements** énumère ce que vous avez accepté (l’infolettre, les vérifications de crédit, le partage d’une demande avec un propriétaire), avec un bouton pour retirer chacun.
  - **Qui parmi le personnel a consulté vos données** montre chaque fois qu’un membre du personnel a ouvert l’une de vos demandes ou vos documents de vérification, ou téléchargé l’un de vos fichiers.
  - **Supprimer votre compte** : entrez votre mot de passe; votre compte est supprimé 14 jours plus tard, et d’ici là un lien dans notre courriel, ou le bandeau affiché quand vous vous connectez, le garde.
- **Combien de temps nous gardons vos données** figure sur la page de la **Politique de confidentialité**.`,
    },
  ],
};
