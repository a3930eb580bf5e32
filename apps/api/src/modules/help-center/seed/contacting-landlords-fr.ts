import type { SeedHelpCollectionText } from './seed-entry';

/** Communiquer avec les propriétaires, en français : le premier message, les arnaques, signaler et bloquer. */
export const CONTACTING_LANDLORDS_FR: SeedHelpCollectionText = {
  locale: 'fr',
  title: 'Communiquer en toute sécurité',
  description: 'Écrivez à un propriétaire, gardez la conversation sur Rentals et reconnaissez une arnaque.',
  articles: [
    {
      title: 'Écrire à un propriétaire au sujet d’une annonce',
      description: 'Envoyez votre premier message depuis l’annonce et suivez la réponse dans vos messages.',
      markdown: `## Envoyer le premier message
1. Ouvrez l’annonce et appuyez sur **Contacter**. Si vous n’êtes pas connecté, vous vous connectez ou vous inscrivez d’abord, puis vous revenez à votre message.
2. Présentez-vous et posez vos questions : le logement est-il toujours disponible, quand pourriez-vous le visiter ?
3. Sous **Précisions facultatives**, vous pouvez indiquer quand vous aimeriez emménager et combien de personnes habiteraient le logement.
4. Appuyez sur **Envoyer le message**.

Si vous avez déjà écrit au sujet de cette annonce, c’est la même conversation qui s’ouvre.

## Suivre la conversation
Le propriétaire reçoit votre message dans ses messages et par courriel. Sa réponse apparaît sous **Messages**, dans l’en-tête, et nous vous envoyons un courriel quand elle arrive. Dans la conversation, vous pouvez envoyer des photos ou des PDF avec le bouton de pièce jointe (**Joindre une photo ou un PDF**) et ouvrir l’annonce avec **Voir l’annonce**.

Gardez tous vos échanges dans la conversation : c’est la trace de ce qui a été convenu, et notre équipe ne peut vous aider qu’avec ce qu’elle peut y lire.`,
    },
    {
      title: 'Reconnaître et éviter les arnaques',
      description:
        'Les signes d’une fausse annonce ou d’un faux propriétaire, et les règles qui protègent votre argent.',
      helpKey: 'safe-contact',
      markdown: `La plupart des propriétaires sont honnêtes, mais les arnaques à la location sont fréquentes. L’arnaqueur copie de vraies photos, propose un loyer sous le prix du marché et est pressé d’obtenir votre argent.

## Les règles qui vous protègent
- *Ne payez jamais avant d’avoir visité le logement et signé un bail.* Visitez-le en personne, ou envoyez une personne de confiance.
- N’envoyez jamais de virement Interac, de virement bancaire, de cartes-cadeaux ou de cryptomonnaie pour « réserver » un logement. Ces paiements sont irrécupérables.
- Gardez la conversation sur Rentals. Un propriétaire qui insiste pour passer tout de suite au courriel, au texto ou à une autre application, c’est un signal d’alarme.
- Ne versez un dépôt qu’une fois le bail signé, de la façon prévue au bail, et gardez un reçu.
- Ne donnez votre numéro d’assurance sociale que dans une demande de location, et seulement si vous consentez à une vérification de crédit.

## Les signaux d’alarme
- Le propriétaire est à l’étranger et propose de vous poster les clés.
- Le loyer est bien plus bas que celui des logements semblables du quartier.
- On vous presse de décider aujourd’hui, avant toute visite.
- Les photos se retrouvent sur d’autres annonces, à une autre adresse ou sous un autre nom.

## Ce que fait Rentals
Quand un message demande de l’argent avant une visite, un dépôt pour réserver le logement ou un contact hors de Rentals, la conversation affiche **Prudence avec ce message** avec la raison. Si une conversation ressemble à une arnaque, signalez-la : voyez « Signaler ou bloquer une conversation ». Pour nous signaler une annonce douteuse, écrivez-nous depuis **Nous joindre** avec le lien de l’annonce.`,
    },
    {
      title: 'Signaler ou bloquer une conversation',
      description: 'Prévenez notre équipe d’une arnaque ou d’un abus, et empêchez quelqu’un de vous écrire.',
      markdown: `## Signaler une conversation
1. Ouvrez la conversation dans **Messages**.
2. Appuyez sur le bouton à trois points en haut de la conversation (**Options de la conversation**) et choisissez **Signaler la conversation**.
3. Sous **Quel est le problème ?**, choisissez une raison : **Une arnaque ou une demande d’argent**, **Du harcèlement ou des messages injurieux**, **Des pourriels ou de la publicité** ou **Autre chose**.
4. Décrivez ce qui s’est passé si vous le souhaitez, puis appuyez sur **Envoyer le signalement**.

Notre équipe lit chaque signalement et pourrait vous contacter. L’autre personne ne sait pas qui a signalé la conversation.

## Bloquer une conversation
Dans **Options de la conversation**, choisissez **Bloquer** et confirmez. Plus personne ne peut envoyer de messages dans la conversation ; les messages restent lisibles. Vous pouvez la **Débloquer** en tout temps.

Si vous avez payé quelqu’un qui s’est révélé être un fraudeur, communiquez aussi tout de suite avec votre banque et signalez la fraude à votre service de police et au Centre antifraude du Canada.`,
    },
  ],
};
