import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadError } from '../../../../components/LoadError';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ViewingFormDocument } from '../api/booking-operations';
import { readBookingParams } from '../format/booking-params';
import { slotRange } from '../format/slot-days';
import { BookedPanel } from './BookedPanel';
import { ViewingBookingForm, type BookedViewing } from './ViewingBookingForm';

/** A sentence and a way on, where there is nothing to book. */
function Notice({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={to} color="inherit" size="small">
          {action}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/**
 * /viewing-form?listing={id} (issue 17), and /viewing-form-beta with `stepper`: the same page
 * whose slot picker is the first step of two. Signed in only (a visitor logs in and comes back to
 * the same address, `slot` and all); after booking, the result replaces the form.
 */
export function ViewingFormPage({ stepper = false }: { stepper?: boolean }) {
  const { t } = useTranslation('viewingBooking');
  useDocumentTitle(t('form.title'));
  const [params] = useSearchParams();
  const { listing: listingId, slot, kind } = readBookingParams(params);
  const [range] = useState(() => slotRange(new Date()));
  const query = useQuery(ViewingFormDocument, {
    variables: { listingId: listingId ?? '', ...range },
    skip: !listingId,
    // Free times change with every booking: always the server's.
    fetchPolicy: 'network-only',
  });
  const [booked, setBooked] = useState<BookedViewing | null>(null);
  const data = query.data ?? query.previousData;
  const listing = data?.listing;
  const answer = data?.viewingSlots;
  const contactPath = `/listing/${encodeURIComponent(listingId ?? '')}/contact`;
  const location = listing?.location
    ? [listing.location.address, listing.location.city?.name].filter(Boolean).join(', ')
    : null;

  let body: ReactNode;
  if (!listingId) {
    body = <Notice text={t('form.noListing')} to="/search" action={t('form.searchHomes')} />;
  } else if (booked) {
    body = <BookedPanel viewing={booked} location={answer?.showingType === 'IN_PERSON' ? location : null} />;
  } else if (query.error && !data) {
    body =
      toAppError(query.error).code === 'LISTING_NOT_FOUND' ? (
        <Notice text={t('form.notFound')} to="/search" action={t('form.searchHomes')} />
      ) : (
        <LoadError error={query.error} message={t('form.loadError')} onRetry={() => void query.refetch()} />
      );
  } else if (!listing || !answer) {
    body = (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('form.loading')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  } else if (!answer.offered) {
    body = <Notice text={t('form.notOffered')} to={contactPath} action={t('form.contact')} />;
  } else if (answer.slots.length === 0 && !slot) {
    body = <Notice text={t('form.noSlots')} to={contactPath} action={t('form.contact')} />;
  } else {
    body = (
      <ViewingBookingForm
        listingId={listingId}
        answer={answer}
        initial={{ kind, proposedTimes: slot ? [slot] : [] }}
        stepper={stepper}
        onBooked={setBooked}
        onRefresh={() => void query.refetch().catch(() => undefined)}
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <div>
        <Typography variant="h4" component="h1">
          {t('form.title')}
        </Typography>
        {listing && (
          <Typography color="text.secondary">
            <Link component={RouterLink} to={`/listing/${encodeURIComponent(listing.id)}`}>
              {t('form.about', { title: listing.title })}
            </Link>
          </Typography>
        )}
      </div>
      {body}
    </Stack>
  );
}

/** /viewing-form-beta: the booking form with the slot picker as its first step. */
export function ViewingFormBetaPage() {
  return <ViewingFormPage stepper />;
}
