import { auditLog } from '../../db/schema/admin';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** What the user did that the audit log recorded, without the records' contents. */
registerExportPart({
  domain: 'audit',
  files: [
    rowsFile(auditLog, [auditLog.actorId], {
      name: 'actions',
      note: {
        en: 'Actions recorded under your name (what, on which record, when). The records’ before and after contents are left out: they may be other people’s data.',
        fr: 'Les actions consignées à votre nom (quoi, sur quelle fiche, quand). Le contenu des fiches avant et après est exclu : il peut s’agir des données d’autres personnes.',
      },
      omit: ['before', 'after'],
    }),
  ],
});
