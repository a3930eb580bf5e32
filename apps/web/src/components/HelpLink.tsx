import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../lib/visually-hidden';

/** Topics a Help link can name, told apart from a neighbouring Help link. */
export type HelpTopic = 'plans';

/**
 * A small 'Help' link to the help article answering `helpKey` (a stable key, so an article can
 * be rewritten or moved without breaking the link; the help center resolves it). It opens in a
 * new tab: the page it sits on is often a form half filled in.
 */
export function HelpLink({
  helpKey,
  topic,
  sx,
}: {
  helpKey: string;
  /**
   * What the article is about, in the link's name ('Help with plans'): needed where another Help
   * link, to another article, sits on the same screen.
   */
  topic?: HelpTopic;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <Link
      aria-label={topic ? `${t(`helpLink.topics.${topic}`)} ${t('helpLink.newTab')}` : undefined}
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
