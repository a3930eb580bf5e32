import type { TFunction } from 'i18next';
import { expect, it } from 'vitest';
import { rentalLaws } from '../i18n/en/rental-laws';
import { rentalLawsHead } from './rental-laws-head';

const t = ((key: string, params: Record<string, string> = {}) => {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], rentalLaws);
  return String(text).replace(/{{(\w+)}}/g, (_m, name: string) => params[name] ?? '');
}) as unknown as TFunction<'rentalLaws'>;

const entry = (title: string, description: string) => ({
  __typename: 'RentalLaw' as const,
  id: title,
  title,
  description,
  topic: 'x',
  audience: 'BOTH' as const,
  bodyHtml: '<p>x</p>',
  sourceUrl: 'https://www.tal.gouv.qc.ca/en',
  sourceTitle: null,
  lastReviewedOn: '2026-11-27',
});

it('describes a province’s entries for search engines, with a FAQPage of what the page shows', () => {
  const head = rentalLawsHead(
    { province: 'QC', reader: 'LANDLORD' },
    'Quebec',
    [entry('Raising the rent', 'On renewal.')],
    t,
  );
  expect(head).toMatchObject({
    title: 'Rental laws: Quebec, for landlords',
    path: '/rental-laws?province=QC&audience=landlord',
  });
  expect(head.noindex).toBeUndefined();
  expect(head.jsonLd).toEqual([
    expect.objectContaining({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Raising the rent',
          acceptedAnswer: { '@type': 'Answer', text: 'On renewal.' },
        },
      ],
    }),
  ]);
});

it('keeps a province with nothing written out of search engines', () => {
  const head = rentalLawsHead({ province: 'YT', reader: 'RENTER' }, 'Yukon', [], t);
  expect(head).toMatchObject({ noindex: true, description: 'Official resources on rental laws in Yukon.' });
  expect(head.jsonLd).toBeUndefined();
});
