import Alert from '@mui/material/Alert';
import type { ShareState } from '@rentals/domain/rental-applications/shares';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { formatPublicDate } from '../../../../lib/format/date';

/**
 * Why the landlord (or staff, once the data is deleted) no longer reads an application's answers:
 * the share of the renter passport ended, revoked, expired, withdrawn or erased. Nothing while it
 * is active.
 */
export function EndedShareNotice({
  share,
}: {
  share: { state: ShareState; expiresAt: string; revokedAt?: string | null; erasedAt?: string | null };
}) {
  const { t } = useTranslation('applicationReview');
  const locale = useLocale();
  if (share.state === 'ACTIVE') return null;
  const at = { REVOKED: share.revokedAt, EXPIRED: share.expiresAt, WITHDRAWN: null, ERASED: share.erasedAt }[
    share.state
  ];
  return (
    <Alert severity="info" variant="outlined">
      {t(`shareEnded.${share.state}`, { date: at ? formatPublicDate(at, locale) : '' })}
    </Alert>
  );
}
