/**
 * How rich text reads, in the editor and on public pages alike (MUI sx, applied to the container
 * of the HTML): headings, lists, quotes, pictures and links in the product's type scale.
 */
export const RICH_TEXT_STYLES = {
  '& .rich-text': { lineHeight: 1.7, fontSize: '1rem', overflowWrap: 'anywhere' },
  '& .rich-text h2': { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3, mt: 3, mb: 1 },
  '& .rich-text h3': { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35, mt: 2.5, mb: 1 },
  '& .rich-text h4': { fontSize: '1.1rem', fontWeight: 600, mt: 2, mb: 0.5 },
  '& .rich-text p': { my: 1.25 },
  '& .rich-text ul, & .rich-text ol': { pl: 3, my: 1.25 },
  '& .rich-text li > p': { my: 0.25 },
  '& .rich-text blockquote': {
    borderLeft: 4,
    borderColor: 'divider',
    m: 0,
    my: 2,
    pl: 2,
    color: 'text.secondary',
  },
  '& .rich-text img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1, my: 2 },
  '& .rich-text hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
  // The darker green: primary.main on white is below 4.5:1 for body-size link text.
  '& .rich-text a': { color: 'primary.dark', textDecoration: 'underline' },
} as const;
