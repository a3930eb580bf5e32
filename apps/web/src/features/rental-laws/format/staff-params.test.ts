import { expect, it } from 'vitest';
import { readStaffParams, staffListVariables, writeStaffParams } from './staff-params';

it('reads the filters from the URL, ignoring unknown values', () => {
  expect(
    readStaffParams(
      new URLSearchParams('province=QC&audience=BOTH&language=fr&published=no&review=due&page=3'),
    ),
  ).toEqual({
    province: 'QC',
    audience: 'BOTH',
    language: 'fr',
    published: 'no',
    review: 'due',
    page: 3,
  });
  expect(readStaffParams(new URLSearchParams('province=XX&published=maybe&page=-1'))).toMatchObject({
    province: '',
    published: '',
    page: 1,
  });
});

it('starts over at page 1 when a filter changes, and turns the filters into the API’s', () => {
  const query = writeStaffParams(new URLSearchParams('page=4&tab=x'), { review: 'due' });
  expect(query.toString()).toBe('tab=x&review=due');
  expect(staffListVariables(readStaffParams(new URLSearchParams('published=yes&review=due&page=2')))).toEqual(
    {
      where: { province: null, audience: null, language: null, published: true, needsReview: true },
      take: 10,
      skip: 10,
    },
  );
});
