import { alpha, type Theme } from '@mui/material/styles';
import { HEADER_HEIGHT_PX } from '@rentals/domain/limits';
import { usePlainButtonStyles } from '../../../components/plain/button-css';
import { usePlainSkeletonStyles } from '../../../components/plain/skeleton-css';
import { usePlainTextStyles } from '../../../components/plain/text-css';
import { useStaticStyles } from '../../../lib/styles/static-styles';

/** Room left above a sticky block: the sticky header and a margin. */
export const STICKY_TOP_PX = HEADER_HEIGHT_PX + 16;

/*
 * The frame of /search (title, list/map toggle, columns), its filter bar's layout and buttons and
 * its results list, in plain elements with one stylesheet drawn as the MUI components they
 * replace drew them (Typography, ToggleButtonGroup, Button, Stack, Box): the page renders them
 * all at its first paint, and their styled components were about a fifth of it on a slow phone.
 * The fields stay MUI's.
 */
const searchPageCss = ({ breakpoints, palette, shape, transitions, typography: type }: Theme) => `
.search-page { box-sizing: border-box; max-width: 1600px; margin: 0 auto; padding: 16px; }
${breakpoints.up('sm')} { .search-page { padding: 16px 24px; } }
${breakpoints.up('md')} { .search-page { padding: 24px; } }
.search-page__title { margin: 0; font-family: ${type.fontFamily}; font-size: ${type.h4.fontSize}; font-weight: ${type.h4.fontWeight};
  line-height: ${type.h4.lineHeight}; letter-spacing: ${type.h4.letterSpacing}; overflow-wrap: anywhere; }
.search-page__subtitle, .search-page__save { margin-bottom: 16px; }
.view-toggle { display: flex; width: 100%; margin-top: 16px; }
.view-toggle button { flex: 1; display: inline-flex; align-items: center; justify-content: center; gap: 8px; margin: 0;
  padding: 7px; border: 1px solid ${palette.divider}; border-radius: ${shape.borderRadius}px; cursor: pointer;
  background: transparent; color: ${palette.action.active}; font-family: ${type.fontFamily};
  font-weight: ${type.button.fontWeight}; font-size: ${type.pxToRem(13)}; line-height: ${type.button.lineHeight};
  letter-spacing: ${type.button.letterSpacing}; -webkit-tap-highlight-color: transparent;
  transition: ${transitions.create('background-color', { duration: transitions.duration.shortest })}; }
.view-toggle button:first-child { border-top-right-radius: 0; border-bottom-right-radius: 0; }
.view-toggle button + button { margin-left: -1px; border-left-color: transparent; border-top-left-radius: 0; border-bottom-left-radius: 0; }
.view-toggle button:hover { background: ${alpha(palette.text.primary, palette.action.hoverOpacity)}; }
.view-toggle button[aria-pressed='true'] { color: ${palette.text.primary}; background: ${palette.action.selected}; }
.view-toggle button[aria-pressed='true']:hover { background: ${alpha(palette.text.primary, palette.action.selectedOpacity + palette.action.hoverOpacity)}; }
.view-toggle button:focus-visible { outline: 2px solid ${palette.primary.dark}; outline-offset: -2px; }
.view-toggle svg { width: 20px; height: 20px; fill: currentColor; }
.search-page__columns { display: grid; gap: 24px; margin-top: 24px; grid-template-columns: minmax(0, 1fr); }
${breakpoints.up('md')} { .search-page__columns { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
  .search-page__map { position: sticky; top: ${STICKY_TOP_PX}px; align-self: start; } }
.search-page__list { scroll-margin-top: ${STICKY_TOP_PX}px; }
.filter-bar__fields { display: grid; gap: 12px; }
.filter-bar__fields > * { min-width: 0; }
.filter-bar__fields--narrow { grid-template-columns: repeat(2, minmax(0, 1fr)); }
.filter-bar__fields--wide { grid-template-columns: repeat(3, minmax(0, 1fr)); }
${breakpoints.up('lg')} { .filter-bar__fields--wide { grid-template-columns: 1.6fr 1.3fr 1.6fr 1fr 1fr 1.3fr; } }
.filter-bar__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 12px; }
.filter-bar__more { min-height: 40px; }
.filter-bar__spacer { flex-grow: 1; }
.filter-bar__order { width: 220px; min-width: 150px; }
.filter-bar__order--narrow { width: auto; flex-grow: 1; }
.corner-count { position: relative; display: inline-flex; vertical-align: middle; flex-shrink: 0; }
.corner-count__badge { position: absolute; top: 0; right: 0; z-index: 1; box-sizing: border-box; display: flex; flex-wrap: wrap;
  align-content: center; align-items: center; justify-content: center; min-width: 20px; height: 20px; padding: 0 6px;
  border-radius: 10px; font-family: ${type.fontFamily}; font-weight: ${type.fontWeightMedium}; font-size: ${type.pxToRem(12)};
  line-height: 1; background: ${palette.primary.main}; color: ${palette.primary.contrastText}; transform-origin: 100% 0%;
  transform: scale(0) translate(50%, -50%);
  transition: transform ${transitions.duration.leavingScreen}ms ${transitions.easing.easeInOut}; }
.corner-count__badge--shown { transform: scale(1) translate(50%, -50%);
  transition-duration: ${transitions.duration.enteringScreen}ms; }
.corner-count__badge--error { background: ${palette.error.main}; color: ${palette.error.contrastText}; }
@media (forced-colors: active) { .corner-count__badge { border: 1px solid ButtonBorder; } }
.search-results { display: flex; flex-direction: column; gap: 16px; }
.search-results__list { position: relative; }
.card-grid { display: grid; gap: 16px; grid-template-columns: 1fr; margin: 0; padding: 0; list-style: none; transition: opacity 150ms; }
${breakpoints.up('sm')} { .card-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.card-grid--loading { opacity: 0.6; }
.search-results__pager-placeholder { align-self: center; width: 280px; max-width: 100%; height: 32px; }
.results-skeleton__count { width: 220px; max-width: 100%; height: 14px; margin: 5px 0 21px; }
.results-skeleton__picture { aspect-ratio: 16 / 10; }
.results-skeleton__line { height: 14px; margin: 5px 0; }
.results-skeleton__picture + .results-skeleton__line { margin-top: 13px; }
`;

/** Puts the stylesheets of /search's page, filter bar and results in the page (once). */
export function useSearchPageStyles(): void {
  usePlainButtonStyles();
  usePlainSkeletonStyles();
  usePlainTextStyles();
  useStaticStyles('search-page', searchPageCss);
}
