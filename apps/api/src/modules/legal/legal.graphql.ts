import { LEGAL_KINDS } from '@rentals/domain/legal/enums';
import { outlineLegalHtml } from '@rentals/domain/legal/outline';
import { updateLegalDraftSchema } from '@rentals/domain/legal/schemas';
import type { LegalDocumentRow } from '../../db/schema/legal';
import { builder } from '../../graphql/builder';
import { isSelf } from '../../graphql/session-user';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { LocaleEnum, UserRef } from '../users/user.graphql';
import {
  acceptTerms,
  allDocuments,
  createDraft,
  deleteDraft,
  findPublishedDocument,
  findTermsToAccept,
  publishDraft,
  publishedVersions,
  updateDraft,
} from './legal.service';
// Registers what a user's data export holds of this domain (modules/privacy).
import './legal-data-export';

/*
 * The terms of use and the privacy policy (issue 23): read by everyone, written by admins only
 * (the company's own texts, so not a staff module sub-admins could be given), accepted by users.
 */

export const LegalKindEnum = builder.enumType('LegalKind', {
  description: 'TERMS (terms of use) or PRIVACY (privacy policy).',
  values: LEGAL_KINDS,
});

const LegalHeadingRef = builder
  .objectRef<{ id: string; text: string; level: number }>('LegalHeading')
  .implement({
    description: 'A heading of the text, for its table of contents.',
    fields: (t) => ({
      id: t.exposeString('id', { description: 'The heading’s anchor in `bodyHtml`.' }),
      text: t.exposeString('text', { description: 'The heading’s words.' }),
      level: t.exposeInt('level', { description: '2 for a section, 3 for a sub-section.' }),
    }),
  });

const outlineCache = new WeakMap<LegalDocumentRow, Record<string, ReturnType<typeof outlineLegalHtml>>>();
/** The body in the request’s language with anchored headings, worked out once per row and language. */
function outlined(doc: LegalDocumentRow, locale: 'en' | 'fr') {
  const byLocale = outlineCache.get(doc) ?? {};
  outlineCache.set(doc, byLocale);
  return (byLocale[locale] ??= outlineLegalHtml(locale === 'fr' ? doc.bodyHtmlFr : doc.bodyHtmlEn));
}

export const LegalDocumentRef = builder.objectRef<LegalDocumentRow>('LegalDocument').implement({
  description: 'One version of the terms of use or of the privacy policy.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The version’s id.' }),
    kind: t.field({ type: LegalKindEnum, description: 'Which document.', resolve: (d) => d.kind }),
    version: t.exposeInt('version', { description: 'Version number, from 1.' }),
    effectiveOn: t.exposeString('effectiveOn', { description: 'The day it takes effect (YYYY-MM-DD).' }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was published; null for a draft.',
      resolve: (d) => d.publishedAt,
    }),
    updatedAt: t.field({ type: 'DateTime', description: 'Last change.', resolve: (d) => d.updatedAt }),
    summary: t.string({
      description: 'What changed in this version, in the request’s language.',
      resolve: (d, _a, ctx) => (ctx.locale === 'fr' ? d.summaryFr : d.summaryEn),
    }),
    bodyHtml: t.string({
      description:
        'The sanitized text in `locale` (default: the request’s language), its h2/h3 headings with ids.',
      args: { locale: t.arg({ type: LocaleEnum, description: 'Which language; server renders pass it.' }) },
      resolve: (d, args, ctx) => outlined(d, args.locale ?? ctx.locale).html,
    }),
    headings: t.field({
      type: [LegalHeadingRef],
      description: 'The h2/h3 headings of `bodyHtml` in `locale`, in order.',
      args: { locale: t.arg({ type: LocaleEnum, description: 'Which language; server renders pass it.' }) },
      resolve: (d, args, ctx) => outlined(d, args.locale ?? ctx.locale).headings,
    }),
    // The editor's fields: a draft's bodies and both summaries, for admins only.
    bodyJsonEn: t.field({
      type: 'JSON',
      description: 'English text as editor JSON (admins).',
      authScopes: { userType: 'ADMIN' },
      resolve: (d) => d.bodyJsonEn,
    }),
    bodyJsonFr: t.field({
      type: 'JSON',
      description: 'French text as editor JSON (admins).',
      authScopes: { userType: 'ADMIN' },
      resolve: (d) => d.bodyJsonFr,
    }),
    summaryEn: t.string({
      description: 'English summary (admins).',
      authScopes: { userType: 'ADMIN' },
      resolve: (d) => d.summaryEn,
    }),
    summaryFr: t.string({
      description: 'French summary (admins).',
      authScopes: { userType: 'ADMIN' },
      resolve: (d) => d.summaryFr,
    }),
  }),
});

const LegalDraftInput = builder.inputType('LegalDraftInput', {
  description: 'The fields of a draft to change; those left out stay as they are.',
  fields: (t) => ({
    effectiveOn: t.string({ description: 'The day it takes effect (YYYY-MM-DD).' }),
    summaryEn: t.string({ description: 'What changed, in English.' }),
    summaryFr: t.string({ description: 'What changed, in French.' }),
    bodyEn: t.field({ type: 'JSON', description: 'English text (editor JSON).' }),
    bodyFr: t.field({ type: 'JSON', description: 'French text (editor JSON).' }),
  }),
});

builder.objectField(UserRef, 'termsToAccept', (t) =>
  t.field({
    type: LegalDocumentRef,
    nullable: true,
    description:
      'The current Terms of Use version the user has not accepted yet, else null. Only answered for the signed-in user themself.',
    resolve: (user, _a, ctx) => (isSelf(ctx.viewer?.id, user) ? findTermsToAccept(ctx.db, user.id) : null),
  }),
);

builder.queryFields((t) => ({
  legalDocument: t.field({
    type: LegalDocumentRef,
    description:
      'The current published version of a document, or a given published version; LEGAL_DOCUMENT_NOT_FOUND otherwise.',
    authScopes: { public: true },
    args: {
      kind: t.arg({ type: LegalKindEnum, required: true, description: 'Which document.' }),
      version: t.arg.int({ description: 'A published version number; omitted, the current one.' }),
    },
    resolve: (_r, args, ctx) => findPublishedDocument(ctx.db, args.kind, args.version),
  }),
  legalDocumentVersions: t.field({
    type: [LegalDocumentRef],
    description: 'The published versions of a document, newest first.',
    authScopes: { public: true },
    args: { kind: t.arg({ type: LegalKindEnum, required: true, description: 'Which document.' }) },
    resolve: (_r, args, ctx) => publishedVersions(ctx.db, args.kind),
  }),
  adminLegalDocuments: t.field({
    type: [LegalDocumentRef],
    description: 'Every version of both documents, drafts included (admins).',
    authScopes: { userType: 'ADMIN' },
    resolve: (_r, _a, ctx) => allDocuments(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  createLegalDraft: t.field({
    type: LegalDocumentRef,
    description:
      'A new draft copied from the newest version with the next number (admins). LEGAL_DRAFT_EXISTS when the kind already has one.',
    authScopes: { userType: 'ADMIN' },
    args: { kind: t.arg({ type: LegalKindEnum, required: true, description: 'Which document.' }) },
    resolve: (_r, args, ctx) => createDraft(ctx.db, args.kind, requireViewer(ctx.viewer).id),
  }),
  updateLegalDraft: t.field({
    type: LegalDocumentRef,
    description:
      'Changes a draft; bodies are sanitized (admins). LEGAL_DOCUMENT_PUBLISHED for a published version.',
    authScopes: { userType: 'ADMIN' },
    args: {
      id: t.arg.id({ required: true, description: 'The draft.' }),
      data: t.arg({ type: LegalDraftInput, required: true, description: 'What to change.' }),
    },
    resolve: (_r, args, ctx) =>
      updateDraft(ctx.db, String(args.id), parseInput(updateLegalDraftSchema, args.data)),
  }),
  publishLegalDocument: t.field({
    type: LegalDocumentRef,
    description:
      'Publishes a draft (admins); both texts need words. A published TERMS version is asked of every user at their next page load.',
    authScopes: { userType: 'ADMIN' },
    args: { id: t.arg.id({ required: true, description: 'The draft.' }) },
    resolve: (_r, args, ctx) => publishDraft(ctx.db, String(args.id)),
  }),
  deleteLegalDraft: t.boolean({
    description: 'Deletes a draft (admins); published versions are kept.',
    authScopes: { userType: 'ADMIN' },
    args: { id: t.arg.id({ required: true, description: 'The draft.' }) },
    resolve: (_r, args, ctx) => deleteDraft(ctx.db, String(args.id)),
  }),
  acceptTerms: t.boolean({
    description:
      'Records that the signed-in user accepts this Terms of Use version; only the current one (LEGAL_NOT_CURRENT_TERMS).',
    authScopes: { loggedIn: true },
    args: { documentId: t.arg.id({ required: true, description: 'The version accepted.' }) },
    resolve: (_r, args, ctx) => acceptTerms(ctx.db, requireViewer(ctx.viewer).id, String(args.documentId)),
  }),
}));
