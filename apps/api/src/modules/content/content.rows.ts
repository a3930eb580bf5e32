import { ROLES, type Role } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { testimonialData } from '../articles/test-articles';
import { createTestimonial } from './testimonial.service';

/** Site content (modules/content). Testimonials are managed by staff of the articles module. */
const ARTICLE_STAFF: Role[] = ['SUB_ADMIN', 'ADMIN'];

const withTestimonial =
  (query: string, extra: Record<string, unknown> = {}) =>
  async (api: TestApi, actors: Actors) =>
    api.execute(
      query,
      { id: (await createTestimonial(api.deps.db, testimonialData())).id, ...extra },
      { token: actors.self?.token },
    );

export const CONTENT_ROWS: Row[] = [
  { operation: 'testimonials', allowed: ROLES, run: q('{ testimonials { id } }') },
  {
    operation: 'adminTestimonials',
    allowed: ARTICLE_STAFF,
    run: q('{ adminTestimonials(take: 5) { id isPublished } }'),
  },
  { operation: 'adminTestimonialCount', allowed: ARTICLE_STAFF, run: q('{ adminTestimonialCount }') },
  {
    operation: 'createTestimonial',
    allowed: ARTICLE_STAFF,
    run: q('mutation($d: TestimonialInput!) { createTestimonial(data: $d) { id } }', () => ({
      d: testimonialData(),
    })),
  },
  {
    operation: 'updateTestimonial',
    allowed: ARTICLE_STAFF,
    run: withTestimonial(
      'mutation($id: ID!, $d: TestimonialInput!) { updateTestimonial(id: $id, data: $d) { id } }',
      {
        d: testimonialData({ quote: 'Changed.' }),
      },
    ),
  },
  {
    operation: 'setTestimonialPublished',
    allowed: ARTICLE_STAFF,
    run: withTestimonial(
      'mutation($id: ID!) { setTestimonialPublished(id: $id, isPublished: false) { id } }',
    ),
  },
  {
    operation: 'deleteTestimonial',
    allowed: ['ADMIN'],
    run: withTestimonial('mutation($id: ID!) { deleteTestimonial(id: $id) }'),
  },
];
