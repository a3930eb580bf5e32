import type { Theme } from '@mui/material/styles';
import { usePlainButtonStyles } from '../../../components/plain/button-css';
import { usePlainTextStyles } from '../../../components/plain/text-css';
import { useStaticStyles } from '../../../lib/styles/static-styles';

/*
 * The home page's frame, hero, section headings, value points and calls to action in plain
 * elements with one stylesheet, drawn as the MUI Container, Stack, Grid, Paper, Typography, Link
 * and Button they replace drew them: all of it renders at the page's first paint. The featured
 * cities and the testimonials keep MUI.
 */
const homeCss = ({ breakpoints, palette, shadows, shape, typography: type }: Theme) => `
.home-container { box-sizing: border-box; width: 100%; max-width: ${breakpoints.values.lg}px; margin: 0 auto; padding: 0 16px; }
${breakpoints.up('sm')} { .home-container { padding: 0 24px; } }
.home-hero { color: #fff; padding: 48px 0;
  background: radial-gradient(circle at 85% 15%, rgba(0,168,87,0.55) 0, rgba(0,168,87,0) 45%), linear-gradient(135deg, #0b3d2a 0%, #00663a 100%); }
${breakpoints.up('md')} { .home-hero { padding: 80px 0; } }
.home-hero__title { max-width: 760px; margin: 0 0 16px; font-size: 2rem; font-weight: ${type.h2.fontWeight};
  line-height: ${type.h2.lineHeight}; letter-spacing: ${type.h2.letterSpacing}; }
${breakpoints.up('sm')} { .home-hero__title { font-size: 2.75rem; } }
${breakpoints.up('md')} { .home-hero__title { font-size: 3.5rem; } }
.home-hero__subtitle { max-width: 680px; margin: 0 0 32px; font-size: 1.05rem; line-height: ${type.body1.lineHeight};
  letter-spacing: ${type.body1.letterSpacing}; opacity: 0.95; }
${breakpoints.up('md')} { .home-hero__subtitle { font-size: 1.25rem; } }
.home-hero__search { box-sizing: border-box; max-width: 760px; padding: 16px; border-radius: ${shape.borderRadius}px;
  background: ${palette.background.paper}; color: ${palette.text.primary}; box-shadow: ${shadows[6]}; }
${breakpoints.up('sm')} { .home-hero__search { padding: 20px; } }
.home-main { padding-top: 40px; padding-bottom: 40px; }
${breakpoints.up('md')} { .home-main { padding-top: 64px; padding-bottom: 64px; } }
.home-stack { display: flex; flex-direction: column; gap: 48px; }
${breakpoints.up('md')} { .home-stack { gap: 64px; } }
.home-h2 { margin: 0; font-size: ${type.h4.fontSize}; font-weight: ${type.h4.fontWeight}; line-height: ${type.h4.lineHeight};
  letter-spacing: ${type.h4.letterSpacing}; }
.home-spaced { margin-bottom: 24px; }
.home-section-head { display: flex; flex-direction: column; gap: 8px; justify-content: space-between; margin-bottom: 24px; }
${breakpoints.up('sm')} { .home-section-head { flex-direction: row; align-items: flex-end; } }
.home-cards { display: grid; gap: 16px; margin: 0; padding: 0; list-style: none; grid-template-columns: 1fr; }
${breakpoints.up('sm')} { .home-cards { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
${breakpoints.up('md')} { .home-cards { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
${breakpoints.up('lg')} { .home-cards { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.home-values { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr); }
${breakpoints.up('sm')} { .home-values { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
${breakpoints.up('md')} { .home-values { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.home-value__icon { display: grid; place-items: center; width: 48px; height: 48px; margin-bottom: 12px;
  border-radius: ${Number(shape.borderRadius) * 2}px; background: rgba(0,168,87,0.12); color: ${palette.primary.dark}; }
.home-value__icon svg { width: 24px; height: 24px; fill: currentColor; }
.home-h3 { margin: 0 0 4px; font-size: ${type.h6.fontSize}; font-weight: ${type.h6.fontWeight}; line-height: ${type.h6.lineHeight};
  letter-spacing: ${type.h6.letterSpacing}; }
.home-ctas { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr); }
${breakpoints.up('md')} { .home-ctas { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.home-cta { box-sizing: border-box; height: 100%; padding: 24px; border: 1px solid ${palette.divider};
  border-radius: ${shape.borderRadius}px; background: ${palette.background.paper}; }
${breakpoints.up('md')} { .home-cta { padding: 32px; } }
.home-cta--green { background: rgba(0,168,87,0.06); }
.home-cta h2 { margin: 0 0 8px; font-size: ${type.h5.fontSize}; font-weight: ${type.h5.fontWeight}; line-height: ${type.h5.lineHeight};
  letter-spacing: ${type.h5.letterSpacing}; }
.home-cta p { margin: 0 0 24px; }
.home-cta__actions { display: flex; flex-direction: column; gap: 12px; }
${breakpoints.up('sm')} { .home-cta__actions { flex-direction: row; } }
`;

/** Puts the home page's stylesheet in the page (once). */
export function useHomeStyles(): void {
  usePlainButtonStyles();
  usePlainTextStyles();
  useStaticStyles('home-page', homeCss);
}
