import { legalAcceptances, legalDocuments } from '../../db/schema/legal';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

registerExportPart({
  domain: 'legal',
  files: [
    rowsFile(legalAcceptances, [legalAcceptances.userId], {
      name: 'acceptances',
      note: {
        en: 'Which versions of the terms and privacy policy you accepted, and when.',
        fr: 'Les versions des conditions et de la politique de confidentialité que vous avez acceptées, et quand.',
      },
    }),
  ],
  excluded: [
    { columns: [legalDocuments.createdBy], reason: 'public legal texts written by staff as their work' },
  ],
});
