import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Schedule from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGE_TEXT_MAX_LENGTH } from '@rentals/domain/messaging/limits';
import { mentionsPlace } from '@rentals/domain/locations/place-names';
import { translate } from '@rentals/domain/i18n/translate';
import { RESPONSE_TIME_LABELS } from '@rentals/domain/messaging/response-time';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import type { ContactListingQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { formatNumber } from '../../../lib/format/number';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { NUMBER_INPUT_MODE } from '../../../lib/forms/number-text';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { CreateBookingInput } from '@rentals/domain/messaging/schemas';
import {
  ContactListingDocument,
  CreateBookingDocument,
  RoomOfListingDocument,
} from '../api/contact-operations';
import {
  CONTACT_FIELDS,
  contactFormSchema,
  EMPTY_CONTACT_FORM,
  type ContactFormValues,
} from '../format/contact-form';
import { localDay } from '../format/message-list';
import { writeDraft } from '../format/drafts';
import { EXISTING_NOTICE } from './conversation-notice';

type ContactListing = ContactListingQuery['listing'];

/**
 * The listing quoted above the form: its cover, title (a link back to it), place, owner and, once
 * enough conversations count, how soon the owner usually replies.
 */
function QuotedListing({ listing }: { listing: ContactListing }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const cover = listing.pictures[0]?.cardUrl;
  const city = listing.location?.city;
  const owner = listing.user.firstName?.trim();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('contact.listing')}
      sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'center' }}
    >
      {cover ? (
        <Box
          component="img"
          src={cover}
          alt=""
          sx={{ width: { xs: 88, sm: 128 }, height: { xs: 66, sm: 96 }, objectFit: 'cover', borderRadius: 1 }}
        />
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/listing/${listing.id}`}
          sx={{ fontWeight: 700, fontSize: '1.125rem', overflowWrap: 'anywhere' }}
        >
          {listing.title}
        </Link>
        {listing.location && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {listing.location.address}
            {city && !mentionsPlace(listing.location.address, city.name)
              ? ` · ${city.name}, ${city.province}`
              : ''}
          </Typography>
        )}
        {owner && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('contact.listedBy', { name: owner })}
          </Typography>
        )}
        {listing.responseTime && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <Schedule fontSize="small" aria-hidden />
            {translate(RESPONSE_TIME_LABELS[listing.responseTime.bucket], locale)}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/**
 * The first message to a listing's owner: the message (required), the move-in date and household
 * size (optional), checked with the shared createBookingSchema. A second conversation about the
 * same listing is refused (BOOKING_ALREADY_EXISTS): the existing one opens with the text typed
 * here waiting in its typing area. On any other error every field keeps what was typed.
 */
function ContactForm({ listing, userId }: { listing: ContactListing; userId: string }) {
  const { t } = useTranslation('messaging');
  const navigate = useNavigate();
  const client = useApolloClient();
  const [createBooking] = useMutation(CreateBookingDocument);
  const schema = useMemo(() => contactFormSchema(listing.id), [listing.id]);
  const [today] = useState(() => localDay(new Date()));
  const locale = useLocale();
  const {
    textField,
    formError,
    handleSubmit,
    setError,
    getValues,
    watch,
    formState: { isSubmitting },
  } = useDomainForm<CreateBookingInput, ContactFormValues>(schema, EMPTY_CONTACT_FORM);
  const length = watch('text').trim().length;
  const text = textField('text');
  const moveIn = textField('moveInDate');
  const household = textField('householdSize');

  const openExisting = async () => {
    const { data } = await client.query({
      query: RoomOfListingDocument,
      variables: { listingId: listing.id },
      fetchPolicy: 'network-only',
    });
    const roomId = data?.roomsPerUser.items[0]?.id;
    if (!roomId) return false;
    writeDraft(userId, roomId, getValues('text').trim());
    await navigate(`/message?room=${encodeURIComponent(roomId)}`, { state: { notice: EXISTING_NOTICE } });
    return true;
  };

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      const { data: created } = await createBooking({
        variables: {
          // Optional details left empty are left out: the API's schema takes absent, not null.
          data: {
            listing: data.listing,
            text: data.text,
            ...(data.moveInDate ? { moveInDate: data.moveInDate } : {}),
            ...(data.householdSize ? { householdSize: data.householdSize } : {}),
          },
        },
      });
      if (created) await navigate(`/message?room=${encodeURIComponent(created.createBooking.room)}`);
    } catch (error) {
      const appError = toAppError(error);
      if (appError.code === 'BOOKING_ALREADY_EXISTS' && (await openExisting().catch(() => false))) return;
      if (!applyServerErrors(appError, setError, CONTACT_FIELDS)) formError.setError(appError);
    }
  });

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={formError.message} />
      <Stack spacing={2.5}>
        <TextField
          {...text}
          required
          multiline
          minRows={5}
          placeholder={t('contact.placeholder')}
          helperText={
            text.helperText ??
            t('composer.characters', {
              count: formatNumber(length, locale),
              max: formatNumber(MESSAGE_TEXT_MAX_LENGTH, locale),
            })
          }
          slotProps={{ htmlInput: { maxLength: MESSAGE_TEXT_MAX_LENGTH } }}
        />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('contact.optional')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...moveIn}
            type="date"
            helperText={moveIn.helperText ?? t('contact.moveInHint')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          />
          <TextField
            {...household}
            helperText={household.helperText ?? t('contact.householdHint')}
            slotProps={{ htmlInput: { inputMode: NUMBER_INPUT_MODE.integer } }}
          />
        </Stack>
        <Alert severity="info" icon={false} role="note">
          {t('contact.safety')}
        </Alert>
        <Box>
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            {t('contact.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function NotContactable() {
  const { t } = useTranslation('messaging');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h2">
        {t('contact.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('contact.notFoundText')}
      </Typography>
      <Button component={RouterLink} to="/search" variant="contained">
        {t('contact.search')}
      </Button>
    </Paper>
  );
}

/** /listing/{id}/contact (signed in): the listing quoted, then the first message to its owner. */
export function ContactPage() {
  const { t } = useTranslation('messaging');
  const { id = '' } = useParams();
  const { user } = useSession();
  useDocumentTitle(t('contact.title'));
  const { data, loading, error, refetch } = useQuery(ContactListingDocument, { variables: { id } });
  const listing = data?.listing;
  const notFound = !!error && toAppError(error).code === 'LISTING_NOT_FOUND';

  let body;
  if (listing && user && listing.user.id === user.id) {
    body = (
      <>
        <QuotedListing listing={listing} />
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/message" color="inherit" size="small">
              {t('contact.ownLink')}
            </Button>
          }
        >
          {t('contact.own')}
        </Alert>
      </>
    );
  } else if (listing && user) {
    body = (
      <>
        <QuotedListing listing={listing} />
        <ContactForm listing={listing} userId={user.id} />
      </>
    );
  } else if (notFound) {
    body = <NotContactable />;
  } else if (error) {
    body = <LoadError error={error} message={t('contact.loadError')} onRetry={() => void refetch()} />;
  } else if (loading) {
    body = (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading', { ns: 'common' })}>
        <Skeleton variant="rounded" height={112} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('contact.title')}
        </Typography>
        <Typography color="text.secondary">{t('contact.subtitle')}</Typography>
      </Box>
      {body}
    </Stack>
  );
}
