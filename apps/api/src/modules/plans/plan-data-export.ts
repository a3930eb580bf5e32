import { premiumRequests } from '../../db/schema/billing';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** The plan requests the user sent for their listings. */
registerExportPart({
  domain: 'plans',
  files: [
    rowsFile(premiumRequests, [premiumRequests.requesterId], {
      name: 'plan-requests',
      note: { en: 'The plans you asked for your listings.', fr: 'Les forfaits demandés pour vos annonces.' },
    }),
  ],
  excluded: [
    {
      columns: [premiumRequests.handledById],
      reason: "staff's work on others' requests, not data about them",
    },
  ],
});
