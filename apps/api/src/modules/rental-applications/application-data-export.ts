import {
  rentalApplicationDrafts,
  rentalApplicationHistory,
  rentalApplicationLandlordViews,
  rentalApplications,
  rentalApplicationStaffViews,
} from '../../db/schema/rental-applications';
import { registerExportPart } from '../privacy/export-parts';
import { passportData } from './passport-export';

/*
 * The renter's applications, as the rental passport export gives them (answers, SIN decrypted,
 * status history, who opened each and when, the saved draft); the documents are in files/.
 */
registerExportPart({
  domain: 'rental-applications',
  files: [
    {
      name: 'rental-passport',
      covers: [rentalApplications.applicantId, rentalApplicationDrafts.userId],
      note: {
        en: 'Your rental applications: answers (with your SIN), status history, when the landlord opened each, and your saved draft. The documents are in the files folder.',
        fr: 'Vos demandes de location : réponses (avec votre NAS), historique des statuts, ouvertures par le propriétaire et votre brouillon. Les documents sont dans le dossier files.',
      },
      collect: (deps, user) => passportData(deps, user),
    },
  ],
  excluded: [
    {
      columns: [
        rentalApplications.sinRevealedById,
        rentalApplicationHistory.byId,
        rentalApplicationLandlordViews.viewerId,
        rentalApplicationStaffViews.staffId,
      ],
      reason: "landlords' and staff's reading of and decisions on others' applications: the applicant's data",
    },
  ],
});
