import { asc, eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings';
import { rentalApplicationHistory, rentalApplications } from '../../db/schema/rental-applications';
import { builder } from '../../graphql/builder';
import { RentalApplicationRef, RentalApplicationStatusEnum } from './rental-application-types.graphql';

/*
 * An application's status history, for everyone who sees the application: it is also what a
 * landlord keeps once the applicant deleted their passport. Who made each change is told as a
 * part (the applicant, the landlord, the product), never as a person.
 */

const HISTORY_BY = ['APPLICANT', 'LANDLORD', 'SYSTEM'] as const;
type HistoryBy = (typeof HISTORY_BY)[number];

const HistoryByEnum = builder.enumType('RentalApplicationHistoryBy', {
  description: 'Who made a change: the applicant, the landlord, or the product (expiry).',
  values: HISTORY_BY,
});

interface HistoryEntry {
  fromStatus: string | null;
  toStatus: string;
  at: Date;
  by: HistoryBy;
}

const HistoryEntryRef = builder.objectRef<HistoryEntry>('RentalApplicationHistoryEntry').implement({
  description: 'One status change of an application.',
  fields: (t) => ({
    fromStatus: t.field({
      type: RentalApplicationStatusEnum,
      nullable: true,
      description: 'The status before (null: submitted).',
      resolve: (h) => h.fromStatus as never,
    }),
    toStatus: t.field({
      type: RentalApplicationStatusEnum,
      description: 'The status after.',
      resolve: (h) => h.toStatus as never,
    }),
    at: t.field({ type: 'DateTime', description: 'When.', resolve: (h) => h.at }),
    by: t.field({ type: HistoryByEnum, description: 'Who.', resolve: (h) => h.by }),
  }),
});

builder.objectField(RentalApplicationRef, 'history', (t) =>
  t.field({
    type: [HistoryEntryRef],
    description: 'Every status change, oldest first.',
    resolve: async (v, _a, ctx) => {
      const rows = await ctx.db
        .select({
          fromStatus: rentalApplicationHistory.fromStatus,
          toStatus: rentalApplicationHistory.toStatus,
          at: rentalApplicationHistory.at,
          byId: rentalApplicationHistory.byId,
          applicantId: rentalApplications.applicantId,
          ownerId: listings.ownerId,
        })
        .from(rentalApplicationHistory)
        .innerJoin(rentalApplications, eq(rentalApplications.id, rentalApplicationHistory.applicationId))
        .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
        .where(eq(rentalApplicationHistory.applicationId, v.record.id))
        .orderBy(asc(rentalApplicationHistory.at), asc(rentalApplicationHistory.id));
      return rows.map((r) => ({
        fromStatus: r.fromStatus,
        toStatus: r.toStatus,
        at: r.at,
        by: r.byId === null ? 'SYSTEM' : r.byId === r.applicantId ? 'APPLICANT' : 'LANDLORD',
      }));
    },
  }),
);
