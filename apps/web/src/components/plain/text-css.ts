import type { Theme } from '@mui/material/styles';
import { useStaticStyles } from '../../lib/styles/static-styles';

/*
 * MUI's body1 Typography, its text.secondary colour and its Link (underlined on hover) as plain
 * classes, for the plain-element pages: `plain-text`, `plain-text--muted`, `plain-link` and
 * `plain-link--strong` (semi-bold, not shrinking in a row). A page's own stylesheet comes after
 * this one, so its classes can set another margin.
 */
const textCss = ({ palette, typography: type }: Theme) => `
.plain-text { margin: 0; font-size: ${type.body1.fontSize}; line-height: ${type.body1.lineHeight};
  letter-spacing: ${type.body1.letterSpacing}; }
.plain-text--muted { color: ${palette.text.secondary}; }
.plain-link { color: ${palette.primary.dark}; text-decoration: none; }
.plain-link:hover { text-decoration: underline; }
.plain-link--strong { flex-shrink: 0; font-weight: 600; }
`;

/** Puts the plain text and link classes in the page (once). */
export function usePlainTextStyles(): void {
  useStaticStyles('plain-text', textCss);
}
