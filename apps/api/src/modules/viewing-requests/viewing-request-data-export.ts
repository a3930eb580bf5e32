import { viewingRequests } from '../../db/schema/viewing-requests';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** The requests for viewing the user sent. */
registerExportPart({
  domain: 'viewing-requests',
  files: [
    rowsFile(viewingRequests, [viewingRequests.requesterId], {
      name: 'viewing-requests',
      note: {
        en: 'Your requests for viewing, without the team’s internal note.',
        fr: 'Vos demandes de visite, sans la note interne de l’équipe.',
      },
      omit: ['staffNote'],
    }),
  ],
  excluded: [
    {
      columns: [viewingRequests.assignedTo],
      reason: "staff's work on others' requests, not data about them",
    },
  ],
});
