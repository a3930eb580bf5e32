import { fileDownloads, fileObjects } from '../../db/schema/files';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** The list of the user's files (their contents are the zip's files/ folder) and their downloads. */
registerExportPart({
  domain: 'files',
  files: [
    rowsFile(fileObjects, [fileObjects.ownerId], {
      name: 'files',
      note: {
        en: 'The files you uploaded or that were made for you; each one is in the files folder of this archive. Where and how they are stored is left out.',
        fr: 'Les fichiers que vous avez téléversés ou qui ont été créés pour vous; chacun se trouve dans le dossier files de cette archive. Leur emplacement et leur mode de stockage sont exclus.',
      },
      omit: ['storageKey', 'encryptionKeyId', 'wrappedDataKey'],
    }),
    rowsFile(fileDownloads, [fileDownloads.userId], {
      name: 'downloads',
      note: {
        en: 'The private documents you downloaded, and when.',
        fr: 'Les documents privés que vous avez téléchargés, et quand.',
      },
    }),
  ],
});
