import {
  RISK_SEVERITIES,
  type RiskSignal,
  type RiskSignalCode,
} from '@rentals/domain/verification/risk-signals';
import { builder } from '../../graphql/builder';
import { BedroomsEnum } from './listing-options.graphql';
import { ListingRef } from './listing.graphql';
import { riskSignalsLoader } from './listing-risk.service';

/* Risk signals on a listing, for staff reviewing it (packages/domain/src/verification/risk-signals.ts). */

const RiskSignalCodeEnum = builder.enumType('RiskSignalCode', {
  description: 'Why a listing deserves a closer look.',
  values: {
    NEW_ACCOUNT: { description: 'Posted by an account younger than a week.' },
    RENT_FAR_BELOW_MEDIAN: { description: "A unit's rent is far below the area's median for its bedrooms." },
    REUSED_PICTURES: { description: 'Pictures match pictures posted by another account.' },
    CONTACT_IN_DESCRIPTION: {
      description: 'The description gives a phone number, an e-mail or a contact app.',
    },
    PAYMENT_WORDS: {
      description: 'The description asks for advance-payment scam wording (e-transfer, wire...).',
    },
    MANY_RECENT_LISTINGS: { description: 'The account posted many listings around the same time.' },
  } satisfies Record<RiskSignalCode, { description: string }>,
});

const RiskSeverityEnum = builder.enumType('RiskSeverity', {
  description: 'How serious a risk signal is, LOW to HIGH.',
  values: RISK_SEVERITIES,
});

const ContactKindEnum = builder.enumType('RiskContactKind', {
  description: 'A kind of contact detail found in a description.',
  values: {
    PHONE: { description: 'A phone number, possibly spelled out.' },
    EMAIL: { description: 'An e-mail address, possibly spelled out.' },
    CONTACT_WORD: { description: 'Only a contact word (courriel, WhatsApp...).' },
  },
});

export const RiskSignalRef = builder.objectRef<RiskSignal>('RiskSignal').implement({
  description: 'One risk signal and the facts it rests on; only the facts of its code are set.',
  fields: (t) => ({
    code: t.field({ type: RiskSignalCodeEnum, description: 'What the signal is.', resolve: (s) => s.code }),
    severity: t.field({ type: RiskSeverityEnum, description: 'How serious.', resolve: (s) => s.severity }),
    accountAgeDays: t.int({
      nullable: true,
      description: 'NEW_ACCOUNT: whole days between sign-up and posting.',
      resolve: (s) => s.facts.accountAgeDays ?? null,
    }),
    rent: t.float({
      nullable: true,
      description: 'RENT_FAR_BELOW_MEDIAN: the monthly rent of the unit farthest below, CAD.',
      resolve: (s) => s.facts.rent ?? null,
    }),
    median: t.float({
      nullable: true,
      description: 'RENT_FAR_BELOW_MEDIAN: the median rent it is compared with, CAD.',
      resolve: (s) => s.facts.median ?? null,
    }),
    sampleSize: t.int({
      nullable: true,
      description: 'RENT_FAR_BELOW_MEDIAN: how many published units the median comes from.',
      resolve: (s) => s.facts.sampleSize ?? null,
    }),
    percentBelow: t.int({
      nullable: true,
      description: 'RENT_FAR_BELOW_MEDIAN: how far below the median, in whole percent.',
      resolve: (s) => s.facts.percentBelow ?? null,
    }),
    bedrooms: t.field({
      type: BedroomsEnum,
      nullable: true,
      description: 'RENT_FAR_BELOW_MEDIAN: the bedrooms compared.',
      resolve: (s) => s.facts.bedrooms ?? null,
    }),
    areaName: t.string({
      nullable: true,
      description: 'RENT_FAR_BELOW_MEDIAN: the neighbourhood or city of the median.',
      resolve: (s) => s.facts.areaName ?? null,
    }),
    pictureCount: t.int({
      nullable: true,
      description: "REUSED_PICTURES: how many of the listing's pictures match.",
      resolve: (s) => s.facts.pictureCount ?? null,
    }),
    accountCount: t.int({
      nullable: true,
      description: 'REUSED_PICTURES: how many other accounts posted them.',
      resolve: (s) => s.facts.accountCount ?? null,
    }),
    contactKinds: t.field({
      type: [ContactKindEnum],
      nullable: true,
      description: 'CONTACT_IN_DESCRIPTION: what was found.',
      resolve: (s) => s.facts.contactKinds ?? null,
    }),
    words: t.stringList({
      nullable: true,
      description: 'PAYMENT_WORDS: the phrases found, lower case.',
      resolve: (s) => s.facts.words ?? null,
    }),
    listingCount: t.int({
      nullable: true,
      description: 'MANY_RECENT_LISTINGS: listings of the account around this one, this one included.',
      resolve: (s) => s.facts.listingCount ?? null,
    }),
    windowHours: t.int({
      nullable: true,
      description: 'MANY_RECENT_LISTINGS: hours either side of this listing counted.',
      resolve: (s) => s.facts.windowHours ?? null,
    }),
  }),
});

builder.objectField(ListingRef, 'riskSignals', (t) =>
  t.field({
    type: [RiskSignalRef],
    nullable: true,
    description:
      'Reasons to look closer at this listing, most serious first (staff who review or view listings only; NO_ACCESS for anyone else).',
    authScopes: { staff: 'requestedListings:view', $any: { staff: 'listings:view' } },
    resolve: (l, _a, ctx) => riskSignalsLoader(ctx.db, ctx)(l.id),
  }),
);
