import { ROLES, type Role } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { HelpArticleRow } from '../../db/schema/help-center';
import type { TestApi } from '../../test/harness';
import {
  articleData,
  collectionData,
  CREATE_ARTICLE,
  CREATE_COLLECTION,
  freshArticle,
  freshCollection,
  REORDER,
  UPDATE_ARTICLE,
} from './test-help-center';

/*
 * The help center's authoring and reading (modules/help-center, spec/01 §6 permission module
 * helpCenter). The demo sub-admin has helpCenter add, edit and view but not delete; the sub-admin
 * without flags has none. Readers' queries are open to everyone (published articles only).
 */
const HELP_STAFF: Role[] = ['SUB_ADMIN', 'ADMIN'];
const HELP_DELETERS: Role[] = ['ADMIN'];

/** A call on a new collection (`$id`), with its variables. */
const onCollection =
  (query: string, extra: (id: string) => Record<string, unknown> = () => ({})) =>
  async (api: TestApi, actors: Actors) => {
    const { id } = await freshCollection(api);
    return api.execute(query, { id, ...extra(id) }, { token: actors.self?.token });
  };
/** A call on a new published article (`$id`) in a new collection, with its variables. */
const onArticle =
  (query: string, extra: (article: HelpArticleRow) => Record<string, unknown> = () => ({})) =>
  async (api: TestApi, actors: Actors) => {
    const article = await freshArticle(api);
    return api.execute(query, { id: article.id, ...extra(article) }, { token: actors.self?.token });
  };

export const HELP_CENTER_ROWS: Row[] = [
  {
    operation: 'helpCollections',
    allowed: ROLES,
    run: q('{ helpCollections(audience: RENTER, locale: fr) { id title articleCount } }'),
  },
  {
    operation: 'adminHelpCollections',
    allowed: HELP_STAFF,
    run: q('{ adminHelpCollections { id position } }'),
  },
  {
    operation: 'helpCollection',
    allowed: ROLES,
    run: onArticle('query($c: ID!) { helpCollection(id: $c) { id articles { id } } }', (a) => ({
      c: a.collectionId,
    })),
  },
  {
    operation: 'helpCenters',
    allowed: ROLES,
    run: q('{ helpCenters(where: { province: "ON", usertype: RENTER }, take: 5, sortField: SEEN) { id } }'),
  },
  { operation: 'helpCenterCount', allowed: ROLES, run: q('{ helpCenterCount(where: { locale: en }) }') },
  {
    operation: 'singleHelpCenter',
    allowed: ROLES,
    run: onArticle('query($id: ID!) { singleHelpCenter(where: { id: $id }) { id title } }'),
  },
  {
    operation: 'helpCenterByKey',
    allowed: ROLES,
    run: q('{ helpCenterByKey(key: "listing-wizard", locale: fr) { id } }'),
  },
  {
    operation: 'popularHelpCenters',
    allowed: ROLES,
    run: q('{ popularHelpCenters(locale: en, audience: LANDLORD, take: 3) { id } }'),
  },
  {
    operation: 'createHelpCollection',
    allowed: HELP_STAFF,
    run: q(CREATE_COLLECTION, () => ({ d: collectionData() })),
  },
  {
    operation: 'updateHelpCollection',
    allowed: HELP_STAFF,
    run: onCollection(
      'mutation($id: ID!, $d: HelpCollectionInput!) { updateHelpCollection(id: $id, data: $d) { id } }',
      () => ({ d: collectionData({ titleEn: 'Renamed' }) }),
    ),
  },
  {
    operation: 'deleteHelpCollection',
    allowed: HELP_DELETERS,
    run: onCollection('mutation($id: ID!) { deleteHelpCollection(id: $id) }'),
  },
  {
    operation: 'createHelpCenter',
    allowed: HELP_STAFF,
    run: onCollection(CREATE_ARTICLE, (id) => ({ d: articleData(id) })),
  },
  {
    operation: 'updateHelpCenter',
    allowed: HELP_STAFF,
    run: onArticle(UPDATE_ARTICLE, (a) => ({ d: articleData(a.collectionId, { title: 'Renamed article' }) })),
  },
  {
    operation: 'deleteHelpCenter',
    allowed: HELP_DELETERS,
    run: onArticle('mutation($id: ID!) { deleteHelpCenter(id: $id) }'),
  },
  {
    operation: 'publishHelpCenter',
    allowed: HELP_STAFF,
    run: onArticle('mutation($id: ID!) { publishHelpCenter(id: $id, isPublished: false) { id } }'),
  },
  {
    operation: 'deleteHelpCenterThumbnail',
    allowed: HELP_STAFF,
    // An address no row uses: allowed callers get the business refusal, the others are denied first.
    run: q('mutation { deleteHelpCenterThumbnail(url: "/files/00000000-0000-4000-8000-000000000000") }'),
  },
  {
    operation: 'reorderContent',
    allowed: HELP_STAFF,
    run: onArticle(REORDER, (a) => ({ kind: 'ARTICLES', c: a.collectionId, ids: [a.id] })),
  },
];
