import { savedHomes } from '../../db/schema/saved-homes';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

registerExportPart({
  domain: 'saved-homes',
  files: [
    rowsFile(savedHomes, [savedHomes.userId], {
      name: 'saved-homes',
      note: {
        en: 'The homes you saved, with your notes.',
        fr: 'Les logements que vous avez sauvegardés, avec vos notes.',
      },
    }),
  ],
});
