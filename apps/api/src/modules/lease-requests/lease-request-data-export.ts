import { leaseRequests } from '../../db/schema/lease-requests';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** The lease requests the user sent to the team. */
registerExportPart({
  domain: 'lease-requests',
  files: [
    rowsFile(leaseRequests, [leaseRequests.requesterId], {
      name: 'lease-requests',
      note: {
        en: 'Your lease requests, without the team’s internal note.',
        fr: 'Vos demandes de bail, sans la note interne de l’équipe.',
      },
      omit: ['staffNote'],
    }),
  ],
  excluded: [
    { columns: [leaseRequests.handledById], reason: "staff's work on others' requests, not data about them" },
  ],
});
