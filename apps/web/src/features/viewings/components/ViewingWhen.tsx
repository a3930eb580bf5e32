import Typography from '@mui/material/Typography';
import { formatViewingRange } from '@rentals/domain/viewings/time-zones';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';

interface Props {
  viewing: {
    startsAt: string;
    endsAt: string;
    zone: string;
    status?: string;
    proposedStartsAt?: string | null;
    proposedEndsAt?: string | null;
  };
}

/**
 * When a viewing is, in the listing's own zone with the zone named (a renter in Vancouver looking
 * at a Halifax flat sees Halifax time), and the new time put forward while one is proposed.
 */
export function ViewingWhen({ viewing }: Props) {
  const { t } = useTranslation('viewings');
  const locale = useLocale();
  const range = (start: string, end: string) =>
    formatViewingRange(new Date(start), new Date(end), viewing.zone, locale);
  const proposed =
    viewing.status === 'RESCHEDULE_PROPOSED' && viewing.proposedStartsAt && viewing.proposedEndsAt
      ? range(viewing.proposedStartsAt, viewing.proposedEndsAt)
      : null;
  return (
    <>
      <Typography component="span">{range(viewing.startsAt, viewing.endsAt)}</Typography>
      {proposed && (
        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {t('when.proposed', { time: proposed })}
        </Typography>
      )}
    </>
  );
}
