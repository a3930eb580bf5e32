import { alpha, type Theme } from '@mui/material/styles';
import { useStaticStyles } from '../../lib/styles/static-styles';
import { GREEN_HOVER } from '../../app/theme';

/*
 * MUI's Button (text, outlined and contained; inherit or primary colour; medium size, with a start
 * icon) as plain CSS classes, for the buttons of the header and of the landing pages' first screen,
 * where a Button's styled components cost more than the button. MUI's focus ripple becomes a
 * :focus-visible ring. Use with `usePlainButtonStyles()`:
 *   <button class="plain-button plain-button--outlined"><span class="plain-button__icon">…</span>Label</button>
 */
const buttonCss = ({ palette, shape, typography, transitions }: Theme) => {
  const b = typography.button;
  const primaryHover = alpha(palette.primary.main, palette.action.hoverOpacity);
  return `
.plain-button { display: inline-flex; align-items: center; justify-content: center; position: relative;
  box-sizing: border-box; min-width: 64px; margin: 0; border: 0; border-radius: ${shape.borderRadius}px; padding: 6px 8px;
  cursor: pointer; background: transparent; color: inherit; text-decoration: none; vertical-align: middle;
  user-select: none; -webkit-tap-highlight-color: transparent; font-family: ${b.fontFamily}; font-weight: ${b.fontWeight};
  font-size: ${b.fontSize}; line-height: ${b.lineHeight}; letter-spacing: ${b.letterSpacing}; text-transform: ${b.textTransform};
  transition: ${transitions.create(['background-color', 'border-color', 'color'], { duration: transitions.duration.short })}; }
.plain-button:hover { background: ${alpha(palette.text.primary, palette.action.hoverOpacity)}; }
.plain-button:focus-visible { outline: 2px solid ${palette.primary.dark}; outline-offset: 2px; }
.plain-button--primary { color: ${palette.primary.dark}; }
.plain-button--primary:hover, .plain-button--outlined:hover { background: ${primaryHover}; }
.plain-button--outlined { padding: 5px 15px; border: 1px solid ${palette.primary.dark}; color: ${palette.primary.dark}; }
.plain-button--contained { padding: 6px 16px; background: ${palette.primary.dark}; color: ${palette.primary.contrastText}; }
.plain-button--contained:hover { background: ${GREEN_HOVER}; }
@media (hover: none) { .plain-button:hover, .plain-button--primary:hover, .plain-button--outlined:hover { background: transparent; }
  .plain-button--contained:hover { background: ${palette.primary.dark}; } }
.plain-button__icon { display: inline-flex; margin: 0 8px 0 -4px; }
.plain-button__icon svg { width: 20px; height: 20px; fill: currentColor; }
`;
};

/** Puts the plain buttons' stylesheet in the page (once). */
export function usePlainButtonStyles(): void {
  useStaticStyles('plain-button', buttonCss);
}
