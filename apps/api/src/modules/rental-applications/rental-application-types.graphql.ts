import { coOccupantNameCount } from '@rentals/domain/rental-applications/conditions';
import { incomeToRentRatio } from '@rentals/domain/rental-applications/income';
import { maskSin } from '@rentals/domain/rental-applications/sin';
import { APPLICATION_STATUSES } from '@rentals/domain/rental-applications/statuses';
import { landlordMayRead } from '@rentals/domain/rental-applications/shares';
import { availableApplicationActions } from '@rentals/domain/rental-applications/transitions';
import { builder } from '../../graphql/builder';
import { documentCounts } from './application-files';
import type { ApplicationRecord, ApplicationRole } from './application-records';
import { openSin } from './sin-storage';

/*
 * The GraphQL face of an application. Everyone who may see an application at all (its applicant,
 * the listing's landlord, staff with applications view) sees its details, date of birth, income
 * and references included; the SIN is whole for the applicant only, masked for everyone else.
 */

export interface RentalApplicationView {
  record: ApplicationRecord;
  role: ApplicationRole;
}

/**
 * The landlord reads the details, SIN and documents only while their share is active (domain
 * shares.ts): withdrawing, revoking, the share's expiry or the applicant deleting their passport
 * takes them back; the landlord keeps the status and summary in their list. Deleted answers are
 * nobody's to read.
 */
export const sharedFacts = (r: ApplicationRecord) => ({
  status: r.status,
  submittedAt: r.submittedAt,
  revokedAt: r.shareRevokedAt,
  erasedAt: r.erasedAt,
});
const revokedFor = (v: RentalApplicationView) =>
  !!v.record.erasedAt || (v.role === 'LANDLORD' && !landlordMayRead(sharedFacts(v.record), new Date()));

export const RentalApplicationStatusEnum = builder.enumType('RentalApplicationStatus', {
  description:
    'Where an application stands: SUBMITTED → VIEWED → SHORTLISTED → APPROVED or DECLINED; WITHDRAWN; EXPIRED.',
  values: APPLICATION_STATUSES,
});

/** What a landlord decides (VIEW happens on the first open, WITHDRAW is the applicant's own operation). */
export const LANDLORD_APPLICATION_ACTIONS = ['SHORTLIST', 'APPROVE', 'DECLINE'] as const;

export const RentalApplicationActionEnum = builder.enumType('RentalApplicationAction', {
  description: 'A change a person makes to an application.',
  values: ['SHORTLIST', 'APPROVE', 'DECLINE', 'WITHDRAW'] as const,
});

const DocumentCountRef = builder
  .objectRef<{ key: string; count: number }>('RentalApplicationDocumentCount')
  .implement({
    description: 'How many files an application holds under one document key (the files are in details).',
    fields: (t) => ({
      key: t.exposeString('key', { description: 'The document key (govIdsFile, proofOfIncomeFile, ...).' }),
      count: t.exposeInt('count', { description: 'How many files.' }),
    }),
  });

export const RentalApplicationRef = builder.objectRef<RentalApplicationView>('RentalApplication').implement({
  description:
    'A submitted rental application, seen by its applicant, the listing’s landlord and staff with applications view.',
  fields: (t) => ({
    id: t.id({ description: 'The application.', resolve: (v) => v.record.id }),
    status: t.field({
      type: RentalApplicationStatusEnum,
      description: 'Its status.',
      resolve: (v) => v.record.status,
    }),
    submittedAt: t.field({
      type: 'DateTime',
      description: 'When it was submitted.',
      resolve: (v) => v.record.submittedAt,
    }),
    viewedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the landlord first opened it.',
      resolve: (v) => v.record.viewedAt,
    }),
    decidedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it reached a final status.',
      resolve: (v) => v.record.decidedAt,
    }),
    expiresAt: t.field({
      type: 'DateTime',
      description: 'When it expires if nobody decides before.',
      resolve: (v) => v.record.expiresAt,
    }),
    listingId: t.id({ description: 'The listing applied for.', resolve: (v) => v.record.listingId }),
    listingTitle: t.string({ description: "The listing's title.", resolve: (v) => v.record.listingTitle }),
    listingAddress: t.string({
      nullable: true,
      description: "The listing's address.",
      resolve: (v) => v.record.listingAddress,
    }),
    unitId: t.id({ nullable: true, description: 'The unit applied for.', resolve: (v) => v.record.unitId }),
    unitTitle: t.string({
      nullable: true,
      description: "The unit's title.",
      resolve: (v) => v.record.unitTitle,
    }),
    monthlyRent: t.float({
      nullable: true,
      description: "The unit's monthly price, CAD.",
      resolve: (v) => v.record.monthlyRent,
    }),
    applyingAs: t.string({
      description: 'tenant or guarantor.',
      resolve: (v) => v.record.data.offer.applyingAs,
    }),
    applicantName: t.string({
      description: "The applicant's name as written in the application.",
      resolve: (v) => `${v.record.data.applicant.fName} ${v.record.data.applicant.lName}`.trim(),
    }),
    occupation: t.string({ description: 'Occupation.', resolve: (v) => v.record.data.income.occupation }),
    employer: t.string({
      description: 'Current employer.',
      resolve: (v) => v.record.data.income.currentEmployer,
    }),
    grossIncome: t.float({
      nullable: true,
      description: 'Gross monthly income, CAD.',
      resolve: (v) => v.record.data.income.grossIncome,
    }),
    coOccupantCount: t.int({
      description: 'How many people will live with the applicant (5 means five or more).',
      resolve: (v) => coOccupantNameCount(v.record.data),
    }),
    hasPets: t.boolean({
      description: 'Whether the applicant has pets.',
      resolve: (v) => v.record.data.obligations.pets,
    }),
    incomeToRentRatio: t.float({
      nullable: true,
      description:
        'Gross monthly income ÷ the unit’s monthly rent, to one decimal; null when either is missing.',
      resolve: (v) => incomeToRentRatio(v.record.data.income.grossIncome, v.record.monthlyRent),
    }),
    documents: t.field({
      type: [DocumentCountRef],
      description: 'The document keys that hold files, with how many.',
      resolve: (v) => documentCounts(v.record.data),
    }),
    creditCheckConsent: t.boolean({
      description: 'Whether the applicant ticked the separate consent to a credit check.',
      resolve: (v) => v.record.creditCheckConsent,
    }),
    sin: t.string({
      nullable: true,
      description:
        'The SIN: whole for the applicant, masked (*** *** 286) for anyone else; null when none is stored, for the landlord once their share has ended (share.state), and once the applicant deleted their passport.',
      resolve: (v, _a, ctx) => {
        if (revokedFor(v)) return null;
        const sin = openSin(ctx.encryption, v.record.sinEncrypted);
        if (!sin) return null;
        return v.role === 'APPLICANT' ? sin : maskSin(sin);
      },
    }),
    hasSin: t.boolean({
      description:
        'Whether a SIN is stored, for pages that only say so (the number itself stays out of their cache).',
      resolve: (v) => !revokedFor(v) && v.record.sinEncrypted !== null,
    }),
    sinRevealedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the landlord read the whole SIN for the credit check (once).',
      resolve: (v) => v.record.sinRevealedAt,
    }),
    details: t.field({
      type: 'JSON',
      nullable: true,
      description:
        'The whole application as the wizard’s draft (spec/02 §3), files by reference; its documents.sin is always empty. Null for the landlord once their share has ended (share.state), and for everyone once the applicant deleted their passport.',
      resolve: (v) => (revokedFor(v) ? null : v.record.data),
    }),
    actions: t.field({
      type: [RentalApplicationActionEnum],
      description: 'The changes the caller may make now.',
      resolve: (v) =>
        v.role === 'STAFF'
          ? []
          : (availableApplicationActions(v.record.status, v.role) as (
              'SHORTLIST' | 'APPROVE' | 'DECLINE' | 'WITHDRAW'
            )[]),
    }),
  }),
});

export const RentalApplicationPageRef = builder
  .objectRef<{ items: RentalApplicationView[]; count: number }>('RentalApplicationPage')
  .implement({
    description: 'A page of applications, with how many match in all.',
    fields: (t) => ({
      items: t.field({ type: [RentalApplicationRef], description: 'This page.', resolve: (p) => p.items }),
      count: t.exposeInt('count', { description: 'How many match in all.' }),
    }),
  });

export const CreateRentalResultRef = builder
  .objectRef<{ message: string; application: RentalApplicationView }>('CreateRentalResult')
  .implement({
    description: 'The answer of createRental (spec/02 §7: error and message), with the application.',
    fields: (t) => ({
      error: t.boolean({
        description: 'Always false: a refusal is a coded GraphQL error.',
        resolve: () => false,
      }),
      message: t.exposeString('message', { description: 'What to tell the applicant, in their language.' }),
      application: t.field({
        type: RentalApplicationRef,
        description: 'The application (the first one for a clientId already used).',
        resolve: (r) => r.application,
      }),
    }),
  });
