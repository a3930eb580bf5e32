import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatViewingRange, formatViewingTime } from '@rentals/domain/viewings/time-zones';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../../i18n/use-locale';
import { conversationPath, MY_VIEWINGS_PATH } from '../format/booking-params';
import { AddToCalendarButton } from './AddToCalendarButton';
import type { BookedViewing } from './ViewingBookingForm';

/**
 * After booking: confirmed at once (instant mode) or requested (the landlord confirms one of the
 * proposed times), with the time in the listing's zone, 'Add to calendar', the conversation where
 * the booking was posted and 'My viewings'.
 */
export function BookedPanel({ viewing, location }: { viewing: BookedViewing; location?: string | null }) {
  const { t } = useTranslation('viewingBooking');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the result's heading takes the focus, so it is heard.
  useEffect(() => heading.current?.focus(), []);
  const confirmed = viewing.status === 'CONFIRMED';
  const requestedTimes = viewing.proposedTimes.length > 1 ? viewing.proposedTimes : [];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ outline: 'none' }}>
          {confirmed ? t('done.confirmedTitle') : t('done.requestedTitle')}
        </Typography>
        {requestedTimes.length ? (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
            {requestedTimes.map((time) => (
              <li key={time}>
                <Typography sx={{ fontWeight: 600 }}>
                  {formatViewingTime(new Date(time), viewing.zone, locale)}
                </Typography>
              </li>
            ))}
          </Stack>
        ) : (
          <Typography sx={{ fontWeight: 600 }}>
            {formatViewingRange(new Date(viewing.startsAt), new Date(viewing.endsAt), viewing.zone, locale)}
          </Typography>
        )}
        <Typography>{confirmed ? t('done.confirmedText') : t('done.requestedText')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <AddToCalendarButton viewing={viewing} location={location} />
          <Button component={RouterLink} to={conversationPath(viewing.room)} variant="outlined">
            {t('done.conversation')}
          </Button>
          <Button component={RouterLink} to={MY_VIEWINGS_PATH} variant="contained">
            {t('done.myViewings')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
