import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../lib/visually-hidden';

/**
 * A small 'Help' link to the help article answering `helpKey` (a stable key, so an article can
 * be rewritten or moved without breaking the link; the help center resolves it). It opens in a
 * new tab: the page it sits on is often a form half filled in.
 */
export function HelpLink({ helpKey, sx }: { helpKey: string; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    <Link
      href={`/help-center/key/${encodeURIComponent(helpKey)}`}
      target="_blank"
      rel="noopener"
      underline="hover"
      variant="body2"
      sx={[
        { display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, whiteSpace: 'nowrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <HelpOutline fontSize="small" aria-hidden />
      {t('helpLink.text')}
      <span style={visuallyHidden}> {t('helpLink.newTab')}</span>
    </Link>
  );
}
