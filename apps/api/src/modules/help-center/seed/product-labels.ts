import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@rentals/domain/users/enums';

/*
 * Every label the product shows in a language, read from the sources: the web's locale files
 * (an i18n folder's <lng> folder under apps/web/src, one namespace object a file) and the domain's bilingual labels
 * ({ en: '…', fr: '…' }: statuses, actions, field names). The seed's test holds each label an
 * article quotes in bold against these, so a renamed button fails the build instead of misleading
 * readers.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_SRC = path.resolve(here, '../../../../../web/src');
const DOMAIN_SRC = path.resolve(here, '../../../../../../packages/domain/src');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(keep);
}

function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
}

/** A quoted TypeScript string literal's text. */
const unquote = (literal: string) => literal.slice(1, -1).replace(/\\(.)/g, '$1');

const DOMAIN_LABEL = /\b(en|fr): ('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g;

/** The texts of the web's locale files and the domain's labels in `locale`. */
export async function productLabels(locale: Locale): Promise<Set<string>> {
  const labels = new Set<string>();
  const localeFile = new RegExp(`[/\\\\]i18n[/\\\\](?:.+[/\\\\])?${locale}[/\\\\][^/\\\\]+\\.ts$`);
  for (const file of filesUnder(WEB_SRC, (f) => localeFile.test(f))) {
    stringsOf(await import(file), labels);
  }
  const domainFiles = filesUnder(DOMAIN_SRC, (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of domainFiles) {
    for (const match of (await readFile(file, 'utf8')).matchAll(DOMAIN_LABEL)) {
      if (match[1] === locale) labels.add(unquote(match[2]!));
    }
  }
  return labels;
}

/** The texts an article's Markdown quotes in bold. */
export function boldLabels(markdown: string): string[] {
  return [...markdown.matchAll(/\*\*(.+?)\*\*/g)].map((match) => match[1]!);
}
