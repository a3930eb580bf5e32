import type { Bilingual } from '../i18n/translate';

/** Accounts, staff permissions and renter profiles. Codes are unique across domains (errors/codes.test.ts). */
export const USER_ERRORS = {
  /** Staff creating an account with a used address; a visitor's sign-up never answers it. */
  EMAIL_TAKEN: { en: 'This email is already exists!', fr: 'Cette adresse courriel existe déjà !' },
  USER_NOT_FOUND: { en: 'User not found.', fr: 'Utilisateur introuvable.' },
  USER_TYPE_CHANGE_NOT_ALLOWED: {
    en: 'This account type cannot be chosen here.',
    fr: 'Ce type de compte ne peut pas être choisi ici.',
  },
  CANNOT_DELETE_SELF: {
    en: 'You cannot delete your own account.',
    fr: 'Vous ne pouvez pas supprimer votre propre compte.',
  },
  NOT_A_SUB_ADMIN: {
    en: 'Permissions are set for sub-admins only. Admin have all Access.',
    fr: "Les permissions ne s'appliquent qu'aux sous-administrateurs. Un administrateur a tous les accès.",
  },
  TENANT_NOT_FOUND: {
    en: 'This renter profile is not available.',
    fr: "Ce profil de locataire n'est pas disponible.",
  },
} as const satisfies Record<string, Bilingual>;
