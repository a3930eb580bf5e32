import Box from '@mui/material/Box';
import { RICH_TEXT_STYLES } from './rich-text-styles';

/**
 * Shows a stored body: HTML the API rendered from the editor's JSON and sanitized
 * (apps/api modules/rich-text), never HTML typed by a client. Light enough for public pages.
 */
export function RichTextView({ html, lang }: { html: string; lang?: string }) {
  return (
    <Box sx={RICH_TEXT_STYLES}>
      <div className="rich-text" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
    </Box>
  );
}
