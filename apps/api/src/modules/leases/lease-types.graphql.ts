import { SIGNING_PLACES } from '@rentals/domain/leases/places';
import { LEASE_STATUSES, SIGNER_ROLES, SIGNER_STATUSES } from '@rentals/domain/leases/statuses';
import { signatureProgress, signersToAct } from '@rentals/domain/leases/transitions';
import { findVoidClauses } from '@rentals/domain/leases/void-clauses';
import type { Province } from '@rentals/domain/users/enums';
import { LEASE_EVENT_KINDS, type LeaseEventRow, type LeaseSignerRow } from '../../db/schema/leases';
import { builder } from '../../graphql/builder';
import type { Viewer } from '../../graphql/context';
import { findLeaseEvents } from './lease-events';
import { leaseSignPath } from './lease-links';
import { leaseState, type LeaseRecord } from './lease-records';
import { mayManageLease, type LeaseRole } from './lease.policy';

/*
 * The Lease type (spec/01 §3: id, status, subject, message, docusignEnvelopeUri,
 * docusignEnvelopeId, landlordSigners, tenantSigners, room) with what the pages need beside it:
 * the terms, the signers in order with their progress, the audit trail and what the viewer may do.
 * Every lease reaching this type was checked readable by the viewer (lease.policy.ts).
 */

export interface LeaseView {
  record: LeaseRecord;
  role: LeaseRole | 'LINK';
  viewer: Viewer | null;
  /** The signer acting through their e-mailed link, when it is one. */
  linkSignerId?: string;
}

export const LeaseStatusEnum = builder.enumType('LeaseStatus', {
  description: 'DRAFT, SENT (out for signature), COMPLETED (everyone signed), DECLINED, VOIDED, EXPIRED.',
  values: LEASE_STATUSES,
});
export const SignerStatusEnum = builder.enumType('LeaseSignerStatus', {
  description: "A signer's progress: PENDING, VIEWED (opened the lease), SIGNED, DECLINED.",
  values: SIGNER_STATUSES,
});
export const SignerRoleEnum = builder.enumType('LeaseSignerRole', {
  description: 'LANDLORD, TENANT or GUARANTOR.',
  values: SIGNER_ROLES,
});
export const SigningPlaceEnum = builder.enumType('LeaseSigningPlace', {
  description: 'A place a signer taps: PAGE_INITIALS, ADDITIONAL_TERMS_INITIALS, SIGNATURE.',
  values: SIGNING_PLACES,
});
const LeaseEventKindEnum = builder.enumType('LeaseEventKind', {
  description: 'What happened to a lease.',
  values: LEASE_EVENT_KINDS,
});

export const LeaseSignerRef = builder
  .objectRef<{ signer: LeaseSignerRow; view: LeaseView }>('LeaseSigner')
  .implement({
    description: 'One signer of a lease, in signing order.',
    fields: (t) => ({
      id: t.id({ description: 'The signer.', resolve: (s) => s.signer.id }),
      role: t.field({ type: SignerRoleEnum, description: 'Their role.', resolve: (s) => s.signer.role }),
      name: t.string({ description: 'Their name as on the lease.', resolve: (s) => s.signer.name }),
      email: t.string({ description: 'The e-mail the lease was sent to.', resolve: (s) => s.signer.email }),
      order: t.int({
        description: 'Signing order, from 1; equal orders sign side by side.',
        resolve: (s) => s.signer.signingOrder,
      }),
      status: t.field({
        type: SignerStatusEnum,
        description: 'Their progress.',
        resolve: (s) => s.signer.status,
      }),
      locale: t.string({
        description: 'The language they sign in (en or fr).',
        resolve: (s) => s.signer.locale,
      }),
      viewedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'First opened.',
        resolve: (s) => s.signer.viewedAt,
      }),
      signedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'Signed.',
        resolve: (s) => s.signer.signedAt,
      }),
      declinedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'Declined.',
        resolve: (s) => s.signer.declinedAt,
      }),
      declineReason: t.string({
        nullable: true,
        description: 'Why they declined.',
        resolve: (s) => s.signer.declineReason,
      }),
      lastRemindedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'Last reminded by e-mail.',
        resolve: (s) => s.signer.lastRemindedAt,
      }),
      isYou: t.boolean({
        description: 'Whether the viewer is this signer.',
        resolve: (s) =>
          s.view.linkSignerId === s.signer.id || (!!s.view.viewer && s.signer.userId === s.view.viewer.id),
      }),
    }),
  });

const LeaseEventRef = builder.objectRef<LeaseEventRow>('LeaseEvent').implement({
  description: 'One event of the audit trail.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The event.' }),
    kind: t.field({ type: LeaseEventKindEnum, description: 'What happened.', resolve: (e) => e.kind }),
    at: t.field({ type: 'DateTime', description: 'When.', resolve: (e) => e.at }),
    actor: t.exposeString('actorLabel', { description: 'Who acted, as recorded then.' }),
    signerId: t.exposeID('signerId', { nullable: true, description: 'The signer concerned.' }),
    ip: t.exposeString('ip', { nullable: true, description: 'Their IP address.' }),
    userAgent: t.exposeString('userAgent', { nullable: true, description: 'Their browser.' }),
    detail: t.field({
      type: 'JSON',
      description: 'Details: a reason, a hash, a language.',
      resolve: (e) => e.detail,
    }),
  }),
});

const VoidClauseFindingRef = builder
  .objectRef<ReturnType<typeof findVoidClauses>[number]>('LeaseVoidClauseFinding')
  .implement({
    description: "A clause of the additional terms the province's law makes void: advice, not legal advice.",
    fields: (t) => ({
      ruleId: t.exposeString('ruleId', { description: 'Which rule matched.' }),
      excerpt: t.exposeString('excerpt', { description: 'The sentence that matched.' }),
      warningEn: t.string({ description: 'The warning, in English.', resolve: (f) => f.warning.en }),
      warningFr: t.string({ description: 'The warning, in French.', resolve: (f) => f.warning.fr }),
      sourceUrl: t.string({ description: 'Where the law says so.', resolve: (f) => f.source.url }),
      sourceLabel: t.string({ description: 'The source, named.', resolve: (f) => f.source.label }),
    }),
  });

const signersOf = (view: LeaseView) => view.record.signers.map((signer) => ({ signer, view }));
const isParty = (view: LeaseView) => view.role !== 'LINK';

export const LeaseRef = builder.objectRef<LeaseView>('Lease').implement({
  description: 'A residential lease prepared for a listing, signed electronically (issue 19).',
  fields: (t) => ({
    id: t.id({ description: 'The lease.', resolve: (v) => v.record.lease.id }),
    status: t.field({
      type: LeaseStatusEnum,
      description: 'Where it stands.',
      resolve: (v) => v.record.lease.status,
    }),
    subject: t.string({
      description: 'Its title, also the e-mail subject.',
      resolve: (v) => v.record.lease.subject,
    }),
    message: t.string({
      description: "The landlord's note to the signers.",
      resolve: (v) => v.record.lease.message,
    }),
    province: t.string({
      description: 'The province whose law applies.',
      resolve: (v) => v.record.lease.province,
    }),
    language: t.string({
      description: 'The language of the document (en or fr).',
      resolve: (v) => v.record.lease.terms.language,
    }),
    provider: t.string({
      description: "The signing service: 'builtin' or 'docusign'.",
      resolve: (v) => v.record.lease.provider,
    }),
    terms: t.field({
      type: 'JSON',
      description: "The lease's terms (packages/domain leases/terms.ts).",
      resolve: (v) => v.record.lease.terms,
    }),
    docusignEnvelopeId: t.string({
      nullable: true,
      description: "The envelope's id at the signing service (either service).",
      resolve: (v) => v.record.lease.envelopeId,
    }),
    docusignEnvelopeUri: t.string({
      nullable: true,
      description: 'Where signers sign (the signing page, without any token).',
      resolve: (v) => (v.record.lease.sentAt ? leaseSignPath(v.record.lease.id) : null),
    }),
    landlordSigners: t.field({
      type: [LeaseSignerRef],
      description: 'The landlord signer.',
      resolve: (v) => signersOf(v).filter((s) => s.signer.role === 'LANDLORD'),
    }),
    tenantSigners: t.field({
      type: [LeaseSignerRef],
      description: 'The tenants and the guarantor.',
      resolve: (v) => signersOf(v).filter((s) => s.signer.role !== 'LANDLORD'),
    }),
    signers: t.field({
      type: [LeaseSignerRef],
      description: 'Every signer, in signing order.',
      resolve: signersOf,
    }),
    nextSigners: t.field({
      type: [LeaseSignerRef],
      description: 'Who may sign now.',
      resolve: (v) => {
        const ids = signersToAct(leaseState(v.record)).map((s) => s.id);
        return signersOf(v).filter((s) => ids.includes(s.signer.id));
      },
    }),
    signedCount: t.int({
      description: 'How many signed.',
      resolve: (v) => signatureProgress(leaseState(v.record).signers).signed,
    }),
    signerCount: t.int({ description: 'How many sign in all.', resolve: (v) => v.record.signers.length }),
    roomId: t.id({
      nullable: true,
      description: "The conversation (room) where the lease's changes are posted.",
      resolve: (v) => (isParty(v) ? v.record.lease.roomId : null),
    }),
    listingId: t.id({
      nullable: true,
      description: 'The listing.',
      resolve: (v) => v.record.lease.listingId,
    }),
    applicationId: t.id({
      nullable: true,
      description: 'The application it follows.',
      resolve: (v) => (isParty(v) ? v.record.lease.applicationId : null),
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'Prepared.',
      resolve: (v) => v.record.lease.createdAt,
    }),
    sentAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Sent for signature.',
      resolve: (v) => v.record.lease.sentAt,
    }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Expires unless completed by then.',
      resolve: (v) => v.record.lease.expiresAt,
    }),
    completedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Completed.',
      resolve: (v) => v.record.lease.completedAt,
    }),
    endedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Declined, voided or expired.',
      resolve: (v) => v.record.lease.endedAt,
    }),
    endedReason: t.string({
      nullable: true,
      description: 'Why it was declined or voided.',
      resolve: (v) => v.record.lease.endedReason,
    }),
    sealedSha256: t.string({
      nullable: true,
      description: "The sealed PDF's SHA-256.",
      resolve: (v) => v.record.lease.sealedSha256,
    }),
    documentSha256: t.string({
      nullable: true,
      description: "The unsigned document's SHA-256, in the lease's language.",
      resolve: (v) => v.record.lease.documentHashes[v.record.lease.terms.language] ?? null,
    }),
    signedDocumentPath: t.string({
      nullable: true,
      description: 'GET this path (Bearer session or ?token=) for the sealed PDF.',
      resolve: (v) => (v.record.lease.sealedFileId ? `/leases/${v.record.lease.id}/signed.pdf` : null),
    }),
    documentPath: t.string({
      description: 'GET this path (?locale=en|fr) for the unsigned PDF.',
      resolve: (v) => `/leases/${v.record.lease.id}/document.pdf`,
    }),
    viewerRole: t.string({
      description: "The viewer's role: OWNER, SIGNER, STAFF or LINK (a signer's e-mailed link).",
      resolve: (v) => v.role,
    }),
    canManage: t.boolean({
      description: 'Whether the viewer may send, void and remind.',
      resolve: (v) => !!v.viewer && mayManageLease(v.viewer, v.record),
    }),
    voidClauseFindings: t.field({
      type: [VoidClauseFindingRef],
      description:
        'Clauses of the additional terms known to be void in the province (advice for the landlord).',
      resolve: (v) =>
        v.role === 'OWNER' || v.role === 'STAFF'
          ? findVoidClauses(v.record.lease.province as Province, v.record.lease.terms.additionalTerms)
          : [],
    }),
    events: t.field({
      type: [LeaseEventRef],
      description: 'The audit trail, oldest first: the parties and staff.',
      resolve: (v, _a, ctx) => (isParty(v) ? findLeaseEvents(ctx.db, v.record.lease.id) : []),
    }),
  }),
});

export const LeasePageRef = builder.objectRef<{ items: LeaseView[]; count: number }>('LeasePage').implement({
  description: 'A page of leases with how many match in all.',
  fields: (t) => ({
    items: t.field({ type: [LeaseRef], description: 'This page.', resolve: (p) => p.items }),
    count: t.exposeInt('count', { description: 'How many match.' }),
  }),
});

/** The viewer's view of a lease they may read. */
export function leaseView(
  record: LeaseRecord,
  role: LeaseRole | 'LINK',
  viewer: Viewer | null,
  linkSignerId?: string,
): LeaseView {
  return { record, role, viewer, linkSignerId };
}
