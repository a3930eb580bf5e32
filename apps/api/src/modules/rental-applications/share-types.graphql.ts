import { SHARE_STATES, shareExpiresAt, shareState } from '@rentals/domain/rental-applications/shares';
import { count, desc, eq } from 'drizzle-orm';
import { rentalApplicationLandlordViews } from '../../db/schema/rental-applications';
import { builder } from '../../graphql/builder';
import {
  RentalApplicationRef,
  sharedFacts,
  type RentalApplicationView,
} from './rental-application-types.graphql';

/*
 * An application as the landlord's share of the applicant's renter passport: its state, until when
 * it lasts, and (for the applicant and staff) the landlord's openings of it, the view log.
 */

/** The openings the view log lists, newest first; the count says how many in all. */
const OPENINGS_SHOWN = 100;

export const RentalApplicationShareStateEnum = builder.enumType('RentalApplicationShareState', {
  description:
    'ACTIVE: the landlord reads the application; REVOKED by the applicant; EXPIRED after the share’s days; WITHDRAWN with the application; ERASED: the applicant deleted their passport.',
  values: SHARE_STATES,
});

const mayReadLog = (v: RentalApplicationView) => v.role !== 'LANDLORD';

const ShareRef = builder.objectRef<RentalApplicationView>('RentalApplicationShare').implement({
  description: "The listing landlord's share of the applicant's renter passport.",
  fields: (t) => ({
    state: t.field({
      type: RentalApplicationShareStateEnum,
      description: 'Whether the landlord can still read the application, and why not.',
      resolve: (v) => shareState(sharedFacts(v.record), new Date()),
    }),
    landlordName: t.string({
      description: 'Who holds the share: the listing’s owner.',
      resolve: (v) => v.record.ownerName,
    }),
    expiresAt: t.field({
      type: 'DateTime',
      description: 'When the share ends by itself.',
      resolve: (v) => shareExpiresAt(v.record.submittedAt),
    }),
    revokedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the applicant revoked it.',
      resolve: (v) => v.record.shareRevokedAt,
    }),
    erasedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the applicant deleted their passport.',
      resolve: (v) => v.record.erasedAt,
    }),
    openingCount: t.int({
      nullable: true,
      description: 'How many times the landlord opened the application (null for the landlord).',
      resolve: async (v, _a, ctx) => {
        if (!mayReadLog(v)) return null;
        const [row] = await ctx.db
          .select({ n: count() })
          .from(rentalApplicationLandlordViews)
          .where(eq(rentalApplicationLandlordViews.applicationId, v.record.id));
        return row?.n ?? 0;
      },
    }),
    openings: t.field({
      type: ['DateTime'],
      nullable: true,
      description: `When the landlord opened it, newest first, the last ${OPENINGS_SHOWN} (null for the landlord).`,
      resolve: async (v, _a, ctx) => {
        if (!mayReadLog(v)) return null;
        const rows = await ctx.db
          .select({ at: rentalApplicationLandlordViews.at })
          .from(rentalApplicationLandlordViews)
          .where(eq(rentalApplicationLandlordViews.applicationId, v.record.id))
          .orderBy(desc(rentalApplicationLandlordViews.at))
          .limit(OPENINGS_SHOWN);
        return rows.map((r) => r.at);
      },
    }),
  }),
});

builder.objectField(RentalApplicationRef, 'share', (t) =>
  t.field({
    type: ShareRef,
    description: 'The application as the landlord’s share of the renter passport.',
    resolve: (v) => v,
  }),
);
