import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * The text of each page as a reader (or a screen reader) gets it, through pdf.js: what the tests
 * compare proves the text is real, extractable Unicode and not a picture of text. No-break spaces
 * (French amounts) become plain spaces so snapshots stay readable.
 */
export async function extractPages(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of the buffer it is given: pass a copy.
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    let text = '';
    let end: number | null = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      // Runs drawn edge to edge (a name partly in a fallback face) are one word; a gap is a space.
      const x = item.transform[4] as number;
      if (end !== null && x - end > 1) text += ' ';
      text += item.str;
      end = x + item.width;
      if (item.hasEOL) {
        text += '\n';
        end = null;
      }
    }
    pages.push(
      text
        .replace(/[\u00a0\u202f]/g, ' ')
        .replace(/ +\n/g, '\n')
        .trim(),
    );
  }
  await pdf.destroy();
  return pages;
}

export async function extractText(bytes: Uint8Array): Promise<string> {
  const pages = await extractPages(bytes);
  return pages.map((p, i) => `--- page ${i + 1} ---\n${p}`).join('\n');
}
