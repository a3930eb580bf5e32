import { LOGGED_IN, ROLES } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';

/* Saved searches (modules/saved-searches): every signed-in user keeps their own, and only theirs. */

const SAVE = (city: string) =>
  `mutation { saveSearch(data: { name: "Toronto", filters: { city: "${city}" }, alertFrequency: INSTANT }) { id } }`;

/** A search saved by the caller ('own'; a visitor has none and tries a made-up id) or by another user. */
const onSavedSearch = (query: string, whose: 'own' | 'other') => async (api: TestApi, actors: Actors) => {
  const owner = whose === 'own' ? actors.self : actors.other;
  const saved = owner
    ? await api.execute<{ saveSearch: { id: string } }>(SAVE('Toronto'), {}, { token: owner.token })
    : null;
  const id = saved?.data?.saveSearch.id ?? crypto.randomUUID();
  return api.execute(query, { id }, { token: actors.self?.token });
};

const RENAME = 'mutation($id: ID!) { renameSavedSearch(id: $id, name: "Lake view") { id } }';
const ALERTS =
  'mutation($id: ID!) { updateSavedSearchAlerts(id: $id, alertFrequency: DAILY, paused: true) { id } }';
const DELETE = 'mutation($id: ID!) { deleteSavedSearch(id: $id) }';

export const SAVED_SEARCH_ROWS: Row[] = [
  { operation: 'savedSearches', allowed: LOGGED_IN, run: q('{ savedSearches { id name } }') },
  { operation: 'saveSearch', allowed: LOGGED_IN, run: q(SAVE('Ottawa')) },
  ...(
    [
      ['renameSavedSearch', RENAME],
      ['updateSavedSearchAlerts', ALERTS],
      ['deleteSavedSearch', DELETE],
    ] as const
  ).flatMap(([operation, query]): Row[] => [
    { operation, case: 'own search', allowed: LOGGED_IN, run: onSavedSearch(query, 'own') },
    { operation, case: "another user's search", allowed: [], run: onSavedSearch(query, 'other') },
  ]),
  {
    operation: 'unsubscribeSavedSearchAlerts',
    allowed: ROLES,
    run: q('mutation { unsubscribeSavedSearchAlerts(token: "unknown-token") }'),
  },
];
