import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { VIEWING_STATUS_LABELS, VIEWING_STATUSES } from '@rentals/domain/viewings/statuses';
import { addDaysIso, formatLocalDay } from '@rentals/domain/viewings/time-zones';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { AGENDA_DAYS } from '../format/agenda-days';
import type { AgendaParams } from '../hooks/agenda-params';

/** The agenda's listing and status filters, and the four weeks shown with the way to move them. */
export function AgendaFilters({
  params,
  start,
  thisWeek,
  listings,
  onChange,
}: {
  params: AgendaParams;
  /** The first day shown. */
  start: string;
  /** The Monday of this week, where the agenda opens. */
  thisWeek: string;
  listings: readonly { id: string; title: string }[];
  onChange: (change: Partial<AgendaParams>) => void;
}) {
  const { t } = useTranslation('viewingAgenda');
  const locale = useLocale();
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  const move = (days: number) => {
    const from = addDaysIso(start, days);
    onChange({ from: from === thisWeek ? '' : from });
  };
  return (
    <Stack spacing={2}>
      <Stack
        component="section"
        aria-label={t('agenda.filters')}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
      >
        <TextField
          select
          label={t('agenda.listing')}
          value={params.listing}
          onChange={(event) => onChange({ listing: event.target.value })}
          slotProps={select}
          sx={{ flex: { md: '1 1 320px' } }}
        >
          <option value="">{t('agenda.anyListing')}</option>
          {listings.map((listing) => (
            <option key={listing.id} value={listing.id}>
              {listing.title}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('agenda.status')}
          value={params.status}
          onChange={(event) => onChange({ status: event.target.value as AgendaParams['status'] })}
          slotProps={select}
          sx={{ flex: { md: '0 1 220px' } }}
        >
          <option value="">{t('agenda.anyStatus')}</option>
          {VIEWING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {translate(VIEWING_STATUS_LABELS[status], locale)}
            </option>
          ))}
        </TextField>
      </Stack>
      <Stack
        component="section"
        aria-label={t('agenda.period')}
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button variant="outlined" onClick={() => move(-AGENDA_DAYS)}>
          {t('agenda.earlier')}
        </Button>
        <Typography sx={{ px: 1, fontWeight: 600 }}>
          {t('agenda.range', {
            from: formatLocalDay(start, locale),
            to: formatLocalDay(addDaysIso(start, AGENDA_DAYS - 1), locale, { withYear: true }),
          })}
        </Typography>
        <Button variant="outlined" onClick={() => move(AGENDA_DAYS)}>
          {t('agenda.later')}
        </Button>
        {start !== thisWeek && (
          <Button variant="text" onClick={() => onChange({ from: '' })}>
            {t('agenda.thisWeek')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
