import type { Theme } from '@mui/material/styles';
import type { PosterRole } from '@rentals/domain/listings/enums';
import { verificationCheckedLine } from '@rentals/domain/verification/rules';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale';
import { useStaticStyles } from '../../lib/styles/static-styles';
import { VerifiedIcon } from './icons';

/*
 * A poster's 'Verified' badge (issue 25) and its line saying what was checked and when, as the
 * listing page and the landlord's profile show them. Plain elements with one stylesheet, as the server-rendered reading pages draw them.
 */
const verifiedCss = ({ palette, typography: type }: Theme) => `
.verified-badge { display: inline-flex; align-items: center; gap: 4px; box-sizing: border-box; height: 24px;
  padding: 0 8px 0 5px; border-radius: 16px; color: ${palette.common.white}; font-size: ${type.pxToRem(13)};
  font-weight: 700; white-space: nowrap;
  /* A dark green: white text on it is 7.9:1 (the primary green is too light for small text). */
  background: #1b5e20; }
.verified-badge svg { width: 18px; height: 18px; fill: currentColor; }
.verified-line { margin: 8px 0 0; font-size: ${type.body2.fontSize}; line-height: ${type.body2.lineHeight};
  color: ${palette.text.secondary}; }
`;

/** The 'Verified' pill; show it only for a poster the API says is verified, never as a placeholder. */
export function VerifiedBadge() {
  useStaticStyles('verified-badge', verifiedCss);
  const { t } = useTranslation();
  return (
    <span className="verified-badge">
      <VerifiedIcon />
      {t('verified')}
    </span>
  );
}

/**
 * The line under the badge: 'ID and ownership checked by Rentals on …', written here in the
 * language on screen (the public pages' requests do not say which one it is, and the visitor may
 * switch), from the badge's role and day.
 */
export function VerifiedLine({ role, verifiedAt }: { role: PosterRole; verifiedAt: string }) {
  useStaticStyles('verified-badge', verifiedCss);
  const locale = useLocale();
  return <p className="verified-line">{verificationCheckedLine(role, verifiedAt, locale)}</p>;
}
