import type { Theme } from '@mui/material/styles';
import { HEADER_HEIGHT_PX } from '@rentals/domain/limits';
import { useStaticStyles } from '../../../lib/styles/static-styles';
import { usePlainButtonStyles } from '../../../components/plain/button-css';

/*
 * The header in plain elements with one stylesheet (lib/styles/static-styles), drawn as MUI's
 * AppBar, Toolbar, Button and the small toggle group drew it (the buttons: components/plain/button-css): it is on every page's first render,
 * and its twenty-odd MUI components were about a third of a listing page's first render on a slow
 * phone.
 */
const headerCss = ({ breakpoints, palette, shape, typography, zIndex }: Theme) => `
.site-header { position: sticky; top: 0; z-index: ${zIndex.appBar}; box-sizing: border-box; width: 100%;
  height: ${HEADER_HEIGHT_PX}px; flex-shrink: 0; background: ${palette.background.paper}; color: ${palette.text.primary};
  border-bottom: 1px solid ${palette.divider}; }
.site-header__bar { box-sizing: border-box; height: ${HEADER_HEIGHT_PX}px; display: flex; align-items: center;
  gap: 8px; padding: 0 12px; }
${breakpoints.up('sm')} { .site-header__bar { padding: 0 24px; } }
${breakpoints.up('md')} { .site-header__bar { gap: 12px; } }
.site-header__narrow { flex-shrink: 0; }
.site-header__middle { flex-grow: 1; display: flex; justify-content: center; min-width: 0; }
.site-header__wide { display: none; }
${breakpoints.up('md')} { .site-header__wide { display: block; } .site-header__narrow { display: none !important; } }
.site-logo { display: inline-flex; align-items: center; gap: 8px; color: ${palette.text.primary}; text-decoration: none;
  font-weight: 800; font-size: 1.375rem; flex-shrink: 0; }
.site-logo svg { width: 34px; height: 34px; fill: ${palette.primary.main}; flex-shrink: 0; }
.site-logo:focus-visible { outline: 2px solid ${palette.primary.dark}; outline-offset: 2px; border-radius: 4px; }
.header-actions { display: flex; gap: 8px; flex-shrink: 0; }
.header-actions .plain-button { white-space: nowrap; }
.header-nav ul { display: flex; align-items: center; margin: 0; padding: 0; list-style: none; }
.header-nav .plain-button { line-height: 1.2; white-space: nowrap; font-size: 0.8125rem; padding: 6px 8px; }
.nav-count { display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; min-width: 18px;
  height: 18px; margin-left: 6px; padding: 0 5px; border-radius: 9px; background: #b3261e; color: #fff; font-size: 0.6875rem;
  font-weight: 700; line-height: 1; text-decoration: none; }
.nav-dot { width: 8px; height: 8px; margin-left: 6px; border-radius: 50%; background: #b3261e; }
.header-nav .plain-button.active { color: ${palette.primary.dark}; text-decoration: underline; text-underline-offset: 6px; }
${breakpoints.up('lg')} { .header-nav ul { gap: 4px; }
  .header-nav .plain-button { font-size: 0.9375rem; } }
/* From 900px, links too long for the window (use-nav-fit.ts) go into the menu, as below 900px. */
.site-header--collapsed .header-nav { display: none; }
.site-header--collapsed .site-header__narrow { display: inline-flex !important; }
.language-switch { display: inline-flex; flex-shrink: 0; border: 1px solid ${palette.divider}; border-radius: ${shape.borderRadius}px; }
.language-switch button { display: inline-flex; align-items: center; justify-content: center; margin: 0; border: 0;
  padding: 4px 10px; min-height: 32px; cursor: pointer; background: transparent; font-family: ${typography.fontFamily};
  font-size: 0.8125rem; font-weight: 700; color: ${palette.text.secondary}; border-radius: ${shape.borderRadius}px 0 0 ${shape.borderRadius}px;
  -webkit-tap-highlight-color: transparent; }
.language-switch button + button { border-left: 1px solid ${palette.divider}; border-radius: 0 ${shape.borderRadius}px ${shape.borderRadius}px 0; }
.language-switch button:hover { background: ${palette.action.hover}; }
.language-switch button[aria-pressed='true'] { color: ${palette.primary.dark}; background: ${palette.action.selected}; }
.language-switch button:focus-visible { outline: 2px solid ${palette.primary.main}; outline-offset: -2px; }
`;

/** Puts the header's stylesheet in the page (once): for the header and the parts shown elsewhere (the logo). */
export function useHeaderStyles(): void {
  usePlainButtonStyles();
  useStaticStyles('site-header', headerCss);
}
