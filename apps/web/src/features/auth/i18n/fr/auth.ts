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
  noToken: {
    title: 'Réinitialiser votre mot de passe',
    text: 'Ouvrez le lien reçu dans le courriel de réinitialisation, ou demandez un nouveau lien.',
    action: 'Demander un lien',
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
