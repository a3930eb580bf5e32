import type { Bilingual } from '../i18n/translate';

/** Verification of posters (issue 25). Codes are unique across domains (errors/codes.test.ts). */
export const VERIFICATION_ERRORS = {
  VERIFICATION_DOCUMENT_MISSING: {
    en: 'Add every document the checklist asks for: {missing}.',
    fr: 'Ajoutez tous les documents demandés dans la liste : {missing}.',
  },
  VERIFICATION_DOCUMENT_NOT_ASKED: {
    en: 'This document is not one asked of your role. Remove it and try again.',
    fr: "Ce document n'est pas demandé pour votre rôle. Retirez-le et réessayez.",
  },
  VERIFICATION_FILE_INVALID: {
    en: 'One of the files is not a verification document you uploaded. Upload it again.',
    fr: "Un des fichiers n'est pas un document de vérification que vous avez téléversé. Téléversez-le de nouveau.",
  },
  VERIFICATION_REGISTRATION_NUMBER_REQUIRED: {
    en: 'Enter your registration number.',
    fr: "Entrez votre numéro d'inscription.",
  },
  VERIFICATION_ALREADY_PENDING: {
    en: 'Your documents are already with our team. You can send new ones once they decide.',
    fr: 'Vos documents sont déjà entre les mains de notre équipe. Vous pourrez en envoyer de nouveaux après leur décision.',
  },
  VERIFICATION_ALREADY_APPROVED: {
    en: 'You are already verified.',
    fr: 'Vous êtes déjà vérifié.',
  },
  VERIFICATION_NOT_FOUND: {
    en: 'This verification request does not exist.',
    fr: "Cette demande de vérification n'existe pas.",
  },
  VERIFICATION_ALREADY_DECIDED: {
    en: 'This request has already been decided.',
    fr: 'Cette demande a déjà été traitée.',
  },
  VERIFICATION_REASON_REQUIRED: {
    en: 'Write the reason the poster will receive.',
    fr: "Écrivez la raison que l'annonceur recevra.",
  },
} as const satisfies Record<string, Bilingual>;
