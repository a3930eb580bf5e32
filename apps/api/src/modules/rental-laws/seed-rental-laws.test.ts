import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { richTextFromMarkdown, parseRichText } from '@rentals/domain/rich-text/index';
import { RENTAL_LAW_READERS, RENTAL_LAW_TOPICS, isForReader } from '@rentals/domain/rental-laws/rules';
import { rentalLawInputSchema } from '@rentals/domain/rental-laws/schemas';
import { rentalLaws } from '../../db/schema/rental-laws';
import { createTestApi, type TestApi } from '../../test/harness';
import { seedRentalLawRows, seedRentalLaws } from './rental-law-seed';
import { markdownBlocks, SEED_RENTAL_LAW_FILES } from './seed/index';

const entries = SEED_RENTAL_LAW_FILES.flatMap((file) => file.entries.map((entry) => ({ file, entry })));

describe('shipped entries', () => {
  it('cover Ontario, British Columbia and Quebec in English and French', () => {
    expect(SEED_RENTAL_LAW_FILES.map((f) => `${f.province}-${f.locale}`).sort()).toEqual([
      'BC-en',
      'BC-fr',
      'ON-en',
      'ON-fr',
      'QC-en',
      'QC-fr',
    ]);
  });

  it.each(
    entries.map(
      ({ file, entry }) => [`${file.province} ${file.locale} ${entry.title}`, file, entry] as const,
    ),
  )('%s is a valid published entry with an https official source and a 2026 review', (_name, file, entry) => {
    const parsed = rentalLawInputSchema.safeParse({
      ...entry,
      province: file.province,
      locale: file.locale,
      body: richTextFromMarkdown(markdownBlocks(entry.markdown)),
      lastReviewedOn: file.lastReviewedOn,
      isPublished: true,
    });
    expect(parsed.error?.issues).toBeUndefined();
    expect(new URL(entry.sourceUrl).protocol).toBe('https:');
    expect(file.lastReviewedOn.startsWith('2026-')).toBe(true);
    expect(parseRichText(richTextFromMarkdown(markdownBlocks(entry.markdown))).ok).toBe(true);
  });

  it('keep no Markdown in the stored text: every heading and list became a block', () => {
    for (const row of seedRentalLawRows()) {
      expect(row.bodyText, row.title).not.toMatch(/(^|\s)(##|\*\*|- \*\*)|\]\(/);
      expect(row.bodyHtml, row.title).toContain('<h2>');
    }
  });

  it('give each reader of each province every topic, in both languages alike', () => {
    for (const province of ['ON', 'BC', 'QC'] as const) {
      const shape = (locale: 'en' | 'fr') =>
        SEED_RENTAL_LAW_FILES.find((f) => f.province === province && f.locale === locale)!.entries.map(
          (e) => `${e.topic}/${e.audience}`,
        );
      expect(shape('fr')).toEqual(shape('en'));
      for (const reader of RENTAL_LAW_READERS) {
        const topics = new Set(
          SEED_RENTAL_LAW_FILES.find((f) => f.province === province && f.locale === 'en')!
            .entries.filter((e) => isForReader(e.audience, reader))
            .map((e) => e.topic),
        );
        expect([...topics].sort(), `${province} ${reader}`).toEqual([...RENTAL_LAW_TOPICS].sort());
      }
    }
  });
});

describe('seedRentalLaws', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('stores every shipped entry published, then leaves staff’s entries alone', async () => {
    await seedRentalLaws(api.deps.db);
    const n = async () => (await api.deps.db.select({ n: count() }).from(rentalLaws))[0]!.n;
    expect(await n()).toBe(entries.length);
    const qc = await api.execute<{ publicRentalLaws: { title: string; sourceUrl: string }[] }>(
      '{ publicRentalLaws(province: "QC", audience: LANDLORD, locale: fr) { title sourceUrl } }',
    );
    expect(qc.data!.publicRentalLaws[0]!.title).toBe('Augmenter le loyer au renouvellement du bail');
    expect(qc.data!.publicRentalLaws.every((e) => e.sourceUrl.startsWith('https://'))).toBe(true);
    await api.deps.db.delete(rentalLaws);
    await api.deps.db.insert(rentalLaws).values({ ...seedRentalLawRows()[0]!, title: 'Edited' });
    await seedRentalLaws(api.deps.db);
    expect(await n()).toBe(1);
  });
});
