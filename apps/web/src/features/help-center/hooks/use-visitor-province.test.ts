import { describe, expect, it } from 'vitest';
import { VISITOR_PROVINCE_KEY } from '../../../lib/visitor-province';
import { readVisitorProvince } from './use-visitor-province';

describe("the visitor's province for search", () => {
  const storage = (value: string | null) => ({
    getItem: (key: string) => (key === VISITOR_PROVINCE_KEY ? value : null),
  });
  it('narrows the search to the province chosen elsewhere on the site', () => {
    expect(readVisitorProvince(storage('QC'))).toBe('QC');
  });
  it('searches every province when none or an unknown one is stored', () => {
    expect(readVisitorProvince(storage(null))).toBeNull();
    expect(readVisitorProvince(storage('XX'))).toBeNull();
    expect(readVisitorProvince(null)).toBeNull();
  });
});
