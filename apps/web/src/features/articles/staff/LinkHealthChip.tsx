import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LinkHealth } from '@rentals/domain/articles/rules';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '../../../components/StatusChip';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';

const TONES: Record<LinkHealth, StatusTone> = { UNCHECKED: 'ended', OK: 'success', BROKEN: 'danger' };

/** The last link check as staff read it; a broken link stands out, with the status it got. */
export function LinkHealthChip({
  health,
  status,
  checkedAt,
}: {
  health: LinkHealth;
  status: number | null | undefined;
  checkedAt: string | null | undefined;
}) {
  const { t } = useTranslation('articles');
  const locale = useLocale();
  const label =
    health === 'BROKEN'
      ? status != null
        ? t('health.brokenStatus', { status })
        : t('health.noAnswer')
      : t(`health.${health}`);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <StatusChip label={label} tone={TONES[health]} />
      {checkedAt && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {t('health.checkedAt', { date: formatPublicDate(checkedAt, locale) })}
        </Typography>
      )}
    </Stack>
  );
}
