import { helpArticles } from '../../db/schema/help-center';
import { registerExportPart } from '../privacy/export-parts';

registerExportPart({
  domain: 'help-center',
  files: [],
  excluded: [
    {
      columns: [helpArticles.createdBy, helpArticles.updatedBy],
      reason: 'public help articles written by staff as their work',
    },
  ],
});
