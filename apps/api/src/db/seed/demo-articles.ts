import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { articles, articleTags } from '../schema/articles';
import { enqueueLinkCheck } from '../../modules/articles/article-link-check';
import { recountTagUse, tagIdsForNames } from '../../modules/content-tags/tag.service';

/*
 * Curated articles of the demo installation, seeded with the demo accounts (never into a database
 * that already has users): public pages of Canadian housing sources, in both knowledge center
 * sections and both languages. Each gets its link check planned, as a saved article does.
 */
interface DemoArticle {
  title: string;
  subtitle: string;
  description: string;
  articleUrl: string;
  articleType: 'TRENDING' | 'ESTATE_SCOOP';
  locale: 'en' | 'fr';
  status: 'PUBLISHED' | 'DRAFT';
  note?: string;
  tags: string[];
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'Rental market reports for major centres',
    subtitle: 'Canada Mortgage and Housing Corporation',
    description:
      "CMHC's yearly survey of vacancy rates and average rents in purpose-built rentals, city by city.",
    articleUrl:
      'https://www.cmhc-schl.gc.ca/professionals/housing-markets-data-and-research/market-reports/rental-market-reports-major-centres',
    articleType: 'TRENDING',
    locale: 'en',
    status: 'PUBLISHED',
    tags: ['Market data', 'Rent'],
  },
  {
    title: 'Rent increase guideline',
    subtitle: 'Government of Ontario',
    description:
      'The most a landlord can raise the rent each year for most tenancies in Ontario, and the units it does not cover.',
    articleUrl: 'https://www.ontario.ca/page/rent-increase-guideline',
    articleType: 'TRENDING',
    locale: 'en',
    status: 'PUBLISHED',
    tags: ['Ontario', 'Rent increase'],
  },
  {
    title: 'Housing statistics',
    subtitle: 'Statistics Canada',
    description: 'Census and survey figures on renters, shelter costs and core housing need across Canada.',
    articleUrl: 'https://www.statcan.gc.ca/en/subjects-start/housing',
    articleType: 'TRENDING',
    locale: 'en',
    status: 'PUBLISHED',
    tags: ['Market data'],
  },
  {
    title: 'Residential tenancies in British Columbia',
    subtitle: 'Residential Tenancy Branch',
    description:
      'Starting, during and ending a tenancy in B.C.: deposits, rent increases, repairs and dispute resolution.',
    articleUrl: 'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies',
    articleType: 'ESTATE_SCOOP',
    locale: 'en',
    status: 'PUBLISHED',
    tags: ['British Columbia', 'Tenant rights'],
  },
  {
    title: 'Landlord and Tenant Board',
    subtitle: 'Tribunals Ontario',
    description: 'Forms, guides and hearings for disputes between landlords and tenants in Ontario.',
    articleUrl: 'https://tribunalsontario.ca/ltb/',
    articleType: 'ESTATE_SCOOP',
    locale: 'en',
    status: 'DRAFT',
    note: 'Publish once the knowledge center has the Ontario rental law entries.',
    tags: ['Ontario', 'Tenant rights'],
  },
  {
    title: 'Tribunal administratif du logement',
    subtitle: 'Gouvernement du Québec',
    description:
      'Bail, fixation de loyer, réparations et recours : les règles du logement locatif au Québec et le tribunal qui les applique.',
    articleUrl: 'https://www.tal.gouv.qc.ca/fr',
    articleType: 'ESTATE_SCOOP',
    locale: 'fr',
    status: 'PUBLISHED',
    tags: ['Québec', 'Droits des locataires'],
  },
  {
    title: 'Statistiques sur le logement',
    subtitle: 'Statistique Canada',
    description:
      'Recensement et enquêtes : les ménages locataires, les frais de logement et les besoins impérieux partout au Canada.',
    articleUrl: 'https://www.statcan.gc.ca/fr/sujets-debut/logement',
    articleType: 'TRENDING',
    locale: 'fr',
    status: 'PUBLISHED',
    tags: ['Données du marché'],
  },
  {
    title: 'Location résidentielle en Colombie-Britannique',
    subtitle: 'Residential Tenancy Branch (en anglais)',
    description:
      'Dépôt de garantie, hausses de loyer, réparations et fin de bail en Colombie-Britannique, sur le site officiel de la province.',
    articleUrl: 'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies',
    articleType: 'ESTATE_SCOOP',
    locale: 'fr',
    status: 'PUBLISHED',
    tags: ['Colombie-Britannique', 'Droits des locataires'],
  },
];

/** Adds the demo articles unless some article exists already. */
export async function seedDemoArticles(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(articles);
    if (existing!.n > 0) return;
    const used = new Set<string>();
    for (const [i, { tags, ...article }] of DEMO_ARTICLES.entries()) {
      // Newest first in the order above.
      const createdAt = new Date(now.getTime() - i * 3_600_000);
      const [row] = await tx
        .insert(articles)
        .values({ ...article, createdAt, updatedAt: createdAt })
        .returning({ id: articles.id });
      const tagIds = await tagIdsForNames(tx, tags);
      await tx.insert(articleTags).values(tagIds.map((tagId) => ({ articleId: row!.id, tagId })));
      tagIds.forEach((id) => used.add(id));
      await enqueueLinkCheck(tx, row!.id, now);
    }
    await recountTagUse(tx, [...used]);
  });
}
