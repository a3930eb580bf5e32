import type { SeedHelpCollectionText } from './seed-entry';

/** Les baux, en français : signer comme locataire et en préparer un comme propriétaire. */
export const LEASES_FR: SeedHelpCollectionText = {
  locale: 'fr',
  title: 'Baux',
  description:
    'Signez votre bail en ligne, ou préparez-en un à partir d’une demande approuvée et envoyez-le pour signature.',
  articles: [
    {
      title: 'Signer votre bail en ligne',
      description:
        'Relisez le bail, adoptez votre signature, signez à chaque endroit et obtenez la copie signée.',
      helpKey: 'lease-signing',
      userType: 'RENTER',
      markdown: `Quand un propriétaire vous envoie un bail, vous recevez un courriel, et le bail apparaît sous **Baux** dans le menu latéral de votre compte. Signez-le avant la date indiquée : un bail qui n’est pas signé par tous dans les 14 jours expire.

## Le signer
1. Ouvrez **Baux** et appuyez sur **Relire et signer**.
2. Lisez **Relisez le bail**. Le PDF est le document que vous signez : ouvrez-le avec **Lire le bail complet (PDF)**.
3. Cochez la case pour accepter de signer électroniquement, puis appuyez sur **Continuer**.
4. Appuyez sur **Adopter ma signature** : **Dessiner** votre signature, ou **Taper** votre nom complet, ajoutez vos initiales, puis appuyez sur **Adopter et continuer**.
5. Touchez chaque endroit à tour de rôle : **Parapher chaque page**, **Parapher les conditions supplémentaires** s’il y en a, et **Signer ici**.
6. Appuyez sur **Terminer et signer**.

Si un autre signataire signe avant vous, nous vous écrivons quand c’est votre tour. Quand tout le monde a signé, nous vous envoyons le bail signé par courriel, et **Télécharger le bail signé** vous donne votre copie.

## Une erreur dans le bail ?
Ne le signez pas. Demandez au propriétaire de le corriger dans votre conversation, ou appuyez sur **Refuser de signer** et donnez la raison : le bail prend fin pour tous et le propriétaire en connaît la raison.

Ne versez un dépôt ou le premier loyer qu’une fois le bail signé, de la façon prévue au bail, et gardez un reçu.`,
    },
    {
      title: 'Préparer un bail et l’envoyer pour signature',
      description: 'Pour les propriétaires : d’une demande approuvée à un bail signé par tous.',
      userType: 'LANDLORD',
      markdown: `Un bail se prépare à partir d’une demande de location approuvée.

## Le préparer
1. Dans votre tableau de bord, ouvrez l’onglet **Demandes**, ouvrez la demande et appuyez sur **Approuver**.
2. Appuyez sur **Préparer le bail**. Le formulaire suit le bail type : parties, logement, durée, loyer, services, dépôts, usage du tabac, assurance et conditions supplémentaires.
3. Choisissez la province : le formulaire affiche la limite de dépôt et les dépôts qui y sont interdits. Chaque condition supplémentaire est vérifiée selon la loi de la province pendant que vous tapez, et une clause qui ne lie pas le locataire est signalée.
4. Choisissez l’**Ordre de signature** et la langue, puis ouvrez **Afficher l’aperçu** pour lire le bail comme les signataires le liront.
5. Appuyez sur **Envoyer pour signature**, ou sur **Enregistrer le brouillon** pour le terminer plus tard.

## Suivre les signatures
**Baux**, dans votre menu latéral, montre qui a signé et qui signe ensuite. **Relancer** envoie un rappel par courriel aux signataires ; **Annuler** met fin, avec une raison, à un bail que personne ne pourra plus signer. Quand tous ont signé, le bail est scellé et **Télécharger le bail signé** vous donne la copie signée.

Certaines provinces exigent leur propre formulaire de bail officiel : le formulaire vous l’indique, et ce formulaire doit aussi être remis au locataire.`,
    },
  ],
};
