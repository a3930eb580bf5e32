import type { Theme } from '@mui/material/styles';
import { useStaticStyles } from '../../lib/styles/static-styles';

/*
 * MUI's indeterminate CircularProgress in plain SVG and one stylesheet, for the first screens of
 * the landing pages. Visitors who ask for less motion see it without the sweep, turning slowly.
 */
const spinnerCss = ({ palette }: Theme) => `
.plain-spinner { display: block; flex-shrink: 0; color: ${palette.primary.main};
  animation: plain-spinner-rotate 1.4s linear infinite; }
.plain-spinner--inherit { color: inherit; }
.plain-spinner circle { fill: none; stroke: currentColor; stroke-width: 3.6; stroke-dasharray: 80px, 200px;
  stroke-dashoffset: 0; animation: plain-spinner-dash 1.4s ease-in-out infinite; }
@keyframes plain-spinner-rotate { 0% { transform: rotate(0deg); } 100% { transform: rotate(360deg); } }
@keyframes plain-spinner-dash { 0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; } }
@media (prefers-reduced-motion: reduce) { .plain-spinner { animation-duration: 4s; }
  .plain-spinner circle { animation: none; } }
`;

/**
 * A spinner of `size` px: a progressbar named `label`, or hidden from assistive technology without
 * one (when what it sits in says that it is busy). `inherit` takes the text's colour.
 */
export function Spinner({ size = 40, label, inherit }: { size?: number; label?: string; inherit?: boolean }) {
  useStaticStyles('plain-spinner', spinnerCss);
  return (
    <svg
      viewBox="22 22 44 44"
      width={size}
      height={size}
      className={inherit ? 'plain-spinner plain-spinner--inherit' : 'plain-spinner'}
      {...(label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle cx="44" cy="44" r="20.2" />
    </svg>
  );
}
