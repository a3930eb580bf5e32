import { desc } from 'drizzle-orm';
import { testimonials, type TestimonialRow } from '../../db/schema/content';
import { builder } from '../../graphql/builder';

/** At most this many testimonials on the home page. */
export const TESTIMONIALS_SHOWN = 12;

const TestimonialRef = builder.objectRef<TestimonialRow>('Testimonial').implement({
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
  }),
});

builder.queryField('testimonials', (t) =>
  t.field({
    type: [TestimonialRef],
    description: `The newest ${TESTIMONIALS_SHOWN} testimonials; an empty list when there are none.`,
    authScopes: { public: true },
    resolve: (_root, _args, ctx) =>
      ctx.db.select().from(testimonials).orderBy(desc(testimonials.createdAt)).limit(TESTIMONIALS_SHOWN),
  }),
);
