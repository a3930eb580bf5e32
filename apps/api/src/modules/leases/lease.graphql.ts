import { LEASE_ORDERS } from '@rentals/domain/leases/list-filter';
import { leaseFilterSchema } from '@rentals/domain/leases/list-filter';
import { staffPageSchema } from '@rentals/domain/paging';
import { builder } from '../../graphql/builder';
import type { Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { createLease } from './create-lease.service';
import { leasePagePath } from './lease-links';
import { countLeases, findLeaseBySealedHash, findLeases } from './lease-list.service';
import { leaseRoleOf, viewerSigner } from './lease.policy';
import { getLeaseRecord, type LeaseRecord } from './lease-records';
import { LeasePageRef, LeaseRef, LeaseStatusEnum, leaseView } from './lease-types.graphql';
import { remindLeaseSigners, voidLease } from './manage-lease.service';
import { sendLease } from './send-lease.service';
import { openLeaseSigning } from './signing.service';
import './lease-signing.graphql';
// Registers what a user's data export holds of this domain (modules/privacy).
import './lease-data-export';

/*
 * Leases (spec/01 §7, API contract 'leases'): createLease(data, redirectUrl, landlordLegalName),
 * leaseView(leaseId, redirectUrl), leases(where, orderBy, first, skip) with leasesConnection's
 * count, and the landlord's sendLease, voidLease and remindLeaseSigners. Who may do what is
 * lease.policy.ts; a lease the viewer may not see answers LEASE_NOT_FOUND.
 */

const LeaseFilterInput = builder.inputType('LeaseWhereInput', {
  description: 'Filters of a list of leases, all optional.',
  fields: (t) => ({
    status: t.field({ type: LeaseStatusEnum, description: 'Only this status.' }),
    province: t.string({ description: 'Only this province (AB, BC, …).' }),
    createdFrom: t.string({ description: 'Created on or after this day (YYYY-MM-DD, UTC).' }),
    createdTo: t.string({ description: 'Created on or before this day (YYYY-MM-DD, UTC).' }),
    text: t.string({ description: "Text in the address or a signer's name or e-mail." }),
    mine: t.boolean({ description: 'Staff: only the leases they are a party to.' }),
  }),
});
const LeaseOrderEnum = builder.enumType('LeaseOrderByInput', {
  description: 'How leases are ordered (newest first by default).',
  values: LEASE_ORDERS,
});

const LeaseConnectionRef = builder.objectRef<{ count: number }>('LeaseConnection').implement({
  description: 'How many leases match (leasesConnection).',
  fields: (t) => ({
    aggregate: t.field({
      type: builder.objectRef<{ count: number }>('LeaseAggregate').implement({
        description: 'The count.',
        fields: (a) => ({ count: a.exposeInt('count', { description: 'How many leases match.' }) }),
      }),
      description: 'The aggregate.',
      resolve: (c) => c,
    }),
  }),
});

/** The lease as the signed-in viewer may read it, or LEASE_NOT_FOUND. */
export async function readableLease(ctx: Context, id: string): Promise<ReturnType<typeof leaseView>> {
  const viewer = requireViewer(ctx.viewer);
  const record: LeaseRecord = await getLeaseRecord(ctx.db, id);
  const role = leaseRoleOf(viewer, record);
  if (!role) throw new AppError('LEASE_NOT_FOUND');
  return leaseView(record, role, viewer);
}

const filterArgs = (where: Record<string, unknown> | null | undefined) =>
  parseInput(leaseFilterSchema, Object.fromEntries(Object.entries(where ?? {}).filter(([, v]) => v != null)));

builder.queryFields((t) => ({
  lease: t.field({
    type: LeaseRef,
    description: 'One lease: its parties and staff with leases view. LEASE_NOT_FOUND otherwise.',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The lease.' }) },
    resolve: (_r, args, ctx) => readableLease(ctx, String(args.id)),
  }),
  leases: t.field({
    type: LeasePageRef,
    description: 'Leases the viewer prepared or signs (staff with leases view: all), 10 a page by default.',
    authScopes: { loggedIn: true },
    args: {
      where: t.arg({ type: LeaseFilterInput, description: 'Filters.' }),
      orderBy: t.arg({ type: LeaseOrderEnum, description: 'Order (createdAt_DESC by default).' }),
      first: t.arg.int({ description: 'Page size (default 10, at most 100).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const where = filterArgs(args.where);
      const page = parseInput(staffPageSchema, { first: args.first, skip: args.skip });
      const [records, count] = await Promise.all([
        findLeases(ctx.db, viewer, {
          where,
          orderBy: args.orderBy ?? 'createdAt_DESC',
          first: page.first,
          skip: page.skip,
        }),
        countLeases(ctx.db, viewer, where),
      ]);
      return { items: records.map((r) => leaseView(r, leaseRoleOf(viewer, r) ?? 'STAFF', viewer)), count };
    },
  }),
  leasesConnection: t.field({
    type: LeaseConnectionRef,
    description: 'How many leases `leases` would list with these filters.',
    authScopes: { loggedIn: true },
    args: { where: t.arg({ type: LeaseFilterInput, description: 'Filters.' }) },
    resolve: async (_r, args, ctx) => ({
      count: await countLeases(ctx.db, requireViewer(ctx.viewer), filterArgs(args.where)),
    }),
  }),
  leaseView: t.string({
    description:
      "A fresh URL to open the lease: the caller's signing ceremony when they are a signer whose turn it is (with the signing service's view when it holds the envelope), else the read-only page for a party or staff.",
    authScopes: { loggedIn: true },
    args: {
      leaseId: t.arg.id({ required: true, description: 'The lease.' }),
      redirectUrl: t.arg.string({ description: 'Where the browser returns after signing.' }),
    },
    resolve: async (_r, args, ctx) => {
      const view = await readableLease(ctx, String(args.leaseId));
      const signer = viewerSigner(ctx.viewer, view.record);
      if (signer && view.record.lease.status === 'SENT' && signer.status !== 'SIGNED') {
        const session = await openLeaseSigning(ctx, view.record.lease.id, null, args.redirectUrl ?? null);
        if (session.viewUrl) return session.viewUrl;
        if (session.isTurn) return `${ctx.config.publicUrl}/leases/${view.record.lease.id}/sign`;
      }
      return `${ctx.config.publicUrl}${leasePagePath(view.record.lease.id)}`;
    },
  }),
  verifyLeaseDocument: t.field({
    type: builder.objectRef<{ lease: LeaseRecord | null }>('LeaseVerification').implement({
      description: 'Whether a PDF is a sealed lease exactly as the product sealed it.',
      fields: (v) => ({
        valid: v.boolean({ description: 'A sealed lease has this SHA-256.', resolve: (r) => !!r.lease }),
        completedAt: v.field({
          type: 'DateTime',
          nullable: true,
          description: 'When it was sealed.',
          resolve: (r) => r.lease?.lease.completedAt ?? null,
        }),
        signerNames: v.stringList({
          description: 'Who signed it.',
          resolve: (r) => r.lease?.signers.map((s) => s.name) ?? [],
        }),
        province: v.string({
          nullable: true,
          description: 'Its province.',
          resolve: (r) => r.lease?.lease.province ?? null,
        }),
      }),
    }),
    description:
      'Checks a sealed lease: give the SHA-256 of the PDF (the page computes it in the browser; the file is never sent). Anyone may ask.',
    authScopes: { public: true },
    args: { sha256: t.arg.string({ required: true, description: 'The SHA-256 of the PDF, 64 hex digits.' }) },
    resolve: async (_r, args, ctx) => {
      const sha = args.sha256.trim().toLowerCase();
      if (!/^[0-9a-f]{64}$/.test(sha))
        throw new AppError('VALIDATION_FAILED', {}, [{ path: 'sha256', key: 'invalid' }]);
      return { lease: await findLeaseBySealedHash(ctx.db, sha) };
    },
  }),
}));

const CreateLeaseResultRef = builder.objectRef<ReturnType<typeof leaseView>>('CreateLeaseResult').implement({
  description: "createLease's answer: the lease's id, envelope, status, subject and message, and the lease.",
  fields: (t) => ({
    id: t.id({ description: 'The lease.', resolve: (v) => v.record.lease.id }),
    docusignEnvelopeUri: t.string({
      nullable: true,
      description: "The signing page (the landlord's ceremony when they sign first; no token).",
      resolve: (v) => (v.record.lease.sentAt ? `/leases/${v.record.lease.id}/sign` : null),
    }),
    docusignEnvelopeId: t.string({
      nullable: true,
      description: "The envelope's id.",
      resolve: (v) => v.record.lease.envelopeId,
    }),
    status: t.field({
      type: LeaseStatusEnum,
      description: 'DRAFT or SENT.',
      resolve: (v) => v.record.lease.status,
    }),
    subject: t.string({ description: 'The subject.', resolve: (v) => v.record.lease.subject }),
    message: t.string({ description: 'The message.', resolve: (v) => v.record.lease.message }),
    lease: t.field({ type: LeaseRef, description: 'The lease.', resolve: (v) => v }),
  }),
});

builder.mutationFields((t) => ({
  createLease: t.field({
    type: CreateLeaseResultRef,
    description:
      "Prepares a lease for one of the viewer's listings (staff with leases add: anyone's) and sends it unless data.send is false. data: listingId, unitId, applicationId (approved) or roomId, terms (leases/terms.ts), landlordSignsFirst, subject, message, send. Coded errors: VALIDATION_FAILED (with fields), LEASE_NOT_YOUR_LISTING, LEASE_APPLICATION_NOT_APPROVED, LEASE_NO_SIGNERS.",
    authScopes: { loggedIn: true },
    args: {
      data: t.arg({ type: 'JSON', required: true, description: 'The lease.' }),
      redirectUrl: t.arg.string({ description: 'Where the landlord returns after their own signing.' }),
      landlordLegalName: t.arg.string({
        required: true,
        description: "The landlord's legal name, as the lease names them.",
      }),
    },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const record = await createLease(ctx, viewer, {
        data: args.data,
        redirectUrl: args.redirectUrl ?? null,
        landlordLegalName: args.landlordLegalName,
      });
      return leaseView(record, leaseRoleOf(viewer, record) ?? 'STAFF', viewer);
    },
  }),
  sendLease: t.field({
    type: LeaseRef,
    description: 'Sends a draft lease for signature: its landlord, or staff with leases edit.',
    authScopes: { loggedIn: true },
    args: { leaseId: t.arg.id({ required: true, description: 'The lease.' }) },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const record = await sendLease(ctx, viewer, String(args.leaseId));
      return leaseView(record, leaseRoleOf(viewer, record) ?? 'STAFF', viewer);
    },
  }),
  voidLease: t.field({
    type: LeaseRef,
    description: 'Voids a lease not yet completed, with a reason: its landlord, or staff with leases edit.',
    authScopes: { loggedIn: true },
    args: {
      leaseId: t.arg.id({ required: true, description: 'The lease.' }),
      reason: t.arg.string({ required: true, description: 'Why, told to the signers.' }),
    },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const record = await voidLease(ctx, viewer, String(args.leaseId), args.reason);
      return leaseView(record, leaseRoleOf(viewer, record) ?? 'STAFF', viewer);
    },
  }),
  remindLeaseSigners: t.field({
    type: LeaseRef,
    description:
      'E-mails the signers whose turn it is again (once a day at most): its landlord, or staff with leases edit.',
    authScopes: { loggedIn: true },
    args: { leaseId: t.arg.id({ required: true, description: 'The lease.' }) },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const record = await remindLeaseSigners(ctx, viewer, String(args.leaseId));
      return leaseView(record, leaseRoleOf(viewer, record) ?? 'STAFF', viewer);
    },
  }),
}));
