import { BRITISH_COLUMBIA_EN } from './british-columbia-en';
import { BRITISH_COLUMBIA_FR } from './british-columbia-fr';
import { ONTARIO_EN } from './ontario-en';
import { ONTARIO_FR } from './ontario-fr';
import { QUEBEC_EN } from './quebec-en';
import { QUEBEC_FR } from './quebec-fr';
import type { SeedRentalLawFile } from './seed-entry';

/** Every shipped file: Ontario, British Columbia and Quebec, each in English and French. */
export const SEED_RENTAL_LAW_FILES: readonly SeedRentalLawFile[] = [
  ONTARIO_EN,
  ONTARIO_FR,
  BRITISH_COLUMBIA_EN,
  BRITISH_COLUMBIA_FR,
  QUEBEC_EN,
  QUEBEC_FR,
];

const LIST_ITEM = /^(?:- |\d+\. )/;

/**
 * The entries are written with a heading or a lead-in line directly above its paragraph or list,
 * as people write Markdown; richTextFromMarkdown reads one block per blank-line-separated chunk.
 * This puts each heading and each paragraph line in its own chunk and keeps a list's lines together.
 */
export function markdownBlocks(markdown: string): string {
  const chunks: string[][] = [];
  let list: string[] | null = null;
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      list = null;
      continue;
    }
    if (LIST_ITEM.test(line)) {
      if (!list) chunks.push((list = []));
      list.push(line);
      continue;
    }
    list = null;
    chunks.push([line]);
  }
  return chunks.map((chunk) => chunk.join('\n')).join('\n\n');
}
