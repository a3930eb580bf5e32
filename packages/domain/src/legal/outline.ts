/*
 * The table of contents of a stored legal text: its h2 and h3 headings get ids (derived from their
 * words, unique within the page) so the page can link to them. Works on the sanitized HTML the API
 * stores, where headings carry no attributes.
 */

export interface LegalHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

const HEADING = /<h([23])>([\s\S]*?)<\/h\1>/g;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m)
    .trim();
}

/** A readable anchor: lower-case letters and digits without accents, joined by dashes. */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return slug || 'section';
}

/** The HTML with ids on its h2/h3 headings, and the headings in order. */
export function outlineLegalHtml(html: string): { html: string; headings: LegalHeading[] } {
  const headings: LegalHeading[] = [];
  const used = new Set<string>();
  const out = html.replace(HEADING, (_match, level: string, inner: string) => {
    const text = plain(inner);
    const base = headingSlug(text);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    headings.push({ id, text, level: Number(level) as 2 | 3 });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: out, headings };
}
