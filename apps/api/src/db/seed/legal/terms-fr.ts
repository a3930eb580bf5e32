/* Version 1 des Conditions d’utilisation, en français (sous-ensemble Markdown de richTextFromMarkdown). */
export const TERMS_FR = `
Les présentes Conditions d’utilisation encadrent votre utilisation de Rentals.ca, une plateforme canadienne où les locataires trouvent un logement et où les propriétaires publient et louent leurs logements. En créant un compte ou en utilisant le site, vous acceptez ces conditions et notre [Politique de confidentialité](/privacy). Si vous ne les acceptez pas, n’utilisez pas le service.

## 1. Qui nous sommes

Rentals.ca est exploité depuis Montréal (Québec), Canada. Vous pouvez nous joindre au moyen de la [page de contact](/contact-us). Dans ces conditions, « nous » désigne l’exploitant de Rentals.ca et « vous », la personne qui utilise le service.

## 2. Votre compte

- Vous devez avoir au moins 18 ans, ou l’âge de la majorité dans votre province, pour ouvrir un compte.
- Les renseignements que vous nous donnez (nom, courriel, téléphone, type de compte) doivent être exacts et tenus à jour.
- Vous devez garder votre mot de passe secret et vous êtes responsable de ce qui est fait avec votre compte. Avisez-nous sans délai si vous croyez qu’une autre personne l’a utilisé.
- Une personne, un compte. Un compte ne peut être vendu ni cédé.
- Vous pouvez fermer votre compte en tout temps depuis votre profil ou en nous écrivant.

## 3. Annonces

Les propriétaires et gestionnaires qui publient une annonce s’engagent à ce que :

- ils soient propriétaires du logement ou autorisés par son propriétaire à le louer;
- l’adresse, le loyer, la disponibilité, les photos et la description soient exacts et non trompeurs, et soient mis à jour ou retirés une fois le logement loué;
- l’annonce respecte les lois sur les droits de la personne et sur le louage résidentiel de la province où se trouve le logement, y compris l’interdiction de la discrimination;
- les photos et les textes leur appartiennent ou soient utilisés avec permission.

Nous examinons les annonces avant leur parution et pouvons refuser, masquer ou retirer sans préavis une annonce contraire à ces conditions ou à la loi. Nous ne sommes ni propriétaires ni gestionnaires des logements annoncés, nous ne les inspectons pas et nous ne sommes partie à aucun bail, sauf mention écrite contraire.

## 4. Messagerie et visites

Les messages entre locataires et propriétaires passent par notre messagerie afin que chacun en garde une trace. N’envoyez ni pourriel, ni menace, ni harcèlement, ni propos discriminatoire, ni demande de paiement en dehors des moyens offerts par le site. Vous pouvez signaler ou bloquer un autre utilisateur; notre personnel examine les signalements et peut lire la conversation visée pour les traiter. Les demandes et réservations de visite sont des arrangements entre le locataire et le propriétaire; présentez-vous ou annulez à temps.

## 5. Demandes de location et pièces d’identité

Un locataire peut préparer une demande de location comprenant des pièces d’identité, des preuves de revenu, des références et d’autres renseignements, et choisir les propriétaires qui la reçoivent. Ne téléversez que des documents authentiques qui vous appartiennent. Le propriétaire qui reçoit une demande ne peut l’utiliser que pour évaluer cette location; il ne doit ni la copier, ni la conserver plus longtemps que nécessaire, ni la communiquer. Les demandes sont chiffrées là où nous les conservons et chaque accès est journalisé.

## 6. Baux signés en ligne

Le site permet au propriétaire de préparer un bail et aux parties de le signer électroniquement. Chaque signataire confirme son identité et son intention d’être lié par sa signature électronique, comme le permettent les lois provinciales sur le commerce électronique et, au Québec, la Loi concernant le cadre juridique des technologies de l’information. Le bail lie le propriétaire et le locataire; il doit respecter le formulaire et les règles obligatoires de la province (par exemple le bail obligatoire du Québec ou le bail type de l’Ontario), et son effet juridique ne dépend pas de nous.

## 7. Forfaits et paiements

Certains services sont payants : forfaits d’annonce, mises en avant qui placent une annonce plus haut, services premium et dépôts perçus par le site. Les prix sont affichés en dollars canadiens avant le paiement, taxes applicables en sus. Les paiements sont traités par notre fournisseur de paiement; nous ne conservons pas votre numéro de carte complet. Un reçu est envoyé pour chaque paiement. Sauf disposition contraire de la loi ou de la description du forfait, les frais d’un service déjà rendu (par exemple une mise en avant terminée) ne sont pas remboursables; un remboursement accordé est versé au moyen de paiement d’origine.

## 8. Règles de conduite

Vous vous engagez à ne pas :

- publier d’annonces fausses, frauduleuses ou en double, ni demander de l’argent avant une visite pour un logement que vous ne pouvez pas louer;
- refuser une personne ou la traiter différemment pour un motif protégé par les lois sur les droits de la personne (race, religion, sexe, orientation sexuelle, état civil, handicap, condition sociale et les autres motifs prévus par la loi de votre province);
- recueillir les renseignements personnels d’autres utilisateurs, moissonner le site ou y accéder par des moyens automatisés au-delà de ce que permet le fichier robots.txt;
- nuire à la sécurité ou au fonctionnement du service, ni tenter d’accéder à des comptes ou des données qui ne sont pas les vôtres.

## 9. Modération

Notre personnel peut examiner le contenu, suspendre ou fermer un compte, masquer une annonce ou mettre fin à une conversation pour protéger les utilisateurs ou respecter la loi. Lorsque c’est sûr et permis, nous vous en donnons la raison et vous pouvez demander une révision en nous écrivant.

## 10. Contenu que vous fournissez

Vous conservez vos droits sur ce que vous publiez. Vous nous accordez une licence non exclusive et gratuite pour l’héberger, l’afficher, le traduire et l’adapter (par exemple redimensionner des photos ou présenter une annonce en français et en anglais) afin d’exploiter et de promouvoir le service, tant qu’il est sur le site.

## 11. Responsabilité

Le service est fourni tel quel. Nous faisons de notre mieux pour qu’il soit disponible et exact, mais nous ne garantissons pas l’exactitude d’une annonce, la disponibilité ou la qualité d’un logement, ni l’identité d’un utilisateur. Dans la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects ni des pertes découlant d’une transaction entre utilisateurs. Rien dans ces conditions ne limite les droits que vous confère la loi, notamment la Loi sur la protection du consommateur du Québec.

## 12. Modification des conditions

Nous pouvons modifier ces conditions. Toute nouvelle version est publiée sur cette page avec son numéro et sa date d’entrée en vigueur, et les versions antérieures restent consultables. À la publication d’une nouvelle version, il vous sera demandé de l’accepter à votre prochaine connexion; si vous la refusez, vous pouvez fermer votre compte.

## 13. Loi applicable et langue

Ces conditions sont régies par les lois de la province où vous résidez et par les lois fédérales du Canada qui s’y appliquent. Elles sont offertes en français et en anglais; les deux versions font également foi.
`;
