import { count } from 'drizzle-orm';
import { richTextFromMarkdown } from '@rentals/domain/rich-text/index';
import type { Db } from '../../db/client';
import { rentalLaws } from '../../db/schema/rental-laws';
import { richTextForStorage } from '../rich-text/rich-text';
import { markdownBlocks, SEED_RENTAL_LAW_FILES } from './seed/index';

/** The rows the shipped entries make, published, in each file's reading order. */
export function seedRentalLawRows() {
  return SEED_RENTAL_LAW_FILES.flatMap((file) =>
    file.entries.map((entry, position) => {
      // Through the same path as what staff write, so shipped text is held to the same rules.
      const body = richTextForStorage(richTextFromMarkdown(markdownBlocks(entry.markdown)), {
        requireText: true,
      });
      return {
        title: entry.title,
        description: entry.description,
        province: file.province,
        audience: entry.audience,
        topic: entry.topic,
        locale: file.locale,
        bodyJson: body.json as unknown as Record<string, unknown>,
        bodyHtml: body.html,
        bodyText: body.text,
        sourceUrl: entry.sourceUrl,
        sourceTitle: entry.sourceTitle,
        lastReviewedOn: file.lastReviewedOn,
        position,
        isPublished: true,
      };
    }),
  );
}

/**
 * The shipped rental law entries: content every installation starts with. Skipped when any entry
 * exists, so staff's edits and deletions are never undone at the next start.
 */
export async function seedRentalLaws(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(rentalLaws);
  if (existing!.n > 0) return;
  await db.insert(rentalLaws).values(seedRentalLawRows());
}
