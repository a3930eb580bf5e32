import { savedSearches } from '../../db/schema/saved-searches';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

registerExportPart({
  domain: 'saved-searches',
  files: [
    rowsFile(savedSearches, [savedSearches.userId], {
      name: 'saved-searches',
      note: {
        en: 'Your saved searches and their alert settings.',
        fr: 'Vos recherches sauvegardées et leurs réglages d’alerte.',
      },
    }),
  ],
});
