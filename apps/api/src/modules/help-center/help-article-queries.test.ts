import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpArticles } from '../../db/schema/help-center';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { freshArticle, freshCollection } from './test-help-center';

/* The article lists, one article by id / title / description, by help key, and the most seen. */

let api: TestApi;
let admin: CreatedUser;
const ids: Record<string, string> = {};
let first: string;
let second: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
  first = (await freshCollection(api)).id;
  second = (await freshCollection(api)).id;
  // Created in second before first, so ORDER (collection place, then order) differs from creation.
  ids.deposit = (
    await freshArticle(api, {
      collectionId: second,
      title: 'Deposits and receipts',
      province: 'QC',
      userType: 'RENTER',
    })
  ).id;
  ids.listing = (
    await freshArticle(api, {
      collectionId: first,
      title: 'Listing a property',
      description: 'From the wizard to approval.',
      userType: 'LANDLORD',
      helpKey: 'listing-wizard',
    })
  ).id;
  ids.search = (
    await freshArticle(api, { collectionId: first, title: 'Saving a search', province: 'ON' })
  ).id;
  ids.draft = (
    await freshArticle(api, { collectionId: first, title: 'Draft about écrans', isPublished: false })
  ).id;
  ids.french = (
    await freshArticle(api, {
      collectionId: second,
      title: 'Publier une annonce',
      locale: 'fr',
      helpKey: 'plan-choice',
      translationOf: ids.listing,
    })
  ).id;
  await api.deps.db.update(helpArticles).set({ seen: 50 }).where(eq(helpArticles.id, ids.search));
  await api.deps.db.update(helpArticles).set({ seen: 20 }).where(eq(helpArticles.id, ids.deposit));
});
afterAll(() => api.close());

const LIST = `query($w: HelpCenterWhere, $skip: Int, $take: Int, $f: HelpSortField, $o: HelpSortOrder) {
  helpCenters(where: $w, skip: $skip, take: $take, sortField: $f, sortOrder: $o) { id }
  helpCenterCount(where: $w)
}`;
async function list(variables: Record<string, unknown>, token?: string) {
  const r = await api.execute<{ helpCenters: { id: string }[]; helpCenterCount: number }>(LIST, variables, {
    token,
  });
  expect(r.errors).toBeUndefined();
  return { ids: r.data!.helpCenters.map((a) => a.id), count: r.data!.helpCenterCount };
}

describe('helpCenters', () => {
  it('lists published articles in collection then article order for readers, drafts for staff', async () => {
    expect(await list({ w: { locale: 'en' } })).toEqual({
      ids: [ids.listing, ids.search, ids.deposit],
      count: 3,
    });
    expect(await list({ w: { locale: 'en', isPublished: false } })).toEqual({
      ids: [ids.listing, ids.search, ids.deposit],
      count: 3,
    });
    expect(await list({ w: { locale: 'en', isPublished: false } }, admin.token)).toEqual({
      ids: [ids.draft],
      count: 1,
    });
    expect((await list({ w: { category: first } }, admin.token)).count).toBe(3);
  });

  it('narrows by collection, province (and all provinces), audience (and everyone) and title words', async () => {
    expect((await list({ w: { category: second } })).ids).toEqual([ids.deposit, ids.french]);
    expect((await list({ w: { category: 'nope' } })).ids).toEqual([]);
    expect((await list({ w: { province: 'ON', locale: 'en' } })).ids).toEqual([ids.listing, ids.search]);
    expect((await list({ w: { usertype: 'RENTER', locale: 'en' } })).ids).toEqual([ids.search, ids.deposit]);
    expect((await list({ w: { search: 'ECRANS draft' } }, admin.token)).ids).toEqual([ids.draft]);
    expect((await list({ w: { search: 'ecrans' } })).ids).toEqual([]);
  });

  it('sorts by title, views and update time, and pages', async () => {
    expect((await list({ w: { locale: 'en' }, f: 'TITLE' })).ids).toEqual([
      ids.deposit,
      ids.listing,
      ids.search,
    ]);
    expect((await list({ w: { locale: 'en' }, f: 'SEEN', o: 'DESC' })).ids).toEqual([
      ids.search,
      ids.deposit,
      ids.listing,
    ]);
    expect((await list({ w: { locale: 'en' }, f: 'UPDATED_AT', o: 'DESC', take: 1 })).ids).toHaveLength(1);
    expect((await list({ w: { locale: 'en' }, skip: 1, take: 1 })).ids).toEqual([ids.search]);
  });

  it('refuses a page beyond HELP_TAKE_MAX or a negative one', async () => {
    for (const variables of [{ take: -1 }, { skip: -1 }]) {
      expect(errorCodes(await api.execute(LIST, variables))).toEqual(['VALIDATION_FAILED']);
    }
    expect(errorCodes(await api.execute(LIST, { take: 101 }))).toEqual(['PAGE_TOO_LARGE']);
    expect((await api.execute(LIST, { take: 100 })).errors).toBeUndefined();
  });
});

describe('singleHelpCenter', () => {
  const SINGLE = 'query($w: SingleHelpCenterWhere!) { singleHelpCenter(where: $w) { id } }';
  const single = async (w: Record<string, unknown>, token?: string) =>
    (await api.execute<{ singleHelpCenter: { id: string } | null }>(SINGLE, { w }, { token })).data
      ?.singleHelpCenter?.id ?? null;

  it('finds by id, by the whole title ignoring case, or by description; drafts for staff only', async () => {
    expect(await single({ id: ids.listing })).toBe(ids.listing);
    expect(await single({ title: 'LISTING A PROPERTY' })).toBe(ids.listing);
    expect(await single({ title: 'Listing' })).toBeNull();
    expect(await single({ description: 'from the wizard to approval.' })).toBe(ids.listing);
    expect(await single({ id: ids.listing, title: 'Saving a search' })).toBeNull();
    expect(await single({ id: ids.draft })).toBeNull();
    expect(await single({ id: ids.draft }, admin.token)).toBe(ids.draft);
    expect(await single({ id: 'nope' })).toBeNull();
  });

  it('needs at least one of id, title and description', async () => {
    expect(errorCodes(await api.execute(SINGLE, { w: {} }))).toEqual(['VALIDATION_FAILED']);
    expect(errorCodes(await api.execute(SINGLE, { w: { title: '  ' } }))).toEqual(['VALIDATION_FAILED']);
  });
});

describe('helpCenterByKey and popularHelpCenters', () => {
  const BY_KEY = 'query($k: String!, $l: Locale!) { helpCenterByKey(key: $k, locale: $l) { id } }';
  const byKey = async (k: string, l: string) =>
    (await api.execute<{ helpCenterByKey: { id: string } | null }>(BY_KEY, { k, l })).data!.helpCenterByKey
      ?.id ?? null;

  it('answers the key in the asked language, else in the other, else null', async () => {
    expect(await byKey('listing-wizard', 'en')).toBe(ids.listing);
    expect(await byKey('listing-wizard', 'fr')).toBe(ids.listing);
    expect(await byKey('plan-choice', 'fr')).toBe(ids.french);
    expect(await byKey('plan-choice', 'en')).toBe(ids.french);
    expect(await byKey('privacy', 'en')).toBeNull();
  });

  it('lists the most seen published articles of a language for an audience', async () => {
    const POPULAR =
      'query($l: Locale!, $a: HelpAudience, $t: Int) { popularHelpCenters(locale: $l, audience: $a, take: $t) { id } }';
    const popular = async (variables: Record<string, unknown>) =>
      (
        await api.execute<{ popularHelpCenters: { id: string }[] }>(POPULAR, variables)
      ).data!.popularHelpCenters.map((a) => a.id);
    expect(await popular({ l: 'en' })).toEqual([ids.search, ids.deposit, ids.listing]);
    expect(await popular({ l: 'en', a: 'LANDLORD' })).toEqual([ids.search, ids.listing]);
    expect(await popular({ l: 'en', t: 1 })).toEqual([ids.search]);
    expect(await popular({ l: 'fr' })).toEqual([ids.french]);
    expect(errorCodes(await api.execute(POPULAR, { l: 'en', t: 21 }))).toEqual(['VALIDATION_FAILED']);
  });
});
