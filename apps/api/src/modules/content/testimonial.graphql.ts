import { and, desc, eq } from 'drizzle-orm';
import { testimonials, type TestimonialRow } from '../../db/schema/content';
import { builder } from '../../graphql/builder';
import { LocaleEnum } from '../users/user.graphql';

/** At most this many testimonials on the home page. */
export const TESTIMONIALS_SHOWN = 12;

export const TestimonialRef = builder.objectRef<TestimonialRow>('Testimonial').implement({
  description: 'What a renter or landlord said about the product (spec/01 §3), for the home page.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Testimonial id.' }),
    fullName: t.exposeString('fullName', { description: 'Who said it.' }),
    keyword: t.exposeString('keyword', {
      nullable: true,
      description: "A short tag, e.g. 'Renter in Toronto'.",
    }),
    quote: t.exposeString('quote', { description: 'The words.' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: 'Portrait.' }),
    locale: t.field({
      type: LocaleEnum,
      description: 'The language it is written in.',
      resolve: (row) => row.locale,
    }),
    isPublished: t.exposeBoolean('isPublished', {
      description: 'Shown on the home page; staff hide one without deleting it.',
    }),
    createdAt: t.field({ type: 'DateTime', description: 'Added.', resolve: (row) => row.createdAt }),
  }),
});

builder.queryField('testimonials', (t) =>
  t.field({
    type: [TestimonialRef],
    description: `The newest ${TESTIMONIALS_SHOWN} published testimonials written in one language; an empty list when there are none.`,
    authScopes: { public: true },
    args: {
      locale: t.arg({
        type: LocaleEnum,
        description: "Their language; the request's language when left out.",
      }),
    },
    resolve: (_root, args, ctx) =>
      ctx.db
        .select()
        .from(testimonials)
        .where(and(eq(testimonials.locale, args.locale ?? ctx.locale), eq(testimonials.isPublished, true)))
        .orderBy(desc(testimonials.createdAt))
        .limit(TESTIMONIALS_SHOWN),
  }),
);
