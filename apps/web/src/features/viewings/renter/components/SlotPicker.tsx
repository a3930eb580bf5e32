import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BookingMode } from '@rentals/domain/viewings/enums';
import {
  formatLocalDay,
  formatViewingTime,
  utcToLocal,
  zoneLongName,
} from '@rentals/domain/viewings/time-zones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { isChosen, timesAllowed, type TimeChoice } from '../format/proposed-times';
import { slotKey, slotsByDay, type FreeSlot } from '../format/slot-days';
import { useSlotText } from './use-slot-text';

const wrapList = { display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' } as const;

interface Props {
  zone: string;
  mode: BookingMode;
  slots: readonly FreeSlot[];
  choice: TimeChoice;
  onToggle: (slot: Pick<FreeSlot, 'kind' | 'startsAt'>) => void;
  /** The field's error ('Proposed times is required'). */
  error?: string;
}

/**
 * The free times: the days first, then the chosen day's times, in the listing's zone (named).
 * Instant mode takes one time; request mode up to PROPOSED_TIMES_MAX, the rest greyed out once
 * full. 'Your choice' lists what is chosen, marking a time that stopped being free (another renter
 * took it after the list was read) so the renter changes it.
 */
export function SlotPicker({ zone, mode, slots, choice, onToggle, error }: Props) {
  const { t } = useTranslation('viewingBooking');
  const locale = useLocale();
  const slotText = useSlotText(zone);
  const days = slotsByDay(slots, zone);
  const firstChosen = choice.proposedTimes[0];
  const [day, setDay] = useState(() =>
    firstChosen ? utcToLocal(new Date(firstChosen), zone).date : (days[0]?.date ?? ''),
  );
  const shown = days.find((d) => d.date === day) ?? days[0];
  const full = choice.proposedTimes.length >= timesAllowed(mode) && mode === 'REQUEST';
  const free = new Set(slots.map(slotKey));
  const zoneText = zoneLongName(zone, locale, new Date(slots[0]?.startsAt ?? Date.now()));

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {mode === 'INSTANT' ? t('form.pickOne') : t('form.pickMany', { max: timesAllowed(mode) })}{' '}
        {t('zone', { zone: zoneText })}
      </Typography>
      {days.length === 0 && (
        // Every time went while the renter was choosing: what they chose stays listed below.
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('form.noneLeft')}
        </Typography>
      )}
      <Box role="group" aria-labelledby="viewing-days" hidden={days.length === 0}>
        <Typography id="viewing-days" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t('form.days')}
        </Typography>
        <Box component="ul" sx={wrapList}>
          {days.map((d) => (
            <li key={d.date}>
              <Button
                variant={d.date === shown?.date ? 'contained' : 'outlined'}
                size="small"
                aria-pressed={d.date === shown?.date}
                onClick={() => setDay(d.date)}
              >
                {formatLocalDay(d.date, locale, { short: true })}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
      {shown && (
        <Box role="group" aria-labelledby="viewing-times">
          <Typography id="viewing-times" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
            {t('form.times', { day: formatLocalDay(shown.date, locale) })}
          </Typography>
          <Box component="ul" sx={wrapList}>
            {shown.slots.map((slot) => {
              const chosen = isChosen(choice, slot);
              return (
                <li key={slotKey(slot)}>
                  <Button
                    variant={chosen ? 'contained' : 'outlined'}
                    aria-pressed={chosen}
                    disabled={!chosen && full && slot.kind === choice.kind}
                    onClick={() => onToggle(slot)}
                  >
                    {slotText(slot)}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Box>
      )}
      <Box>
        <Typography id="viewing-chosen" component="h3" variant="subtitle2">
          {t('form.chosen')}
        </Typography>
        {choice.proposedTimes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('form.chosenNone')}
          </Typography>
        ) : (
          <Box component="ul" aria-labelledby="viewing-chosen" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {choice.proposedTimes.map((time) => {
              const text = formatViewingTime(new Date(time), zone, locale);
              const gone = !free.has(slotKey({ kind: choice.kind, startsAt: time }));
              return (
                <Box component="li" key={time} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {text}
                    {gone && (
                      <Box component="span" sx={{ color: 'error.main', fontWeight: 400 }}>
                        {` (${t('form.gone')})`}
                      </Box>
                    )}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={t('form.remove', { time: text })}
                    onClick={() => onToggle({ kind: choice.kind, startsAt: time })}
                  >
                    <Close fontSize="small" />
                  </IconButton>
                </Box>
              );
            })}
          </Box>
        )}
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    </Stack>
  );
}
