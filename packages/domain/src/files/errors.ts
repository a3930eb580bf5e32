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
  IMAGE_TOO_LARGE: {
    en: 'This picture has too many pixels. The limit is {limit} megapixels.',
    fr: 'Cette image compte trop de pixels. La limite est de {limit} mégapixels.',
  },
  FILE_ARCHIVE_TOO_LARGE: {
    en: 'This file unpacks to too much data. The limit is {limit} unpacked; save a smaller file.',
    fr: 'Ce fichier contient trop de données une fois décompressé. La limite est de {limit} décompressés ; enregistrez un fichier plus petit.',
  },
  UPLOAD_QUOTA_EXCEEDED: {
    en: 'You have reached your storage limit of {limit}. Delete files you no longer need, then try again.',
    fr: "Vous avez atteint votre limite de stockage de {limit}. Supprimez les fichiers dont vous n'avez plus besoin, puis réessayez.",
  },
  FILE_NOT_FOUND: { en: 'File not found.', fr: 'Fichier introuvable.' },
} as const satisfies Record<string, Bilingual>;
