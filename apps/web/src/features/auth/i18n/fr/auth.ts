import type { Translation } from '../../../../i18n/translation';
import type { auth as en } from '../en/auth';

export const auth: Translation<typeof en> = {
  login: {
    title: 'Se connecter',
    subtitle:
      'Bon retour parmi nous. Connectez-vous pour écrire aux propriétaires, présenter une demande et gérer vos annonces.',
    submit: 'Se connecter',
    noAccount: "Vous n'avez pas de compte ?",
    signupLink: "S'inscrire",
    forgot: 'Mot de passe oublié ?',
  },
  hosted: {
    or: 'ou',
    continueWith: 'Continuer avec {{name}}',
    continueSso: 'Continuer avec l’authentification unique',
    signInAgain: 'Vous reconnecter',
  },
  signup: {
    title: "S'inscrire",
    subtitle: 'Créez votre compte gratuit. Cela prend moins d’une minute.',
    submit: 'Créer mon compte',
    haveAccount: 'Vous avez déjà un compte ?',
    loginLink: 'Se connecter',
    close: 'Fermer',
    acceptTerms:
      'J’accepte les <terms>Conditions d’utilisation</terms> et la <privacy>Politique de confidentialité</privacy>',
    checkInbox: {
      title: 'Consultez votre boîte de réception',
      text: 'Nous avons envoyé un lien à <strong>{{email}}</strong> pour terminer la création de votre compte. Il est valide pendant {{hours}} heures.',
      spam: 'Rien reçu ? Regardez dans vos courriels indésirables.',
      another: 'Utiliser une autre adresse',
    },
  },
  signupConfirm: {
    title: 'Terminez la création de votre compte',
    question: 'Appuyez sur le bouton pour créer votre compte et vous connecter.',
    submit: 'Terminer la création de mon compte',
    invalid: 'Ce lien a expiré ou a déjà été utilisé.',
    again: 'Vous inscrire de nouveau',
    home: 'Retour à l’accueil',
  },
  forgot: {
    title: 'Mot de passe oublié ?',
    intro:
      'Entrez le courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
    done: 'Si un compte existe pour {{email}}, nous lui avons envoyé un lien pour réinitialiser le mot de passe. Consultez votre boîte de réception et vos courriels indésirables.',
    backToLogin: 'Retour à la connexion',
  },
  reset: {
    title: 'Choisissez un nouveau mot de passe',
    intro: 'Saisissez deux fois votre nouveau mot de passe.',
    submit: 'Enregistrer mon nouveau mot de passe',
    success: 'Votre mot de passe a été modifié. Vous êtes maintenant connecté.',
  },
  change: {
    title: 'Modifier votre mot de passe',
    intro:
      'Saisissez votre mot de passe actuel, puis deux fois le nouveau. Vos autres sessions seront déconnectées.',
    submit: 'Modifier mon mot de passe',
    success: 'Votre mot de passe a été modifié.',
  },
  noPassword: {
    title: 'Choisir un mot de passe',
    text: 'Votre compte se connecte avec l’authentification unique et n’a pas encore de mot de passe. Pour en ajouter un, demandez un lien par courriel et choisissez-y votre mot de passe.',
    action: 'Demander un lien',
  },
  noToken: {
    title: 'Réinitialiser votre mot de passe',
    text: 'Ouvrez le lien reçu dans le courriel de réinitialisation, ou demandez un nouveau lien.',
    action: 'Demander un lien',
  },
  twoFactor: {
    step: {
      intro: 'Entrez le code à 6 chiffres de votre application d’authentification.',
      recoveryIntro:
        'Entrez l’un des codes de récupération que vous avez conservés lors de la configuration de la connexion à deux facteurs.',
      codeLabel: 'Code d’authentification',
      recoveryLabel: 'Code de récupération',
      submit: 'Vérifier',
      useRecovery: 'Utiliser un code de récupération',
      useApp: 'Utiliser le code de mon application',
      restart: 'Recommencer',
    },
    page: {
      title: 'Sécurité du compte',
      subtitle: 'Protégez votre compte avec la connexion à deux facteurs.',
      back: 'Retour à mon profil',
      loadError: 'Vos paramètres de sécurité n’ont pas pu être chargés.',
      staffRequired:
        'Les comptes du personnel doivent activer la connexion à deux facteurs avant d’utiliser l’espace d’administration. Configurez-la ci-dessous, puis rouvrez la page.',
      heading: 'Connexion à deux facteurs',
      on: 'Activée : la connexion demande un code de votre application d’authentification.',
      off: 'Désactivée : la connexion demande seulement votre mot de passe.',
      codesLeft: 'Codes de récupération inutilisés : {{count}}',
    },
    setup: {
      start: 'Configurer la connexion à deux facteurs',
      scan: 'Balayez ce code QR avec une application d’authentification (comme Google Authenticator, Microsoft Authenticator ou 1Password).',
      qrLabel: 'Code QR pour votre application d’authentification',
      manual: 'Impossible de le balayer? Entrez cette clé dans l’application :',
      confirmIntro: 'Entrez ensuite le code à 6 chiffres affiché par l’application pour terminer.',
      confirm: 'Activer',
      cancel: 'Annuler',
    },
    codes: {
      title: 'Conservez vos codes de récupération',
      intro:
        'Chaque code vous permet de vous connecter une fois si vous perdez votre téléphone. Ils ne sont affichés que maintenant : copiez-les ou téléchargez-les et gardez-les en lieu sûr.',
      copy: 'Copier',
      copied: 'Codes copiés.',
      download: 'Télécharger',
      fileName: 'codes-de-recuperation-rentals.txt',
      done: 'Je les ai conservés',
    },
    regenerate: {
      title: 'Nouveaux codes de récupération',
      intro: 'Obtenez une nouvelle série de codes de récupération; les anciens cesseront de fonctionner.',
      submit: 'Obtenir de nouveaux codes',
    },
    disable: {
      title: 'Désactiver la connexion à deux facteurs',
      intro: 'Entrez votre mot de passe et un code actuel de votre application.',
      introNoPassword:
        'Entrez un code actuel de votre application. Votre compte n’a pas de mot de passe : votre connexion doit dater de moins de {{minutes}} minutes.',
      staffWarning:
        'Les comptes du personnel ne peuvent pas utiliser l’espace d’administration tant que la connexion à deux facteurs est désactivée.',
      submit: 'Désactiver',
      done: 'La connexion à deux facteurs est désactivée.',
    },
  },
  firstLogin: {
    title: 'Bienvenue ! Comment utiliserez-vous Rentals ?',
    text: 'Choisissez votre type de compte pour continuer.',
    renter: 'Je suis locataire',
    renterHint: 'Cherchez un logement, écrivez aux propriétaires et présentez votre demande en ligne.',
    landlord: 'Je suis propriétaire',
    landlordHint: 'Affichez vos propriétés et trouvez des locataires.',
    submit: 'Continuer',
    logout: 'Se déconnecter',
    doneRenter: 'Bienvenue ! Votre compte locataire est prêt : commencez à chercher votre prochain logement.',
    doneLandlord: 'Bienvenue ! Votre compte propriétaire est prêt : ajoutez votre première propriété.',
  },
};
