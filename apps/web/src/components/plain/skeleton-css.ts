import { alpha, type Theme } from '@mui/material/styles';
import { useStaticStyles } from '../../lib/styles/static-styles';

/** MUI's Skeleton (rounded, pulsing) as the class `plain-skeleton`; its size is set where it is used. */
const skeletonCss = ({ palette, shape }: Theme) => `
.plain-skeleton { display: block; background: ${alpha(palette.text.primary, 0.11)}; border-radius: ${shape.borderRadius}px;
  animation: plain-skeleton-pulse 2s ease-in-out 0.5s infinite; }
@keyframes plain-skeleton-pulse { 0% { opacity: 1; } 50% { opacity: 0.4; } 100% { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .plain-skeleton { animation: none; } }
`;

/** Puts the skeleton's stylesheet in the page (once). */
export function usePlainSkeletonStyles(): void {
  useStaticStyles('plain-skeleton', skeletonCss);
}
