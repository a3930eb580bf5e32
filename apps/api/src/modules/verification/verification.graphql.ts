import { staffPageSchema } from '@rentals/domain/paging';
import { graceStartsAt, verificationStatus } from '@rentals/domain/verification/rules';
import { decideVerificationSchema, submitVerificationSchema } from '@rentals/domain/verification/schemas';
import type { VerificationStatus } from '@rentals/domain/verification/enums';
import { count, eq, isNotNull, and, min } from 'drizzle-orm';
import { listings } from '../../db/schema/listings';
import { verificationHiddenListings, type VerificationRequestRow } from '../../db/schema/verification';
import { UUID } from '../../db/sql-helpers';
import { RiskSignalRef } from '../listings/listing-risk.graphql';
import { riskSignalsLoader } from '../listings/listing-risk.service';
import { builder } from '../../graphql/builder';
import type { Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { PosterRoleEnum } from '../listings/listing-options.graphql';
// Registers who reads verification documents (GET /files/<id>).
import './verification-files';
import './verification-retention.service';
import './verification-data-export';
import { asLatest, findLatestRequest } from './verification-requests';
import { posterLoader } from './verification-loaders';
import { findPosterListings, findVerificationQueue, type Poster } from './verification-queue.service';
import {
  decideVerification,
  getVerificationRequestForStaff,
  submitVerification,
} from './verification.service';
import {
  VerificationDecisionEnum,
  VerificationDocumentKindEnum,
  VerificationRequestRef,
  VerificationRequestStateEnum,
  VerificationStatusEnum,
} from './verification-types.graphql';

/*
 * Verification of posters (issue 25): the poster's status and sending (signed in), the staff queue
 * and its detail (users view), the decision (users edit). Verification is about the person behind
 * listings, so it sits with the users module's permissions.
 */

const DAY_MS = 86_400_000;

interface MyVerification {
  status: VerificationStatus;
  request: VerificationRequestRow | null;
  graceEndsAt: Date | null;
  hiddenListings: number;
}

async function myVerification(ctx: Context, userId: string): Promise<MyVerification> {
  const now = new Date();
  const latest = await findLatestRequest(ctx.db, userId);
  const status = verificationStatus(asLatest(latest), now);
  const [[posted], [hidden]] = await Promise.all([
    ctx.db
      .select({ first: min(listings.postedAt) })
      .from(listings)
      .where(and(eq(listings.ownerId, userId), isNotNull(listings.postedAt))),
    ctx.db
      .select({ n: count() })
      .from(verificationHiddenListings)
      .where(eq(verificationHiddenListings.userId, userId)),
  ]);
  const startsAt = status === 'APPROVED' ? null : graceStartsAt(posted?.first ?? null, asLatest(latest));
  return {
    status,
    request: latest,
    graceEndsAt: startsAt ? new Date(startsAt.getTime() + ctx.config.VERIFICATION_GRACE_DAYS * DAY_MS) : null,
    hiddenListings: hidden?.n ?? 0,
  };
}

const MyVerificationRef = builder.objectRef<MyVerification>('MyVerification').implement({
  description: "The signed-in poster's verification: status, latest request, grace period.",
  fields: (t) => ({
    status: t.field({
      type: VerificationStatusEnum,
      description: 'Where it stands.',
      resolve: (v) => v.status,
    }),
    request: t.field({
      type: VerificationRequestRef,
      nullable: true,
      description: 'The latest request (with a rejection reason), or null.',
      resolve: (v) => v.request,
    }),
    graceEndsAt: t.expose('graceEndsAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'When unverified listings leave search (VERIFICATION_GRACE_DAYS after the first public one); null when verified or nothing is public.',
    }),
    hiddenListings: t.exposeInt('hiddenListings', {
      description: 'Listings hidden from search until the poster is verified.',
    }),
    documentRetentionDays: t.int({
      description: 'Days documents are kept after the decision (VERIFICATION_DOCUMENT_RETENTION_DAYS).',
      resolve: (_v, _a, ctx) => ctx.config.VERIFICATION_DOCUMENT_RETENTION_DAYS,
    }),
  }),
});

const VerificationDocumentInput = builder.inputType('VerificationDocumentInput', {
  description:
    'One checklist document and its uploaded files (multipleFileUpload, pathType VERIFICATION_DOCUMENT).',
  fields: (t) => ({
    kind: t.field({ type: VerificationDocumentKindEnum, required: true, description: 'Which document.' }),
    fileIds: t.idList({ required: true, description: 'Its files.' }),
  }),
});

const SubmitVerificationInput = builder.inputType('SubmitVerificationInput', {
  description: "A poster's documents for their role's checklist.",
  fields: (t) => ({
    role: t.field({ type: PosterRoleEnum, required: true, description: 'The role to verify.' }),
    registrationNumber: t.string({ description: "An agent's registration number (required of agents)." }),
    documents: t.field({ type: [VerificationDocumentInput], required: true, description: 'The documents.' }),
  }),
});

const DecideVerificationInput = builder.inputType('DecideVerificationInput', {
  description: 'A staff decision on a waiting request.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The request.' }),
    decision: t.field({ type: VerificationDecisionEnum, required: true, description: 'Approve or reject.' }),
    reason: t.string({ description: 'Sent to the poster; required to reject.' }),
  }),
});

type PosterListing = Awaited<ReturnType<typeof findPosterListings>>[number];

const VerificationPosterRef = builder.objectRef<Poster>('VerificationPoster').implement({
  description: "A request's poster as staff compare them with the documents.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'User id.' }),
    email: t.exposeString('email', { description: 'E-mail.' }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'First name.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Last name.' }),
    legalName: t.exposeString('legalName', { nullable: true, description: 'Legal name.' }),
    phone: t.exposeString('phone', { nullable: true, description: 'Phone.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'Account created.' }),
  }),
});

const VerificationPosterListingRef = builder.objectRef<PosterListing>('VerificationPosterListing').implement({
  description: "One of the poster's listings, for staff comparing its address with the documents.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Listing id.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    role: t.exposeString('role', { nullable: true, description: 'The poster role given in the wizard.' }),
    address: t.exposeString('address', { nullable: true, description: 'Address.' }),
    isHidden: t.exposeBoolean('isHidden', { description: 'Hidden from search.' }),
    riskSignals: t.field({
      type: [RiskSignalRef],
      description:
        'Reasons to look closer at this listing, most serious first, as the requested listings show them (one batch for all listings of the request). Staff with users view only: the poster reading their own request gets NO_ACCESS, so a scam never learns what gave it away.',
      authScopes: { staff: 'users:view' },
      resolve: (l, _a, ctx) => riskSignalsLoader(ctx.db, ctx)(l.id),
    }),
  }),
});

builder.objectFields(VerificationRequestRef, (t) => ({
  poster: t.field({
    type: VerificationPosterRef,
    nullable: true,
    description: "The poster's account.",
    resolve: (r, _a, ctx) => posterLoader(ctx.db, ctx)(r.userId),
  }),
  posterListings: t.field({
    type: [VerificationPosterListingRef],
    description: "The poster's latest 20 listings.",
    resolve: (r, _a, ctx) => findPosterListings(ctx.db, r.userId),
  }),
}));

builder.queryFields((t) => ({
  myVerification: t.field({
    type: MyVerificationRef,
    description: "The signed-in poster's verification.",
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => myVerification(ctx, requireViewer(ctx.viewer).id),
  }),
  verificationRequests: t.field({
    type: [VerificationRequestRef],
    description:
      'The staff queue: requests in a state (SUBMITTED oldest first by default; decided ones latest first). Staff with users view.',
    authScopes: { staff: 'users:view' },
    args: {
      state: t.arg({ type: VerificationRequestStateEnum, description: 'SUBMITTED unless given.' }),
      first: t.arg.int({ description: 'Page size (10 by default).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: async (_r, args, ctx) => {
      const paging = parseInput(staffPageSchema, { first: args.first, skip: args.skip });
      return (await findVerificationQueue(ctx.db, args.state ?? 'SUBMITTED', paging)).items;
    },
  }),
  verificationRequestCount: t.int({
    description:
      'How many requests verificationRequests pages through for the same state. Staff with users view.',
    authScopes: { staff: 'users:view' },
    args: { state: t.arg({ type: VerificationRequestStateEnum, description: 'SUBMITTED unless given.' }) },
    resolve: async (_r, args, ctx) =>
      (await findVerificationQueue(ctx.db, args.state ?? 'SUBMITTED', { first: 0 })).count,
  }),
  verificationRequest: t.field({
    type: VerificationRequestRef,
    description:
      'One request with its documents, poster and listings; each opening is audited. Staff with users view. VERIFICATION_NOT_FOUND.',
    authScopes: { staff: 'users:view' },
    args: { id: t.arg.id({ required: true, description: 'The request.' }) },
    resolve: (_r, args, ctx) => {
      const id = String(args.id);
      if (!UUID.test(id)) throw new AppError('VERIFICATION_NOT_FOUND');
      return getVerificationRequestForStaff(ctx.db, requireViewer(ctx.viewer), id);
    },
  }),
}));

builder.mutationFields((t) => ({
  submitVerification: t.field({
    type: VerificationRequestRef,
    description:
      "Sends the documents of a role's checklist for review. Signed in. VERIFICATION_DOCUMENT_MISSING, VERIFICATION_DOCUMENT_NOT_ASKED, VERIFICATION_FILE_INVALID, VERIFICATION_REGISTRATION_NUMBER_REQUIRED, VERIFICATION_ALREADY_PENDING, VERIFICATION_ALREADY_APPROVED.",
    authScopes: { loggedIn: true },
    args: { data: t.arg({ type: SubmitVerificationInput, required: true, description: 'The documents.' }) },
    resolve: (_r, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const data = {
        ...args.data,
        documents: args.data.documents.map((d) => ({ kind: d.kind, fileIds: d.fileIds.map(String) })),
      };
      return submitVerification(ctx.db, viewer, parseInput(submitVerificationSchema, data));
    },
  }),
  decideVerification: t.field({
    type: VerificationRequestRef,
    description:
      'Approves or rejects a waiting request; the poster is e-mailed in their language, approval brings back their hidden listings. Staff with users edit. VERIFICATION_NOT_FOUND, VERIFICATION_ALREADY_DECIDED, VERIFICATION_REASON_REQUIRED.',
    authScopes: { staff: 'users:edit' },
    args: { data: t.arg({ type: DecideVerificationInput, required: true, description: 'The decision.' }) },
    resolve: (_r, args, ctx) =>
      decideVerification(
        ctx,
        requireViewer(ctx.viewer),
        parseInput(decideVerificationSchema, { ...args.data, id: String(args.data.id) }),
      ),
  }),
}));
