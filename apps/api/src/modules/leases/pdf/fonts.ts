import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/*
 * Noto Sans (regular, bold, italic) for the text and Dancing Script for typed signatures, both under
 * the SIL Open Font License, read from their npm packages so no font file lives in the repository.
 * Fontsource ships WOFF only; fontkit decodes it and pdf-lib embeds a TrueType subset of the glyphs
 * used, with a ToUnicode map so the text can be searched, copied and read aloud. The latin files
 * cover French (é à ç œ « » ’) and the no-break spaces Intl puts in French amounts. Subsetting is
 * also what keeps the output deterministic: the same text gives the same subset.
 */

const require = createRequire(import.meta.url);

const FONT_FILES = {
  regular: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  bold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  italic: '@fontsource/noto-sans/files/noto-sans-latin-400-italic.woff',
  script: '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff',
} as const;

export type FontName = keyof typeof FONT_FILES;
export type Fonts = Record<FontName, PDFFont>;

const cache = new Map<FontName, Uint8Array>();

function fontBytes(name: FontName): Uint8Array {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(require.resolve(FONT_FILES[name])));
    cache.set(name, bytes);
  }
  return bytes;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const embed = (name: FontName) => doc.embedFont(fontBytes(name), { subset: true });
  // One after the other: object numbers are given in embedding order, and the bytes must not
  // depend on which promise settles first.
  const regular = await embed('regular');
  const bold = await embed('bold');
  const italic = await embed('italic');
  const script = await embed('script');
  return { regular, bold, italic, script };
}
