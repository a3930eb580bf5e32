import { calendarFeeds } from '../../db/schema/calendar-feeds';
import { viewingAvailability, viewings } from '../../db/schema/viewings';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** The viewings the user booked as a renter, and whether they have a calendar feed. */
registerExportPart({
  domain: 'viewings',
  files: [
    rowsFile(viewings, [viewings.renterId], {
      name: 'viewings',
      note: { en: 'The viewings you booked.', fr: 'Les visites que vous avez réservées.' },
    }),
    rowsFile(calendarFeeds, [calendarFeeds.userId], {
      name: 'calendar-feed',
      note: {
        en: 'When you created your calendar feed. Its secret address is left out.',
        fr: 'La date de création de votre flux de calendrier. Son adresse secrète est exclue.',
      },
      omit: ['salt', 'tokenHash'],
    }),
  ],
  excluded: [
    {
      columns: [viewings.assignedStaffId, viewingAvailability.updatedById],
      reason: "staff's and landlords' work on viewings of others, not data about them",
    },
  ],
});
