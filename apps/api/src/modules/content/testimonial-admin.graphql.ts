import { builder } from '../../graphql/builder';
import { LocaleEnum } from '../users/user.graphql';
import { TestimonialRef } from './testimonial.graphql';
import {
  countTestimonials,
  createTestimonial,
  deleteTestimonial,
  findTestimonials,
  setTestimonialPublished,
  updateTestimonial,
} from './testimonial.service';

/* Staff manage testimonials under the articles module (issue 23): add, edit, publish, delete. */

const TestimonialInputRef = builder.inputType('TestimonialInput', {
  description:
    'A testimonial as staff edit it (testimonialInputSchema). VALIDATION_FAILED, ARTICLE_IMAGE_INVALID.',
  fields: (t) => ({
    fullName: t.string({ required: true, description: 'Who said it, at most 120 characters.' }),
    keyword: t.string({ description: "A short tag, e.g. 'Renter in Toronto', at most 80 characters." }),
    quote: t.string({ required: true, description: 'The words, at most 600 characters.' }),
    imageUrl: t.string({
      description: 'Portrait: an uploadImage CONTENT_IMAGE (/files/<id>) or an https picture.',
    }),
    locale: t.field({ type: LocaleEnum, required: true, description: 'The language it is written in.' }),
    isPublished: t.boolean({ required: true, description: 'Shown on the home page.' }),
  }),
});

builder.queryFields((t) => ({
  adminTestimonials: t.field({
    type: [TestimonialRef],
    description:
      'Every testimonial, published or not, newest first, 10 a page by default: staff with articles view.',
    authScopes: { staff: 'articles:view' },
    args: {
      locale: t.arg({ type: LocaleEnum, description: 'Only this language; both when left out.' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
      take: t.arg.int({ description: 'Page size (default 10, at most 100).' }),
    },
    resolve: (_r, args, ctx) => findTestimonials(ctx.db, args.locale, { first: args.take, skip: args.skip }),
  }),
  adminTestimonialCount: t.int({
    description: 'How many testimonials adminTestimonials has: staff with articles view.',
    authScopes: { staff: 'articles:view' },
    args: { locale: t.arg({ type: LocaleEnum, description: 'Only this language; both when left out.' }) },
    resolve: (_r, args, ctx) => countTestimonials(ctx.db, args.locale),
  }),
}));

builder.mutationFields((t) => ({
  createTestimonial: t.field({
    type: TestimonialRef,
    description: 'Adds a testimonial: staff with articles add. See TestimonialInput for codes.',
    authScopes: { staff: 'articles:add' },
    args: { data: t.arg({ type: TestimonialInputRef, required: true, description: 'The testimonial.' }) },
    resolve: (_r, args, ctx) => createTestimonial(ctx.db, args.data),
  }),
  updateTestimonial: t.field({
    type: TestimonialRef,
    description:
      'Changes a testimonial: staff with articles edit. TESTIMONIAL_NOT_FOUND; see TestimonialInput.',
    authScopes: { staff: 'articles:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The testimonial.' }),
      data: t.arg({ type: TestimonialInputRef, required: true, description: 'Its fields.' }),
    },
    resolve: (_r, args, ctx) => updateTestimonial(ctx.db, String(args.id), args.data),
  }),
  setTestimonialPublished: t.field({
    type: TestimonialRef,
    description:
      'Shows or hides a testimonial on the home page: staff with articles edit. TESTIMONIAL_NOT_FOUND.',
    authScopes: { staff: 'articles:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The testimonial.' }),
      isPublished: t.arg.boolean({ required: true, description: 'Shown or not.' }),
    },
    resolve: (_r, args, ctx) => setTestimonialPublished(ctx.db, String(args.id), args.isPublished),
  }),
  deleteTestimonial: t.boolean({
    description: 'Deletes a testimonial: staff with articles delete. TESTIMONIAL_NOT_FOUND.',
    authScopes: { staff: 'articles:delete' },
    args: { id: t.arg.id({ required: true, description: 'The testimonial.' }) },
    resolve: (_r, args, ctx) => deleteTestimonial(ctx.db, String(args.id)),
  }),
}));
