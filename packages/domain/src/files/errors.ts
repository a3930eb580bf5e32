import type { Bilingual } from '../i18n/translate';

/** Uploads and downloads. Codes are unique across domains (errors/codes.test.ts). */
export const FILE_ERRORS = {
  FILE_TYPE_NOT_ALLOWED: {
    en: 'This file type is not allowed. Allowed: {allowed}.',
    fr: "Ce type de fichier n'est pas accepté. Acceptés : {allowed}.",
  },
  FILE_TOO_LARGE: {
    en: 'This file is too large. The limit is {limit}.',
    fr: 'Ce fichier est trop volumineux. La limite est de {limit}.',
  },
  TOO_MANY_FILES: {
    en: 'Too many files. The limit is {limit}.',
    fr: 'Trop de fichiers. La limite est de {limit}.',
  },
  FILE_NOT_FOUND: { en: 'File not found.', fr: 'Fichier introuvable.' },
} as const satisfies Record<string, Bilingual>;
