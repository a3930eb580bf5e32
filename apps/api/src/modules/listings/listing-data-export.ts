import { listings } from '../../db/schema/listings';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** The listings the user owns. */
registerExportPart({
  domain: 'listings',
  files: [
    rowsFile(listings, [listings.ownerId], {
      name: 'listings',
      note: { en: 'The listings you own.', fr: 'Les annonces qui vous appartiennent.' },
    }),
  ],
  excluded: [
    {
      columns: [listings.updatedById, listings.approvedById],
      reason: "staff's work on others' listings, not data about them (their actions are in the audit part)",
    },
  ],
});
