import {
  VERIFICATION_DECISIONS,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_REQUEST_STATES,
  VERIFICATION_STATUSES,
} from '@rentals/domain/verification/enums';
import { hasModulePermission } from '@rentals/domain/users/rules';
import type { VerificationRequestRow } from '../../db/schema/verification';
import { builder } from '../../graphql/builder';
import { fileUrl } from '../files/file.service';
import { PosterRoleEnum } from '../listings/listing-options.graphql';
import { findDocumentFiles, findDocumentViews, type DocumentView } from './verification-queue.service';

/* The GraphQL types of verification (issue 25), shared by the poster's and staff's operations. */

export const VerificationStatusEnum = builder.enumType('VerificationStatus', {
  description:
    "Where a poster's verification stands (not the e-mail verification of User.verified): NONE, SUBMITTED, APPROVED, REJECTED, EXPIRED.",
  values: VERIFICATION_STATUSES,
});
export const VerificationRequestStateEnum = builder.enumType('VerificationRequestState', {
  description: 'The state of one request: SUBMITTED (waiting for staff), APPROVED or REJECTED.',
  values: VERIFICATION_REQUEST_STATES,
});
export const VerificationDocumentKindEnum = builder.enumType('VerificationDocumentKind', {
  description: "A document of a role's checklist.",
  values: VERIFICATION_DOCUMENT_KINDS,
});
export const VerificationDecisionEnum = builder.enumType('VerificationDecision', {
  description: 'A staff decision on a waiting request.',
  values: VERIFICATION_DECISIONS,
});

type DocumentFile = Awaited<ReturnType<typeof findDocumentFiles>>[number];

const VerificationDocumentRef = builder.objectRef<DocumentFile>('VerificationDocument').implement({
  description: 'One file of a request, while it is kept.',
  fields: (t) => ({
    kind: t.field({
      type: VerificationDocumentKindEnum,
      description: 'Which document.',
      resolve: (d) => d.kind,
    }),
    fileId: t.exposeID('id', { description: 'The file.' }),
    url: t.string({
      description: 'Address: /files/<id>, with the bearer token; every read is recorded.',
      resolve: (d) => fileUrl(d.id),
    }),
    filename: t.exposeString('filename', { description: 'Name as uploaded.' }),
    mimeType: t.exposeString('mimeType', { description: 'Content type.' }),
  }),
});

const VerificationDocumentViewRef = builder.objectRef<DocumentView>('VerificationDocumentView').implement({
  description: "One read of a request's documents: who and when.",
  fields: (t) => ({
    kind: t.field({
      type: VerificationDocumentKindEnum,
      description: 'Which document.',
      resolve: (v) => v.kind,
    }),
    viewedAt: t.expose('viewedAt', { type: 'DateTime', description: 'When.' }),
    viewerEmail: t.string({
      nullable: true,
      description:
        "The reader's e-mail, for staff with users view; null for anyone else (the poster reads `viewerName`) and when the reader's account is gone.",
      resolve: (v, _a, ctx) =>
        hasModulePermission(ctx.viewer, 'users', 'view') ? (v.viewer?.email ?? null) : null,
    }),
    viewerName: t.string({
      nullable: true,
      description:
        "The reader's name as the poster sees it (a staff member's e-mail is theirs to keep); null when it is unknown or the account is gone.",
      resolve: (v) => [v.viewer?.firstName, v.viewer?.lastName].filter(Boolean).join(' ') || null,
    }),
    byStaff: t.boolean({
      description: 'Whether the reader was on staff (not the poster themselves).',
      resolve: (v) => v.viewer?.userType === 'ADMIN' || v.viewer?.userType === 'SUB_ADMIN',
    }),
  }),
});

export const VerificationRequestRef = builder
  .objectRef<VerificationRequestRow>('VerificationRequest')
  .implement({
    description: "A poster's verification request: its documents, the decision, who read the documents.",
    fields: (t) => ({
      id: t.exposeID('id', { description: 'Request id.' }),
      role: t.field({ type: PosterRoleEnum, description: 'The role verified.', resolve: (r) => r.role }),
      state: t.field({
        type: VerificationRequestStateEnum,
        description: 'Its state.',
        resolve: (r) => r.state,
      }),
      registrationNumber: t.exposeString('registrationNumber', {
        nullable: true,
        description: "An agent's registration number.",
      }),
      submittedAt: t.expose('submittedAt', { type: 'DateTime', description: 'When it was sent.' }),
      decidedAt: t.expose('decidedAt', {
        type: 'DateTime',
        nullable: true,
        description: 'When staff decided.',
      }),
      decisionReason: t.exposeString('decisionReason', {
        nullable: true,
        description: "Staff's reason (always given for a rejection).",
      }),
      decidedByEmail: t.string({
        nullable: true,
        description: 'Who decided: staff with users view only; null for the poster.',
        resolve: (r, _a, ctx) => (hasModulePermission(ctx.viewer, 'users', 'view') ? r.decidedByEmail : null),
      }),
      documentsDeletedAt: t.expose('documentsDeletedAt', {
        type: 'DateTime',
        nullable: true,
        description: 'When the documents were deleted (retention); the decision stays.',
      }),
      documents: t.field({
        type: [VerificationDocumentRef],
        description: 'The files still kept, in checklist order.',
        resolve: (r, _a, ctx) => findDocumentFiles(ctx.db, r.id),
      }),
      documentViews: t.field({
        type: [VerificationDocumentViewRef],
        description: 'Every read of the documents, oldest first, kept after they are deleted.',
        resolve: (r, _a, ctx) => findDocumentViews(ctx.db, r.id),
      }),
    }),
  });
