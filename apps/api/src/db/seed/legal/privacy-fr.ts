/* Version 1 de la Politique de confidentialité, en français (sous-ensemble Markdown de richTextFromMarkdown). */
export const PRIVACY_FR = `
Cette politique explique quels renseignements personnels Rentals.ca recueille, pourquoi, qui peut y accéder, combien de temps nous les conservons et quels sont vos droits. Elle est rédigée pour respecter la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, telle que modifiée par la Loi 25.

## 1. Responsable de la protection des renseignements personnels

La responsable de la protection des renseignements personnels est **Claire Bouchard, responsable de la vie privée**. Vous pouvez la joindre par courriel à [privacy@rentals.example](mailto:privacy@rentals.example) ou par la poste au Bureau de la protection des renseignements personnels de Rentals.ca, 1000, rue De La Gauchetière Ouest, bureau 2400, Montréal (Québec) H3B 4W5, Canada. Elle répond aux demandes d’accès, de rectification, de retrait du consentement et aux plaintes, en français ou en anglais, dans un délai de 30 jours.

## 2. Ce que nous recueillons

### Compte

Nom, adresse courriel, mot de passe (conservé uniquement sous forme de hachage irréversible), numéro de téléphone si vous le donnez, type de compte (locataire ou propriétaire), langue préférée et les détails de profil que vous choisissez d’ajouter (ville, profession, budget, date d’emménagement, ménage et préférences de colocation).

### Annonces

Pour les propriétaires : l’adresse du logement et sa position sur la carte, la description, les photos, le loyer, la disponibilité et le forfait choisi. Une annonce publiée est publique, mais jamais avec votre courriel ou votre téléphone, sauf si vous les y inscrivez.

### Messages et visites

Les messages échangés avec d’autres utilisateurs, les demandes et réservations de visite, les signalements et les blocages. Les brouillons de messages non envoyés restent dans votre propre navigateur.

### Demandes de location

Si vous présentez une demande : pièces d’identité, preuves de revenu et d’emploi, références, membres du ménage, renseignements de crédit que vous fournissez et la signature électronique que vous donnez. Ces fichiers sont chiffrés là où nous les conservons, chaque accès est journalisé et ils ne sont montrés qu’aux propriétaires que vous choisissez et au personnel qui traite les demandes.

### Baux et paiements

Les baux que vous préparez ou signez, avec le nom et la signature des signataires et l’heure de signature; les paiements que vous faites (montant, forfait ou service, statut, reçu). Les données de carte sont saisies chez notre fournisseur de paiement et n’atteignent jamais nos serveurs.

### Renseignements techniques

L’adresse et le navigateur de l’appareil utilisé pour chaque session, les recherches que vous faites (pour vous suggérer des logements et améliorer la recherche), des décomptes anonymes de consultations d’annonces et les journaux de sécurité des tentatives de connexion.

## 3. Pourquoi nous les utilisons

- Pour gérer votre compte et fournir le service demandé : publier des annonces, transmettre des messages, réserver des visites, envoyer des demandes, signer des baux et traiter des paiements.
- Pour assurer la sécurité du service : prévenir la fraude et les abus, limiter les tentatives répétées, modérer les annonces et les conversations.
- Pour envoyer les courriels nécessaires au service (confirmations, reçus, rappels) et, seulement si vous le demandez, des alertes et infolettres que vous pouvez interrompre en tout temps.
- Pour respecter nos obligations légales (comptabilité, fiscalité, demandes d’autorités habilitées par la loi).

Nous ne vendons pas de renseignements personnels et ne les utilisons pas pour du profilage publicitaire.

## 4. Consentement

Nous demandons votre consentement à l’ouverture du compte et chaque fois que nous voulons utiliser un renseignement à une nouvelle fin. Vous pouvez retirer votre consentement en tout temps, sous réserve des restrictions légales ou contractuelles; nous vous indiquerons les conséquences pour le service (par exemple, une demande ne peut être envoyée sans vos documents).

## 5. Qui peut y accéder

- Les autres utilisateurs voient ce que vous choisissez de partager : votre annonce publique, vos messages, la demande que vous leur envoyez.
- Notre personnel voit ce dont il a besoin pour sa tâche, avec des permissions limitées selon le rôle.
- Nos fournisseurs agissent selon nos instructions, en vertu de contrats qui protègent les renseignements : hébergement, envoi de courriels, traitement des paiements et cartes. Certains peuvent conserver des renseignements à l’extérieur du Québec ou du Canada; avant de le faire, nous évaluons la protection qu’ils y recevront, comme l’exige la Loi 25.
- Les autorités, lorsque la loi l’exige.

## 6. Témoins et stockage local

Nous n’utilisons aucun témoin publicitaire ni de traçage intersites. Le site utilise :

- un témoin **locale** qui retient votre langue pendant un an;
- le stockage local de votre navigateur pour votre jeton de session, votre identifiant d’utilisateur, votre langue et les brouillons d’une annonce, d’une demande de location ou d’un message, afin que vous ne les perdiez pas;
- le stockage de session, effacé à la fermeture de l’onglet, pour les formulaires en cours et un identifiant aléatoire anonyme qui sert à compter une seule consultation d’annonce par visite.

Vous pouvez les effacer dans les réglages de votre navigateur; vous serez alors déconnecté et les brouillons seront perdus.

## 7. Durée de conservation

- Renseignements du compte : tant que le compte est ouvert, puis supprimés ou anonymisés dans les 90 jours suivant sa fermeture, sauf ce que la loi nous oblige à garder.
- Demandes de location et leurs documents : supprimés 12 mois après leur dernier envoi ou leur dernière mise à jour, ou plus tôt si vous les supprimez.
- Messages : conservés tant que les deux comptes existent, afin que chaque partie en garde une trace.
- Baux, paiements et reçus : 7 ans, pour nos obligations comptables et fiscales.
- Journaux de sécurité : 12 mois.

## 8. Sécurité

Les mots de passe sont hachés, les pièces d’identité et les champs sensibles sont chiffrés, les connexions utilisent HTTPS et l’accès du personnel est limité et journalisé. Si un incident de confidentialité présente un risque de préjudice sérieux, nous avisons les personnes concernées et la Commission d’accès à l’information du Québec ou le Commissariat à la protection de la vie privée du Canada, et tenons un registre des incidents.

## 9. Vos droits

Vous pouvez demander à accéder aux renseignements personnels que nous détenons sur vous, à les faire rectifier, à les faire supprimer ou désindexer lorsque la loi le permet, à recevoir les renseignements informatisés que vous avez fournis dans un format technologique structuré et couramment utilisé, et à être informé des décisions fondées exclusivement sur un traitement automatisé. Écrivez à la responsable nommée ci-dessus. Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès de la Commission d’accès à l’information du Québec ou du Commissariat à la protection de la vie privée du Canada.

## 10. Mineurs

Le service s’adresse aux adultes. Nous ne recueillons pas sciemment de renseignements sur des personnes de moins de 14 ans sans le consentement du titulaire de l’autorité parentale ou du tuteur.

## 11. Modifications

Chaque nouvelle version de cette politique est publiée sur cette page avec son numéro et sa date d’entrée en vigueur; les versions antérieures restent consultables.
`;
