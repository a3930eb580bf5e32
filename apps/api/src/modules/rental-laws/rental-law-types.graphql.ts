import { needsReview, RENTAL_LAW_AUDIENCES, RENTAL_LAW_READERS } from '@rentals/domain/rental-laws/rules';
import { todayIso } from '@rentals/domain/dates';
import type { RentalLawRow } from '../../db/schema/rental-laws';
import { builder } from '../../graphql/builder';
import { LocaleEnum } from '../users/user.graphql';

export const RentalLawAudienceEnum = builder.enumType('RentalLawAudience', {
  description: 'Who a rental law entry is written for.',
  values: RENTAL_LAW_AUDIENCES,
});

export const RentalLawReaderEnum = builder.enumType('RentalLawReader', {
  description: "What a reader of /rental-laws says they are ('I am a renter' / 'I am a landlord').",
  values: RENTAL_LAW_READERS,
});

/** What everyone may read of a published entry. */
export const RentalLawRef = builder.objectRef<RentalLawRow>('RentalLaw').implement({
  description:
    'A rental law entry (spec/01 §3 Rental law): what renters or landlords of one province should know on one topic, with its official source.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The entry.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    description: t.exposeString('description', {
      description: 'One-line summary shown before the entry is opened.',
    }),
    province: t.exposeString('province', { description: 'Province or territory code (ON, QC…).' }),
    audience: t.field({
      type: RentalLawAudienceEnum,
      description: 'Who it is written for.',
      resolve: (r) => r.audience,
    }),
    topic: t.exposeString('topic', {
      description: 'Topic key (rent-increase, deposits, notice, ending, repairs, discrimination, …).',
    }),
    locale: t.field({
      type: LocaleEnum,
      description: 'The language it is written in.',
      resolve: (r) => r.locale,
    }),
    bodyHtml: t.exposeString('bodyHtml', { description: 'The text as sanitized HTML, to show as it is.' }),
    sourceUrl: t.exposeString('sourceUrl', { description: 'The official source (https).' }),
    sourceTitle: t.exposeString('sourceTitle', {
      nullable: true,
      description: 'The official source’s name.',
    }),
    lastReviewedOn: t.exposeString('lastReviewedOn', {
      description: 'The day the entry was last checked against the law (YYYY-MM-DD).',
    }),
    position: t.exposeInt('position', {
      description: 'Place among the entries of its province and language.',
    }),
    updatedAt: t.field({ type: 'DateTime', description: 'Last change.', resolve: (r) => r.updatedAt }),
    // What follows is for staff: the editor's document, the figures and the publishing state.
    bodyJson: t.field({
      type: 'JSON',
      description: 'The text as the editor’s document: staff with articles view.',
      authScopes: { staff: 'articles:view' },
      resolve: (r) => r.bodyJson,
    }),
    isPublished: t.exposeBoolean('isPublished', {
      description: 'Whether visitors see it: staff with articles view.',
      authScopes: { staff: 'articles:view' },
    }),
    count: t.exposeInt('count', {
      description: 'How many times readers opened the official source: staff with articles view.',
      authScopes: { staff: 'articles:view' },
    }),
    seen: t.exposeInt('seen', {
      description: 'How many times it was read (once per visitor per 30 minutes): staff with articles view.',
      authScopes: { staff: 'articles:view' },
    }),
    needsReview: t.boolean({
      description: 'Whether it was last reviewed more than a year ago: staff with articles view.',
      authScopes: { staff: 'articles:view' },
      resolve: (r) => needsReview(r.lastReviewedOn, todayIso()),
    }),
  }),
});

export const RentalLawInput = builder.inputType('RentalLawInput', {
  description:
    'A rental law entry as staff write it (rentalLawInputSchema). The body is the editor’s JSON; it is sanitized and must have words to be published.',
  fields: (t) => ({
    title: t.string({ description: 'Title (required, at most 200 characters).' }),
    description: t.string({ description: 'Summary (at most 500 characters).' }),
    province: t.string({ description: 'Province or territory code (ON, QC…).' }),
    audience: t.field({ type: RentalLawAudienceEnum, description: 'Who it is written for.' }),
    topic: t.string({ description: 'Topic key: lower-case words joined by hyphens (rent-increase).' }),
    locale: t.field({ type: LocaleEnum, description: 'The language it is written in.' }),
    body: t.field({ type: 'JSON', description: 'The editor’s document.' }),
    sourceUrl: t.string({ description: 'Official source, an https link (required).' }),
    sourceTitle: t.string({ description: 'Official source’s name (at most 200 characters).' }),
    lastReviewedOn: t.string({ description: 'Last reviewed on (YYYY-MM-DD, not in the future).' }),
    position: t.int({ description: 'Place among the entries of its province and language (0 first).' }),
    isPublished: t.boolean({ description: 'Whether visitors see it.' }),
  }),
});

export const RentalLawWhereInput = builder.inputType('RentalLawWhereInput', {
  description: 'Filters of the staff list, all optional.',
  fields: (t) => ({
    province: t.string({ description: 'Only this province or territory (ON, QC…).' }),
    audience: t.field({
      type: RentalLawAudienceEnum,
      description: 'Only entries written for this audience.',
    }),
    topic: t.string({ description: 'Only this topic key.' }),
    language: t.field({ type: LocaleEnum, description: 'Only entries written in this language.' }),
    published: t.boolean({ description: 'Only published (true) or unpublished (false) entries.' }),
    needsReview: t.boolean({
      description: 'Only entries last reviewed more than a year ago (true), or within the year (false).',
    }),
  }),
});
