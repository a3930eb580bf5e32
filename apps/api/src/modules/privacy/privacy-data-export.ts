import { dataExportRequests } from '../../db/schema/privacy';
import { registerExportPart, rowsFile } from './export-parts';

/** The user's own export requests, this one included. */
registerExportPart({
  domain: 'privacy',
  files: [
    rowsFile(dataExportRequests, [dataExportRequests.userId], {
      name: 'requests',
      note: {
        en: 'Your requests for a copy of your data, this one included.',
        fr: 'Vos demandes de copie de vos données, y compris celle-ci.',
      },
    }),
  ],
});
