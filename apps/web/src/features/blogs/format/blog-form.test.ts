import { expect, it } from 'vitest';
import { blogFormSchema, blogInputOf, torontoInputValue } from './blog-form';

const base = {
  title: 'Moving day',
  slug: '',
  description: '',
  body: { type: 'doc', content: [] },
  thumbnailUrl: '',
  tags: ['Moving'],
  authorId: '',
  locale: 'en',
  scheduleAt: '',
};

it('schedules in Toronto time whatever the computer’s zone', () => {
  const form = blogFormSchema.parse({ ...base, mode: 'schedule', scheduleAt: '2026-07-01T09:30' });
  expect(blogInputOf(form)).toMatchObject({ isPublished: false, publishAt: '2026-07-01T13:30:00.000Z' });
  expect(torontoInputValue('2026-12-01T14:00:00.000Z')).toBe('2026-12-01T09:00');
});

it('needs a time to schedule, and none to publish now or keep a draft', () => {
  expect(blogFormSchema.safeParse({ ...base, mode: 'schedule' }).success).toBe(false);
  expect(blogInputOf(blogFormSchema.parse({ ...base, mode: 'publish' }))).toMatchObject({
    isPublished: true,
    publishAt: null,
  });
  expect(blogInputOf(blogFormSchema.parse({ ...base, mode: 'draft' }))).toMatchObject({
    isPublished: false,
    publishAt: null,
  });
});
