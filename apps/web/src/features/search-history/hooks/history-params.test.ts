import { expect, it } from 'vitest';
import { historyVariables, readHistoryParams, writeHistoryParams } from './history-params';

it('reads the filters and page from the URL, with page 1 for anything odd', () => {
  expect(readHistoryParams(new URLSearchParams('q=chloe&location=Mont&from=2026-03-01&page=3'))).toEqual({
    search: 'chloe',
    location: 'Mont',
    from: '2026-03-01',
    to: '',
    page: 3,
  });
  expect(readHistoryParams(new URLSearchParams('page=-2')).page).toBe(1);
  expect(readHistoryParams(new URLSearchParams('page=abc')).page).toBe(1);
});

it('goes back to page 1 when a filter changes, and leaves empty values out', () => {
  const current = readHistoryParams(new URLSearchParams('q=chloe&page=4'));
  expect(writeHistoryParams(current, { location: 'Laval' }).toString()).toBe('q=chloe&location=Laval');
  expect(writeHistoryParams(current, { page: 5 }).toString()).toBe('q=chloe&page=5');
  expect(writeHistoryParams(current, { search: ' ' }).toString()).toBe('');
});

it('turns the page into API paging and empty filters into nulls', () => {
  const p = readHistoryParams(new URLSearchParams('location=%20Laval%20&page=2'));
  expect(historyVariables(p)).toEqual({
    search: null,
    location: 'Laval',
    from: null,
    to: null,
    first: 10,
    skip: 10,
  });
});
