import {
  verificationDocumentViews,
  verificationGrace,
  verificationHiddenListings,
  verificationRequests,
} from '../../db/schema/verification';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** The poster's verification requests and decisions, their grace period and what it hid. */
registerExportPart({
  domain: 'verification',
  files: [
    rowsFile(verificationRequests, [verificationRequests.userId], {
      name: 'requests',
      note: {
        en: 'Your verification requests: your role, the registration number you gave, when you sent them, and the decision with its reason. The documents themselves are in files/ while they are kept.',
        fr: 'Vos demandes de vérification : votre rôle, le numéro d’inscription donné, quand vous les avez envoyées, et la décision avec sa raison. Les documents eux-mêmes sont dans files/ tant qu’ils sont conservés.',
      },
      omit: ['decidedById', 'decidedByEmail'],
    }),
    rowsFile(verificationGrace, [verificationGrace.userId], {
      name: 'grace-period',
      note: {
        en: 'When your time to get verified began, the reminders sent, and when your listings were hidden, if they were.',
        fr: 'Quand votre délai pour être vérifié a commencé, les rappels envoyés, et quand vos annonces ont été masquées, le cas échéant.',
      },
    }),
    rowsFile(verificationHiddenListings, [verificationHiddenListings.userId], {
      name: 'hidden-listings',
      note: {
        en: 'Your listings hidden from search until you are verified, and since when.',
        fr: 'Vos annonces masquées de la recherche jusqu’à votre vérification, et depuis quand.',
      },
    }),
  ],
  excluded: [
    {
      columns: [verificationRequests.decidedById],
      reason:
        'a staff member’s decisions on other people’s requests (the poster’s own decision is in requests)',
    },
    {
      columns: [verificationDocumentViews.viewerId],
      reason:
        'a staff member’s reads of other people’s documents; posters see who read theirs on /verification',
    },
  ],
});
