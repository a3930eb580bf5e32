import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useStaticStyles } from '../lib/styles/static-styles';

/*
 * MUI's indeterminate CircularProgress (40px, primary colour) in plain SVG and one stylesheet: a
 * page's first render shows this spinner while the page's code arrives, so it should cost nothing.
 * Visitors who ask for less motion see it without the sweep, turning slowly.
 */
const spinnerCss = ({ palette }: Theme) => `
.page-spinner { display: grid; place-items: center; min-height: 50vh; }
.page-spinner svg { display: block; width: 40px; height: 40px; color: ${palette.primary.main};
  animation: page-spinner-rotate 1.4s linear infinite; }
.page-spinner circle { fill: none; stroke: currentColor; stroke-width: 3.6; stroke-dasharray: 80px, 200px;
  stroke-dashoffset: 0; animation: page-spinner-dash 1.4s ease-in-out infinite; }
@keyframes page-spinner-rotate { 0% { transform: rotate(0deg); } 100% { transform: rotate(360deg); } }
@keyframes page-spinner-dash { 0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; } }
@media (prefers-reduced-motion: reduce) { .page-spinner svg { animation-duration: 4s; }
  .page-spinner circle { animation: none; } }
`;

/** A centred spinner for a page or the whole app while its data loads. */
export function PageSpinner() {
  useStaticStyles('page-spinner', spinnerCss);
  const { t } = useTranslation();
  return (
    <div role="status" className="page-spinner">
      <svg viewBox="22 22 44 44" role="progressbar" aria-label={t('loading')}>
        <circle cx="44" cy="44" r="20.2" />
      </svg>
    </div>
  );
}
