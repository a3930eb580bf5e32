import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { HELP_COLLECTION_ICONS, HELP_KEYS } from '@rentals/domain/help-center/rules';
import { helpArticleInputSchema, helpCollectionInputSchema } from '@rentals/domain/help-center/schemas';
import { LOCALES } from '@rentals/domain/users/enums';
import { helpArticles, helpCollections } from '../../db/schema/help-center';
import { createTestApi, type TestApi } from '../../test/harness';
import { sanitizeRichHtml } from '../rich-text/rich-text';
import { seedHelpCenter, seedHelpCenterRows } from './help-center-seed';
import { SEED_HELP_COLLECTIONS } from './seed/index';
import { boldLabels, productLabels } from './seed/product-labels';

const rows = seedHelpCenterRows();
const articles = rows.flatMap((r) => r.articles);
const inLocale = (locale: string) => articles.filter((a) => a.locale === locale);

describe('shipped help center', () => {
  it('has at least 20 articles in English and as many in French, in 8 collections', () => {
    expect(SEED_HELP_COLLECTIONS).toHaveLength(8);
    expect(inLocale('en').length).toBeGreaterThanOrEqual(20);
    expect(inLocale('fr')).toHaveLength(inLocale('en').length);
  });

  it('gives each collection valid bilingual titles, an icon and an audience', () => {
    for (const c of SEED_HELP_COLLECTIONS) {
      const parsed = helpCollectionInputSchema.safeParse({
        titleEn: c.en.title,
        titleFr: c.fr.title,
        descriptionEn: c.en.description,
        descriptionFr: c.fr.description,
        icon: c.icon,
        audience: c.audience,
      });
      expect(parsed.error?.issues, c.en.title).toBeUndefined();
      expect(HELP_COLLECTION_ICONS).toContain(c.icon);
      expect([c.en.locale, c.fr.locale]).toEqual(['en', 'fr']);
    }
  });

  it('pairs each English article with a French one of the same key and reader', () => {
    for (const c of SEED_HELP_COLLECTIONS) {
      const shape = (locale: 'en' | 'fr') => c[locale].articles.map((a) => `${a.helpKey}/${a.userType}`);
      expect(shape('fr'), c.en.title).toEqual(shape('en'));
    }
    const groups = new Map<string, string[]>();
    for (const a of articles)
      groups.set(a.translationGroup!, [...(groups.get(a.translationGroup!) ?? []), a.locale!]);
    expect([...groups.values()].every((locales) => locales.join() === 'en,fr')).toBe(true);
    expect(groups.size).toBe(inLocale('en').length);
  });

  it.each(LOCALES)('answers every help key exactly once in %s', (locale) => {
    const keys = inLocale(locale).flatMap((a) => (a.helpKey ? [a.helpKey] : []));
    expect([...keys].sort()).toEqual([...HELP_KEYS].sort());
  });

  it.each(LOCALES)('gives every %s article a unique title', (locale) => {
    const titles = inLocale(locale).map((a) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('stores valid, non-empty bodies that the sanitizer leaves unchanged, with no Markdown left', () => {
    for (const a of articles) {
      const parsed = helpArticleInputSchema.safeParse({
        collectionId: '00000000-0000-4000-8000-000000000000',
        title: a.title,
        description: a.description,
        body: a.bodyJson,
        userType: a.userType,
        locale: a.locale,
        helpKey: a.helpKey,
        isPublished: true,
      });
      expect(parsed.error?.issues, a.title).toBeUndefined();
      expect(a.bodyText, a.title).not.toBe('');
      expect(sanitizeRichHtml(a.bodyHtml), a.title).toBe(a.bodyHtml);
      expect(a.bodyText, a.title).not.toMatch(/(^|\s)(##|\*\*)|\]\(/);
    }
  });

  it.each(LOCALES)('quotes in bold only labels the product shows in %s', async (locale) => {
    const labels = await productLabels(locale);
    const unknown = SEED_HELP_COLLECTIONS.flatMap((c) =>
      c[locale].articles.flatMap((a) =>
        boldLabels(a.markdown)
          .filter((label) => !labels.has(label))
          .map((label) => `${a.title}: ${label}`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});

describe('seedHelpCenter', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const countOf = async (table: typeof helpArticles | typeof helpCollections) =>
    (await api.deps.db.select({ n: count() }).from(table))[0]!.n;

  it('stores every collection and article published, in dense positions, once', async () => {
    await seedHelpCenter(api.deps.db);
    const db = api.deps.db;
    const collections = await db.select().from(helpCollections).orderBy(asc(helpCollections.position));
    expect(collections.map((c) => c.position)).toEqual(SEED_HELP_COLLECTIONS.map((_, i) => i));
    expect(collections.map((c) => c.titleFr)).toEqual(SEED_HELP_COLLECTIONS.map((c) => c.fr.title));
    for (const collection of collections) {
      const items = await db
        .select()
        .from(helpArticles)
        .where(eq(helpArticles.collectionId, collection.id))
        .orderBy(asc(helpArticles.position));
      expect(items.map((a) => a.position)).toEqual(items.map((_, i) => i));
      expect(items.every((a) => a.isPublished && a.publishedAt)).toBe(true);
    }
    expect(await countOf(helpArticles)).toBe(articles.length);

    await seedHelpCenter(db);
    expect(await countOf(helpCollections)).toBe(SEED_HELP_COLLECTIONS.length);
    expect(await countOf(helpArticles)).toBe(articles.length);
  });

  it('leaves a help center staff emptied of articles as they left it', async () => {
    await api.deps.db.delete(helpArticles);
    await seedHelpCenter(api.deps.db);
    expect(await countOf(helpArticles)).toBe(0);
    expect(await countOf(helpCollections)).toBe(SEED_HELP_COLLECTIONS.length);
  });
});
