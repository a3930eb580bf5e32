import { leaseEvents, leaseSigners, leases } from '../../db/schema/leases';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** Leases the user prepared as landlord or signs, and what they did on them. */
registerExportPart({
  domain: 'leases',
  files: [
    rowsFile(leases, [leases.ownerId], {
      name: 'leases-prepared',
      note: {
        en: 'The leases you prepared as a landlord.',
        fr: 'Les baux que vous avez préparés comme propriétaire.',
      },
    }),
    rowsFile(leaseSigners, [leaseSigners.userId], {
      name: 'signatures',
      note: {
        en: 'Your place as a signer of leases: status, dates, how you signed. The signed copies are in the files folder.',
        fr: 'Votre rôle de signataire de baux : statut, dates, mode de signature. Les copies signées sont dans le dossier files.',
      },
    }),
    rowsFile(leaseEvents, [leaseEvents.actorId], {
      name: 'lease-events',
      note: { en: 'What you did on leases, and when.', fr: 'Ce que vous avez fait sur des baux, et quand.' },
    }),
  ],
});
