import { MAX_SAVED_SEARCHES } from '@rentals/domain/saved-searches/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../../db/schema/saved-searches';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { messageEmailsToken } from '../messaging/message-email-token';
import { savedSearchAlertsToken } from './saved-search-token';

/* Saved searches per user: saved once per search, at most MAX_SAVED_SEARCHES, each user's own. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const FIELDS = 'id name filters searchPath alertFrequency paused';
interface SavedSearch {
  id: string;
  name: string;
  filters: Record<string, unknown>;
  searchPath: string;
  alertFrequency: string;
  paused: boolean;
}

const save = (user: CreatedUser, data: Record<string, unknown>) =>
  api.execute<{ saveSearch: SavedSearch }>(
    `mutation($data: SaveSearchInput!) { saveSearch(data: $data) { ${FIELDS} } }`,
    { data: { name: 'Toronto · 1 bed', alertFrequency: 'INSTANT', ...data } },
    { token: user.token },
  );
const list = async (user: CreatedUser) =>
  (
    await api.execute<{ savedSearches: SavedSearch[] }>(
      `{ savedSearches { ${FIELDS} } }`,
      {},
      { token: user.token },
    )
  ).data!.savedSearches;

describe('saved searches', () => {
  it('keep one search when the same filters are saved twice, with the new name and alerts', async () => {
    const renter = await api.factories.user();
    const first = await save(renter, {
      filters: { city: 'Toronto', bedrooms: ['TWO_BEDROOMS', 'ONE_BEDROOM'], price_lte: 2500 },
    });
    expect(first.data?.saveSearch).toMatchObject({
      filters: { city: 'Toronto', bedrooms: ['ONE_BEDROOM', 'TWO_BEDROOMS'], price_lte: 2500 },
      searchPath: '/search?city=Toronto&price_lte=2500&one_bedroom=true&two_bedrooms=true',
      alertFrequency: 'INSTANT',
      paused: false,
    });
    const again = await save(renter, {
      name: 'Downtown',
      alertFrequency: 'DAILY',
      filters: { price_lte: 2500, city: ' toronto', bedrooms: ['ONE_BEDROOM', 'TWO_BEDROOMS'], keyword: '' },
    });
    expect(again.data?.saveSearch).toMatchObject({
      id: first.data!.saveSearch.id,
      name: 'Downtown',
      alertFrequency: 'DAILY',
    });
    expect(await list(renter)).toHaveLength(1);
  });

  it('refuse a search beyond the limit with a coded error, and a bad name or filter', async () => {
    const renter = await api.factories.user();
    await api.deps.db.insert(savedSearches).values(
      Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) => ({
        userId: renter.user.id,
        name: `Search ${i}`,
        filters: { price_lte: 1000 + i },
        filtersKey: `{"price_lte":${1000 + i}}`,
      })),
    );
    const refused = await save(renter, { filters: { city: 'Ottawa' } });
    expect(errorCodes(refused)).toEqual(['SAVED_SEARCHES_FULL']);
    // The same search as one already kept is still answered: it takes no new place.
    const same = await save(renter, { filters: { price_lte: 1003 } });
    expect(same.data?.saveSearch.filters).toEqual({ price_lte: 1003 });
    const bad = await save(renter, { name: ' ', filters: { price_gte: 3000, price_lte: 2000 } });
    expect(errorCodes(bad)).toEqual(['VALIDATION_FAILED']);
  });

  it('are renamed, paused, resumed and deleted by their owner only', async () => {
    const owner = await api.factories.user();
    const other = await api.factories.user();
    const { id } = (await save(owner, { filters: { city: 'Peel' } })).data!.saveSearch;
    const rename = (user: CreatedUser, name: string) =>
      api.execute<{ renameSavedSearch: SavedSearch }>(
        'mutation($id: ID!, $name: String!) { renameSavedSearch(id: $id, name: $name) { name } }',
        { id, name },
        { token: user.token },
      );
    const alerts = (user: CreatedUser, paused: boolean) =>
      api.execute<{ updateSavedSearchAlerts: SavedSearch }>(
        'mutation($id: ID!, $p: Boolean!) { updateSavedSearchAlerts(id: $id, alertFrequency: DAILY, paused: $p) { alertFrequency paused } }',
        { id, p: paused },
        { token: user.token },
      );
    const remove = (user: CreatedUser) =>
      api.execute('mutation($id: ID!) { deleteSavedSearch(id: $id) }', { id }, { token: user.token });

    expect(errorCodes(await rename(other, 'Mine now'))).toEqual(['SAVED_SEARCH_NOT_FOUND']);
    expect(errorCodes(await alerts(other, true))).toEqual(['SAVED_SEARCH_NOT_FOUND']);
    expect(errorCodes(await remove(other))).toEqual(['SAVED_SEARCH_NOT_FOUND']);
    expect(await list(other)).toEqual([]);

    expect((await rename(owner, 'Peel region')).data?.renameSavedSearch.name).toBe('Peel region');
    expect((await alerts(owner, true)).data?.updateSavedSearchAlerts).toEqual({
      alertFrequency: 'DAILY',
      paused: true,
    });
    expect((await alerts(owner, false)).data?.updateSavedSearchAlerts.paused).toBe(false);
    expect((await list(owner))[0]).toMatchObject({ name: 'Peel region', alertFrequency: 'DAILY' });
    expect((await remove(owner)).data).toEqual({ deleteSavedSearch: id });
    expect(await list(owner)).toEqual([]);
  });

  it("turn one search's alerts off by a signed link, and refuse a forged or other-purpose token", async () => {
    const renter = await api.factories.user();
    const kept = (await save(renter, { filters: { city: 'York' } })).data!.saveSearch;
    const other = (await save(renter, { filters: { city: 'Durham' } })).data!.saveSearch;
    const unsubscribe = (token: string) =>
      api.execute<{ unsubscribeSavedSearchAlerts: boolean }>(
        'mutation($t: String!) { unsubscribeSavedSearchAlerts(token: $t) }',
        { t: token },
      );
    const valid = savedSearchAlertsToken(api.config, kept.id);
    const forged = `${other.id}.${valid.split('.')[1]}`;
    expect((await unsubscribe(forged)).data?.unsubscribeSavedSearchAlerts).toBe(false);
    // A new-message unsubscribe token is signed with the same key for another purpose.
    const messages = messageEmailsToken(api.config, renter.user.id);
    expect((await unsubscribe(messages)).data?.unsubscribeSavedSearchAlerts).toBe(false);
    expect((await unsubscribe(valid)).data?.unsubscribeSavedSearchAlerts).toBe(true);
    const after = await list(renter);
    expect(after.find((s) => s.id === kept.id)?.alertFrequency).toBe('NONE');
    expect(after.find((s) => s.id === other.id)?.alertFrequency).toBe('INSTANT');
  });
});
