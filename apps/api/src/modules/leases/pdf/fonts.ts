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

const FILES = '@fontsource/noto-sans/files/noto-sans';
const SCRIPT_FILES = '@fontsource/dancing-script/files/dancing-script';

/** Each face: the latin file, and the latin-ext file for names such as Łukasz or Dvořák. */
const FONT_FILES = {
  regular: [`${FILES}-latin-400-normal.woff`, `${FILES}-latin-ext-400-normal.woff`],
  bold: [`${FILES}-latin-700-normal.woff`, `${FILES}-latin-ext-700-normal.woff`],
  italic: [`${FILES}-latin-400-italic.woff`, `${FILES}-latin-ext-400-italic.woff`],
  script: [`${SCRIPT_FILES}-latin-400-normal.woff`, `${SCRIPT_FILES}-latin-ext-400-normal.woff`],
} as const;

export type FontName = keyof typeof FONT_FILES;
export type Fonts = Record<FontName, PDFFont> & {
  /** The latin-ext face drawing what a face's latin file has no glyph for. */
  fallbacks: Map<PDFFont, PDFFont>;
};

const cache = new Map<string, Uint8Array>();

function fontBytes(file: string): Uint8Array {
  let bytes = cache.get(file);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(require.resolve(file)));
    cache.set(file, bytes);
  }
  return bytes;
}

/** Text laid out per parsed font: leases lay out the same lines, words and labels again and again. */
const LAYOUTS_MAX = 50_000;

/**
 * One parsed font per file for every document, its layouts remembered: pdf-lib parses the file
 * again for each document and shapes every text it measures or draws (GSUB and GPOS lookups, most
 * of a lease's drawing time). A layout only reads the font, and each document keeps its own subset.
 */
const parsed = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const sharedFontkit = {
  create(data: Uint8Array) {
    let font = parsed.get(data);
    if (!font) {
      font = fontkit.create(data);
      const layout = font.layout.bind(font);
      const layouts = new Map<string, ReturnType<typeof layout>>();
      font.layout = ((text: string, features?: string[]) => {
        if (typeof text !== 'string') return layout(text, features);
        const key = `${features?.join(',') ?? ''}|${text}`;
        let run = layouts.get(key);
        if (!run) {
          if (layouts.size >= LAYOUTS_MAX) layouts.clear();
          layouts.set(key, (run = layout(text, features)));
        }
        return run;
      }) as typeof font.layout;
      parsed.set(data, font);
    }
    return font;
  },
} as unknown as typeof fontkit;

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(sharedFontkit);
  const embed = (file: string) => doc.embedFont(fontBytes(file), { subset: true });
  const fallbacks = new Map<PDFFont, PDFFont>();
  const faces = {} as Record<FontName, PDFFont>;
  // One after the other: object numbers are given in embedding order, and the bytes must not
  // depend on which promise settles first. A face whose fallback draws nothing embeds no glyphs.
  for (const name of Object.keys(FONT_FILES) as FontName[]) {
    const [main, ext] = FONT_FILES[name];
    faces[name] = await embed(main);
    fallbacks.set(faces[name], await embed(ext));
  }
  return { ...faces, fallbacks };
}
