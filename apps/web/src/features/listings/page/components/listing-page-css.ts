import type { Theme } from '@mui/material/styles';
import { HEADER_HEIGHT_PX } from '@rentals/domain/limits';
import { usePlainButtonStyles } from '../../../../components/plain/button-css';
import { usePlainTextStyles } from '../../../../components/plain/text-css';
import { useStaticStyles } from '../../../../lib/styles/static-styles';

/*
 * /listing/{id} in plain elements with one stylesheet (lib/styles/static-styles), drawn as the MUI
 * components they replace drew them (Container, Stack, Grid, Paper, Typography, Chip, Link,
 * ButtonBase): a listing shows dozens of facts and chips, each unit a card of them, and as styled
 * components they were most of the page's first render on a slow phone. The states off the
 * public reading path (loading, not found, errors, the owner's edit button) keep MUI.
 */
const listingPageCss = ({ breakpoints, palette, shadows, shape, typography: type }: Theme) => {
  const radius = `${shape.borderRadius}px`;
  return `
.listing-page { box-sizing: border-box; width: 100%; max-width: ${breakpoints.values.lg}px; margin: 0 auto; padding: 24px 16px; }
${breakpoints.up('sm')} { .listing-page { padding: 24px; } }
${breakpoints.up('md')} { .listing-page { padding: 40px 24px; } }
.listing-stack { display: flex; flex-direction: column; gap: 24px; }
${breakpoints.up('md')} { .listing-stack--page { gap: 32px; } }
.listing-stack--20 { gap: 20px; }
.listing-stack--16 { gap: 16px; }
.listing-stack--8 { gap: 8px; }
.listing-columns { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr); }
${breakpoints.up('md')} { .listing-columns { grid-template-columns: calc(100% * 8 / 12 - 8px) calc(100% * 4 / 12 - 16px); }
  .listing-aside { position: sticky; top: ${HEADER_HEIGHT_PX + 16}px; align-self: start; } }
.listing-heading { display: flex; flex-direction: column; gap: 16px; justify-content: space-between; }
${breakpoints.up('md')} { .listing-heading { flex-direction: row; align-items: flex-end; }
  .listing-heading__price { align-items: flex-end; } }
.listing-heading__main { min-width: 0; }
.listing-heading__price { flex-shrink: 0; }
.listing-heading__tags { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.listing-heading__type { margin: 0; font-size: ${type.overline.fontSize}; line-height: 1.5; letter-spacing: ${type.overline.letterSpacing};
  text-transform: uppercase; color: ${palette.text.secondary}; }
.listing-heading__title { margin: 0; font-size: 1.75rem; font-weight: ${type.h3.fontWeight}; line-height: ${type.h3.lineHeight};
  letter-spacing: ${type.h3.letterSpacing}; overflow-wrap: anywhere; }
${breakpoints.up('sm')} { .listing-heading__title { font-size: 2.25rem; } }
.listing-heading__address { display: flex; align-items: center; gap: 4px; overflow-wrap: anywhere; }
.listing-heading__address svg { width: 20px; height: 20px; flex-shrink: 0; fill: currentColor; }
.listing-contact { min-height: 44px; padding: 8px 22px; font-size: 0.9375rem; }
.listing-response { margin: 0; display: flex; align-items: center; gap: 6px; font-size: ${type.body2.fontSize};
  line-height: ${type.body2.lineHeight}; color: ${palette.text.secondary}; }
.listing-response svg { width: 18px; height: 18px; flex-shrink: 0; fill: currentColor; }
.listing-heading__amount { margin: 0; font-size: ${type.h5.fontSize}; line-height: ${type.h5.lineHeight}; font-weight: 800; }
.listing-badge { display: inline-flex; align-items: center; gap: 4px; box-sizing: border-box; height: 24px; padding: 0 8px 0 5px;
  border-radius: 16px; background: #a14400; color: ${palette.common.white}; font-size: ${type.pxToRem(13)}; font-weight: 700;
  white-space: nowrap; }
.listing-badge svg { width: 18px; height: 18px; fill: currentColor; }
.listing-hidden-notice { margin: 0; padding: 12px 16px; border-radius: ${radius}; background: #fff4e5; color: #663c00; }
.listing-paper { box-sizing: border-box; padding: 16px; border: 1px solid ${palette.divider}; border-radius: ${radius};
  background: ${palette.background.paper}; color: ${palette.text.primary}; }
${breakpoints.up('sm')} { .listing-paper { padding: 24px; } }
.listing-section__title { margin: 0 0 16px; font-size: ${type.h5.fontSize}; line-height: ${type.h5.lineHeight};
  letter-spacing: ${type.h5.letterSpacing}; font-weight: 700; }
.listing-owner { margin: 0; display: flex; align-items: center; gap: 8px; font-weight: 600; }
.listing-owner-profile { margin: 8px 0 0; }
.listing-owner svg { width: 24px; height: 24px; flex-shrink: 0; fill: currentColor; }
.listing-map { border-radius: ${Number(shape.borderRadius) * 2}px; overflow: hidden; }
.listing-description { white-space: pre-line; overflow-wrap: anywhere; }
.unit-card__head { display: flex; flex-direction: column; gap: 8px; justify-content: space-between; }
${breakpoints.up('sm')} { .unit-card__head { flex-direction: row; align-items: baseline; } }
.unit-card__title { margin: 0; min-width: 0; font-size: ${type.h6.fontSize}; font-weight: ${type.h6.fontWeight}; line-height: ${type.h6.lineHeight};
  letter-spacing: ${type.h6.letterSpacing}; overflow-wrap: anywhere; }
.unit-card--matched { border-color: ${palette.primary.main}; box-shadow: inset 0 0 0 1px ${palette.primary.main};
  scroll-margin-top: ${HEADER_HEIGHT_PX + 16}px; }
.unit-card__match { margin: 0; display: inline-flex; align-self: flex-start; align-items: center; gap: 6px; padding: 4px 10px;
  border-radius: 16px; background: rgba(0, 168, 87, 0.1); color: ${palette.primary.dark}; font-size: ${type.body2.fontSize};
  font-weight: 700; }
.unit-card__match svg { width: 18px; height: 18px; flex-shrink: 0; fill: currentColor; }
.unit-card__bonus { padding: 8px 12px; border-radius: ${radius}; background: rgba(0, 168, 87, 0.08); }
.listing-subheading { margin: 0 0 8px; font-size: ${type.subtitle1.fontSize}; line-height: ${type.subtitle1.lineHeight};
  letter-spacing: ${type.subtitle1.letterSpacing}; font-weight: 700; }
.listing-link--icon { display: inline-flex; align-items: center; gap: 8px; }
.listing-link--icon svg { width: 24px; height: 24px; flex-shrink: 0; fill: currentColor; }
.listing-link__small { display: inline-flex; }
.listing-link--icon .listing-link__small svg { width: 20px; height: 20px; }
.floor-plan { display: block; width: 200px; max-width: 100%; height: auto; border: 1px solid ${palette.divider};
  border-radius: ${radius}; background: ${palette.common.white}; }
.listing-facts { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 16px; row-gap: 12px; margin: 0; }
${breakpoints.up('md')} { .listing-facts { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.listing-facts dt { font-size: ${type.body2.fontSize}; line-height: ${type.body2.lineHeight}; color: ${palette.text.secondary}; }
.listing-facts dd { margin: 0; font-size: ${type.body1.fontSize}; line-height: ${type.body1.lineHeight}; font-weight: 600;
  overflow-wrap: anywhere; }
.listing-chips { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.listing-chips li { display: inline-flex; align-items: center; box-sizing: border-box; height: 32px; padding: 0 11px;
  border: 1px solid ${palette.mode === 'light' ? '#bdbdbd' : '#616161'}; border-radius: 16px;
  font-size: ${type.pxToRem(13)}; color: ${palette.text.primary}; white-space: nowrap; }
.listing-chips-empty { margin: 0; color: ${palette.text.secondary}; }
.listing-gallery { position: relative; }
.listing-gallery__grid { display: grid; gap: 8px; height: 260px; margin: 0; padding: 0; list-style: none;
  grid-template-columns: 1fr; grid-template-rows: minmax(0, 1fr); }
.listing-gallery__grid > li { min-height: 0; }
.listing-gallery__grid > li:nth-of-type(n + 2) { display: none; }
${breakpoints.up('sm')} { .listing-gallery__grid { height: 360px; } }
${breakpoints.up('md')} { .listing-gallery__grid { height: 440px; }
  .listing-gallery__grid > li:nth-of-type(n + 2) { display: block; }
  .listing-gallery__grid--many { grid-template-columns: 2fr 1fr 1fr; grid-template-rows: repeat(2, minmax(0, 1fr)); }
  .listing-gallery__grid--many > li:first-of-type { grid-row: span 2; }
  .listing-gallery__grid--2 > li:last-of-type { grid-column: span 2; grid-row: span 2; }
  .listing-gallery__grid--3 > li:not(:first-of-type) { grid-column: span 2; }
  .listing-gallery__grid--4 > li:last-of-type { grid-column: span 2; } }
.gallery-tile { display: block; width: 100%; height: 100%; margin: 0; padding: 0; border: 0; border-radius: ${Number(shape.borderRadius) * 2}px;
  overflow: hidden; cursor: pointer; background: ${palette.grey[100]}; -webkit-tap-highlight-color: transparent; }
.gallery-tile:focus-visible { outline: 3px solid ${palette.primary.dark}; outline-offset: 2px; }
.gallery-tile img { display: block; width: 100%; height: 100%; object-fit: cover; transition: transform 200ms; }
.gallery-tile:hover img { transform: scale(1.03); }
.listing-gallery__all { position: absolute; right: 12px; bottom: 12px; padding: 6px 16px; background: ${palette.common.white};
  color: ${palette.text.primary}; box-shadow: ${shadows[2]}; }
.listing-gallery__all:hover { background: ${palette.grey[100]}; }
.listing-gallery__opening { position: absolute; inset: 0; display: grid; place-items: center; }
`;
};

/** Puts the listing page's stylesheet in the page (once). */
export function useListingPageStyles(): void {
  usePlainButtonStyles();
  usePlainTextStyles();
  useStaticStyles('listing-page', listingPageCss);
}
