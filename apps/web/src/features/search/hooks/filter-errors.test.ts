import { searchFiltersSchema } from '@rentals/domain/search/schemas';
import { describe, expect, it } from 'vitest';
import { issuesByFilter } from './filter-errors';

describe('issuesByFilter', () => {
  it('puts the shared schema issues on their filter, with the placeholders', () => {
    const result = searchFiltersSchema.safeParse({ price_gte: 3000, price_lte: 1000 });
    const issues = (result.error?.issues ?? []).map((i) => ({
      path: i.path,
      key: i.message,
      params: (i as { params?: unknown }).params,
    }));
    expect(issuesByFilter(issues)).toEqual({ price_lte: { key: 'min', params: { min: 3000 } } });
  });

  it('reads the dotted paths of the API and keeps the first issue of each filter', () => {
    expect(
      issuesByFilter([
        { path: 'bedrooms.1', key: 'invalidChoice' },
        { path: 'bedrooms.2', key: 'other' },
        { path: 'bounds.north', key: 'min', params: { min: 44, ignored: { deep: true } } },
        { path: '', key: 'invalid' },
      ]),
    ).toEqual({
      bedrooms: { key: 'invalidChoice', params: {} },
      bounds: { key: 'min', params: { min: 44 } },
    });
  });
});
