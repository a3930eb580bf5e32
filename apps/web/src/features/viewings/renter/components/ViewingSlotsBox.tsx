import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../../i18n/use-locale';
import { formatLocalDay, zoneLongName } from '@rentals/domain/viewings/time-zones';
import { usePublicQuery } from '../../../../lib/graphql/use-public-query';
import { useSession } from '../../../../lib/session/session-context';
import { ViewingSlotsDocument } from '../api/booking-operations';
import { viewingFormPath } from '../format/booking-params';
import { nextSlotDays, slotKey, slotRange } from '../format/slot-days';
import { useSlotText } from './use-slot-text';

/** A glance of the next free times: a few days, a few times each; the form shows them all. */
const DAYS_SHOWN = 3;
const TIMES_PER_DAY = 4;
const TITLE_ID = 'listing-viewings-title';

function ContactLink({ listingId, text }: { listingId: string; text: string }) {
  const { t } = useTranslation('viewingBooking');
  return (
    <Typography variant="body2">
      {text}{' '}
      <Link component={RouterLink} to={`/listing/${encodeURIComponent(listingId)}/contact`}>
        {t('box.contact')}
      </Link>
    </Typography>
  );
}

/**
 * The listing page's 'Book a viewing' (issue 17): the next free times grouped by the listing's
 * days, in its zone (named), each linking to the booking form with the time chosen. A visitor goes
 * through log in or sign up on the way (the form's route) and lands back on that time. The page is
 * public and carries no Apollo: the times come through the light client, once in the browser
 * (they depend on the time it is now, which the server's render must not fix).
 */
export function ViewingSlotsBox({ listingId }: { listingId: string }) {
  const { t } = useTranslation('viewingBooking');
  const locale = useLocale();
  const { user } = useSession();
  const [range] = useState(() => slotRange(new Date()));
  const { data, loading, error, refetch } = usePublicQuery(ViewingSlotsDocument, {
    variables: { listingId, ...range },
  });
  const answer = data?.viewingSlots;
  const slotText = useSlotText(answer?.zone ?? 'UTC');

  let body;
  if (error) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={refetch}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        }
      >
        {t('box.error')}
      </Alert>
    );
  } else if (loading || !answer) {
    body = (
      <Stack spacing={1} role="status" aria-busy="true" aria-label={t('box.loading')}>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="rounded" height={36} />
        <Skeleton variant="rounded" height={36} />
      </Stack>
    );
  } else if (!answer.offered) {
    body = <ContactLink listingId={listingId} text={t('box.notOffered')} />;
  } else if (answer.slots.length === 0) {
    body = <ContactLink listingId={listingId} text={t('box.empty')} />;
  } else {
    const days = nextSlotDays(answer.slots, answer.zone, { days: DAYS_SHOWN, perDay: TIMES_PER_DAY });
    const zone = zoneLongName(answer.zone, locale, new Date(answer.slots[0]!.startsAt));
    body = (
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t(answer.mode === 'INSTANT' ? 'box.instant' : 'box.request')} {t('zone', { zone })}
        </Typography>
        {days.map((day) => {
          const label = formatLocalDay(day.date, locale);
          return (
            <Box key={day.date}>
              <Typography component="h3" variant="subtitle2" sx={{ mb: 0.75 }}>
                {label}
              </Typography>
              <Box
                component="ul"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
              >
                {day.slots.map((slot) => {
                  const text = slotText(slot);
                  return (
                    <li key={slotKey(slot)}>
                      <Button
                        component={RouterLink}
                        to={viewingFormPath(listingId, slot)}
                        variant="outlined"
                        size="small"
                        aria-label={t('box.book', { time: text, day: label })}
                      >
                        {text}
                      </Button>
                    </li>
                  );
                })}
              </Box>
            </Box>
          );
        })}
        <Link component={RouterLink} to={viewingFormPath(listingId)} variant="body2">
          {t('box.allTimes')}
        </Link>
        {!user && (
          <Typography variant="body2" color="text.secondary">
            {t('box.visitorNote')}
          </Typography>
        )}
      </Stack>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={TITLE_ID} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={TITLE_ID} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('box.title')}
      </Typography>
      {body}
    </Paper>
  );
}
