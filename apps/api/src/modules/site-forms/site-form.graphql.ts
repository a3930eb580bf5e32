import { staffPageSchema } from '@rentals/domain/paging';
import { siteFormDefinitionSchema } from '@rentals/domain/site-forms/definition';
import {
  SITE_FORM_FIELD_TYPES,
  type SiteFormField,
  type SiteFormOption,
} from '@rentals/domain/site-forms/fields';
import { builder, type BuilderTypes } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { submitSiteForm } from './site-form-submit.service';
import './site-form-sitemap';
import {
  deleteSiteForm,
  deleteSubmission,
  getSiteForm,
  listSiteForms,
  listSubmissions,
  publishedSiteForm,
  saveSiteForm,
  type SiteFormView,
  type SubmissionRow,
} from './site-form.service';
// Registers what a user's data export holds of this domain (modules/privacy).
import './site-form-data-export';

/*
 * Staff-defined forms (issue 23): served at /forms/{slug} or their route path to anyone; defined,
 * listed and exported by staff with the articles permission (view, add, edit, delete). The export
 * is GET /exports/site-form-submissions.csv?form=<id>.
 */

const FieldTypeEnum = builder.enumType('SiteFormFieldType', {
  description: 'A field type of the form builder.',
  values: SITE_FORM_FIELD_TYPES,
});

const OptionRef = builder.objectRef<SiteFormOption>('SiteFormOption').implement({
  description: 'A choice of a select or checkboxes field.',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'The stored value.' }),
    labelEn: t.exposeString('labelEn', { description: 'Label in English.' }),
    labelFr: t.exposeString('labelFr', { description: 'Label in French.' }),
  }),
});

const FieldRef = builder.objectRef<SiteFormField>('SiteFormField').implement({
  description: 'A field of a staff-defined form.',
  fields: (t) => ({
    key: t.exposeString('key', { description: "The answer's name (submissions, CSV column)." }),
    type: t.field({ type: FieldTypeEnum, description: 'Its type.', resolve: (f) => f.type }),
    labelEn: t.exposeString('labelEn', { description: 'Label in English.' }),
    labelFr: t.exposeString('labelFr', { description: 'Label in French.' }),
    helpEn: t.exposeString('helpEn', { description: 'Help text in English (may be empty).' }),
    helpFr: t.exposeString('helpFr', { description: 'Help text in French (may be empty).' }),
    required: t.exposeBoolean('required', { description: 'Whether it must be answered.' }),
    options: t.field({
      type: [OptionRef],
      description: 'Choices (select, checkboxes).',
      resolve: (f) => f.options,
    }),
  }),
});

/** What a visitor's page shows: the texts in both languages and the fields. */
function publicFields<T extends SiteFormView>(t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, T>) {
  return {
    id: t.id({ description: 'The form.', resolve: (f) => f.id }),
    slug: t.string({ description: 'Its address under /forms/.', resolve: (f) => f.slug }),
    routePath: t.string({
      nullable: true,
      description: 'The spec page it is served at, if any.',
      resolve: (f) => f.routePath,
    }),
    titleEn: t.string({ description: 'Title in English.', resolve: (f) => f.titleEn }),
    titleFr: t.string({ description: 'Title in French.', resolve: (f) => f.titleFr }),
    promptEn: t.string({ description: 'Prompt in English.', resolve: (f) => f.promptEn }),
    promptFr: t.string({ description: 'Prompt in French.', resolve: (f) => f.promptFr }),
    thankYouEn: t.string({ description: 'Shown after sending, in English.', resolve: (f) => f.thankYouEn }),
    thankYouFr: t.string({ description: 'Shown after sending, in French.', resolve: (f) => f.thankYouFr }),
    showContactLine: t.boolean({
      description: 'Whether the support contact line shows under the form.',
      resolve: (f) => f.showContactLine,
    }),
    fields: t.field({ type: [FieldRef], description: 'The fields, in order.', resolve: (f) => f.fields }),
  };
}

const PublicSiteFormRef = builder.objectRef<SiteFormView>('PublicSiteForm').implement({
  description: 'A published form as visitors see it.',
  fields: (t) => publicFields(t),
});

const SiteFormRef = builder.objectRef<SiteFormView>('SiteForm').implement({
  description: 'A staff-defined form with its settings.',
  fields: (t) => ({
    ...publicFields(t),
    notifyEmail: t.exposeString('notifyEmail', { description: 'Where submissions are e-mailed.' }),
    isPublished: t.exposeBoolean('isPublished', { description: 'Whether visitors can see and fill it.' }),
    submissionCount: t.exposeInt('submissionCount', { description: 'How many submissions it has.' }),
    updatedAt: t.field({ type: 'DateTime', description: 'Last saved.', resolve: (f) => f.updatedAt }),
  }),
});

const SubmissionRef = builder.objectRef<SubmissionRow>('SiteFormSubmission').implement({
  description: 'One filled form.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The submission.' }),
    answers: t.field({ type: 'JSON', description: 'The answers by field key.', resolve: (s) => s.answers }),
    locale: t.exposeString('locale', { description: 'The language it was filled in.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was sent.', resolve: (s) => s.createdAt }),
  }),
});

const SubmissionPageRef = builder
  .objectRef<{ items: SubmissionRow[]; count: number }>('SiteFormSubmissionPage')
  .implement({
    description: 'A page of submissions.',
    fields: (t) => ({
      items: t.field({ type: [SubmissionRef], description: 'This page.', resolve: (p) => p.items }),
      count: t.exposeInt('count', { description: 'How many in all.' }),
    }),
  });

builder.queryFields((t) => ({
  publicSiteForm: t.field({
    type: PublicSiteFormRef,
    description:
      'A published form by slug (/forms/{slug}) or by the page path it is served at (/listing-form…): anyone. SITE_FORM_NOT_FOUND.',
    authScopes: { public: true },
    args: {
      slug: t.arg.string({ description: 'Its slug.' }),
      path: t.arg.string({ description: 'The page path, e.g. /listing-form.' }),
    },
    resolve: (_r, args, ctx) => publishedSiteForm(ctx.db, { slug: args.slug, path: args.path }),
  }),
  siteForms: t.field({
    type: [SiteFormRef],
    description: 'Every form, by title, with submission counts: staff with articles view.',
    authScopes: { staff: 'articles:view' },
    resolve: (_r, _args, ctx) => listSiteForms(ctx.db),
  }),
  siteForm: t.field({
    type: SiteFormRef,
    description: 'One form: staff with articles view. SITE_FORM_NOT_FOUND.',
    authScopes: { staff: 'articles:view' },
    args: { id: t.arg.id({ required: true, description: 'The form.' }) },
    resolve: (_r, args, ctx) => getSiteForm(ctx.db, String(args.id)),
  }),
  siteFormSubmissions: t.field({
    type: SubmissionPageRef,
    description:
      "A form's submissions, newest first, 10 a page by default: staff with inbox view (they hold the senders' personal data; writing forms is the articles module's).",
    authScopes: { staff: 'inbox:view' },
    args: {
      formId: t.arg.id({ required: true, description: 'The form.' }),
      first: t.arg.int({ description: 'Page size (default 10, at most 100).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) =>
      listSubmissions(
        ctx.db,
        String(args.formId),
        parseInput(staffPageSchema, { first: args.first, skip: args.skip }),
      ),
  }),
}));

builder.mutationFields((t) => ({
  submitSiteForm: t.boolean({
    description:
      "Sends a published form's answers (by field key): stored, e-mailed to the form's notification address, with a copy to the submitter when the form has an e-mail field. Anyone; `website` is a honeypot; counted per client address and mailbox (TOO_MANY_ATTEMPTS). VALIDATION_FAILED with each field, SITE_FORM_NOT_FOUND.",
    authScopes: { public: true },
    args: {
      slug: t.arg.string({ required: true, description: 'The form.' }),
      answers: t.arg({ type: 'JSON', required: true, description: 'The answers by field key.' }),
      website: t.arg.string({ description: 'Leave empty (a field hidden from people).' }),
    },
    resolve: (_r, args, ctx) => submitSiteForm(ctx, args.slug, args.answers, args.website),
  }),
  createSiteForm: t.field({
    type: SiteFormRef,
    description:
      'Adds a form (siteFormDefinitionSchema): staff with articles add. SITE_FORM_SLUG_TAKEN, SITE_FORM_ROUTE_TAKEN, VALIDATION_FAILED.',
    authScopes: { staff: 'articles:add' },
    args: { data: t.arg({ type: 'JSON', required: true, description: 'The definition.' }) },
    resolve: (_r, args, ctx) => saveSiteForm(ctx.db, null, parseInput(siteFormDefinitionSchema, args.data)),
  }),
  updateSiteForm: t.field({
    type: SiteFormRef,
    description:
      "Replaces a form's definition: staff with articles edit. Stored answers keep their keys. SITE_FORM_NOT_FOUND, SITE_FORM_SLUG_TAKEN, SITE_FORM_ROUTE_TAKEN, VALIDATION_FAILED.",
    authScopes: { staff: 'articles:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The form.' }),
      data: t.arg({ type: 'JSON', required: true, description: 'The definition.' }),
    },
    resolve: (_r, args, ctx) =>
      saveSiteForm(ctx.db, String(args.id), parseInput(siteFormDefinitionSchema, args.data)),
  }),
  deleteSiteForm: t.boolean({
    description: 'Deletes a form and its submissions: staff with articles delete. False when there was none.',
    authScopes: { staff: 'articles:delete' },
    args: { id: t.arg.id({ required: true, description: 'The form.' }) },
    resolve: (_r, args, ctx) => deleteSiteForm(ctx.db, String(args.id)),
  }),
  deleteSiteFormSubmission: t.boolean({
    description: 'Deletes one submission: staff with inbox delete. SITE_FORM_SUBMISSION_NOT_FOUND.',
    authScopes: { staff: 'inbox:delete' },
    args: { id: t.arg.id({ required: true, description: 'The submission.' }) },
    resolve: (_r, args, ctx) => deleteSubmission(ctx.db, String(args.id)),
  }),
}));
