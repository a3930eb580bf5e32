import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useStaticStyles } from '../../lib/styles/static-styles';

export const MAIN_CONTENT_ID = 'main-content';

// A plain link with one stylesheet: it is part of every page's first render.
const skipLinkCss = ({ palette, shadows, shape, zIndex }: Theme) => `
.skip-link { position: absolute; left: 8px; top: -48px; z-index: ${zIndex.tooltip}; padding: 8px 16px;
  background: ${palette.background.paper}; color: ${palette.text.primary}; border-radius: ${shape.borderRadius}px;
  box-shadow: ${shadows[3]}; }
.skip-link:focus { top: 8px; }
`;

/** Lets keyboard users jump over the header; visible only while focused. */
export function SkipLink() {
  useStaticStyles('skip-link', skipLinkCss);
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {t('skipToContent')}
    </a>
  );
}
