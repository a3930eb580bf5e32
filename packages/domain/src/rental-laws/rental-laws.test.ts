import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../users/enums';
import { isProvince, RENTAL_LAW_PROVINCES, rentalLawProvince } from './provinces';
import { audiencesFor, isForReader, needsReview, reviewCutoff } from './rules';
import { rentalLawInputSchema } from './schemas';

describe('needs review', () => {
  it('flags an entry last reviewed more than a year before today, not one reviewed a year ago to the day', () => {
    expect(needsReview('2025-11-26', '2026-11-27')).toBe(true);
    expect(needsReview('2025-11-27', '2026-11-27')).toBe(false);
    expect(needsReview('2026-03-01', '2026-11-27')).toBe(false);
    expect(needsReview('2019-01-01', '2026-11-27')).toBe(true);
  });

  it('reads 29 February as 28 February of the year before', () => {
    expect(reviewCutoff('2028-02-29')).toBe('2027-02-28');
    expect(needsReview('2027-02-27', '2028-02-29')).toBe(true);
    expect(needsReview('2027-02-28', '2028-02-29')).toBe(false);
    expect(reviewCutoff('2026-01-05')).toBe('2025-01-05');
  });
});

describe('audience', () => {
  it('shows a renter the entries for renters and for both, never those for landlords', () => {
    expect(audiencesFor('RENTER')).toEqual(['RENTER', 'BOTH']);
    expect(audiencesFor('LANDLORD')).toEqual(['LANDLORD', 'BOTH']);
    expect(isForReader('BOTH', 'RENTER')).toBe(true);
    expect(isForReader('LANDLORD', 'RENTER')).toBe(false);
    expect(isForReader('RENTER', 'LANDLORD')).toBe(false);
  });
});

describe('provinces', () => {
  it('names every province and territory once with its tribunal on an official https page', () => {
    expect(RENTAL_LAW_PROVINCES.map((p) => p.province)).toEqual([...PROVINCES]);
    for (const p of RENTAL_LAW_PROVINCES) {
      expect(p.name.en && p.name.fr && p.tribunal.name.en && p.tribunal.name.fr).toBeTruthy();
      expect(new URL(p.tribunal.url).protocol).toBe('https:');
    }
    expect(rentalLawProvince('ON').tribunal.name.fr).toBe('Commission de la location immobilière');
    expect(rentalLawProvince('QC').tribunal.url).toContain('tal.gouv.qc.ca');
    expect(isProvince('QC')).toBe(true);
    expect(isProvince('qc')).toBe(false);
    expect(isProvince(undefined)).toBe(false);
  });
});

describe('input', () => {
  const valid = {
    title: 'Rent increases',
    province: 'ON',
    audience: 'RENTER',
    topic: 'rent-increase',
    locale: 'en',
    body: { type: 'doc', content: [] },
    sourceUrl: 'https://www.ontario.ca/page/residential-rent-increases',
    lastReviewedOn: '2026-01-15',
  };

  it('takes a complete entry with its defaults', () => {
    expect(rentalLawInputSchema.parse(valid)).toMatchObject({
      description: '',
      sourceTitle: null,
      position: 0,
      isPublished: false,
    });
  });

  it('refuses a source that is not an https link, a made-up province and a review date to come', () => {
    const issues = (input: object) =>
      rentalLawInputSchema.safeParse({ ...valid, ...input }).error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues({ sourceUrl: 'http://www.ontario.ca/page' })).toEqual([['sourceUrl', 'httpsUrl']]);
    expect(issues({ sourceUrl: 'javascript:alert(1)' })).toEqual([['sourceUrl', 'httpsUrl']]);
    expect(issues({ province: 'XX' })).toEqual([['province', 'invalidChoice']]);
    expect(issues({ lastReviewedOn: '2999-01-01' })).toEqual([['lastReviewedOn', 'notFuture']]);
    expect(issues({ topic: 'Rent Increase' })).toEqual([['topic', 'invalid']]);
    expect(issues({ audience: 'TENANT' })).toEqual([['audience', 'invalidChoice']]);
  });
});
