import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { stillInterestedPath } from '@rentals/domain/viewings/follow-up';
import { formatViewingTime } from '@rentals/domain/viewings/time-zones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ViewingFieldsFragment } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { ViewingActions } from '../../components/ViewingActions';
import { ViewingStatusChip } from '../../components/ViewingStatusChip';
import { ViewingWhen } from '../../components/ViewingWhen';
import { conversationPath } from '../format/booking-params';
import { canAddToCalendar } from '../format/viewing-calendar';
import { AddToCalendarButton } from './AddToCalendarButton';

/**
 * One of the renter's viewings: the listing (linking to its page), when in the listing's zone,
 * its status, the times proposed while it is a request, why it was declined or cancelled, and
 * what the renter may do: the server's actions, apply once it took place, 'Add to calendar' and the
 * conversation.
 */
export function MyViewingCard({ viewing }: { viewing: ViewingFieldsFragment }) {
  const { t } = useTranslation('viewingBooking');
  const locale = useLocale();
  const [now] = useState(() => new Date());
  const proposed = viewing.status === 'REQUESTED' && viewing.proposedTimes.length > 1;

  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, width: '100%' }}>
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/listing/${encodeURIComponent(viewing.listingId)}`}>
              {viewing.listingTitle}
            </Link>
          </Typography>
          <ViewingStatusChip status={viewing.status} />
        </Stack>
        <Typography variant="body2" component="div">
          {viewing.kind === 'OPEN_HOUSE' && (
            <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
              {t('openHouse')}
            </Typography>
          )}
          <ViewingWhen viewing={viewing} />
        </Typography>
        {proposed && (
          <div>
            <Typography variant="body2">{t('mine.proposed')}</Typography>
            <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 3 }}>
              {viewing.proposedTimes.map((time) => (
                <Typography component="li" variant="body2" key={time}>
                  {formatViewingTime(new Date(time), viewing.zone, locale)}
                </Typography>
              ))}
            </Stack>
          </div>
        )}
        {viewing.cancelReason && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('mine.reason', { reason: viewing.cancelReason })}
          </Typography>
        )}
        <ViewingActions viewing={viewing} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {/* After the visit, the next step: the rental application for this home. */}
          {viewing.status === 'COMPLETED' && (
            <Button component={RouterLink} to={stillInterestedPath(viewing.listingId)} variant="contained">
              {t('mine.apply')}
            </Button>
          )}
          {canAddToCalendar(viewing, now) && <AddToCalendarButton viewing={viewing} />}
          <Button component={RouterLink} to={conversationPath(viewing.room)} variant="text">
            {t('mine.conversation')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
