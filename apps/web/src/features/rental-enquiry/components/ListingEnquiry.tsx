import { useMutation, useQuery } from '@apollo/client/react';
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
import type { CreateBookingInput } from '@rentals/domain/messaging/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import type { RentalEnquiryListingQuery } from '../../../gql/graphql';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { NUMBER_INPUT_MODE } from '../../../lib/forms/number-text';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { CreateRentalEnquiryDocument, RentalEnquiryListingDocument } from '../api/rental-enquiry-operations';
import { LISTING_FIELDS, listingEnquirySchema, type ListingEnquiryValues } from '../format/enquiry-form';
import type { SentEnquiry } from './SentPanel';

type EnquiryListing = NonNullable<RentalEnquiryListingQuery['listing']>;

/** The listing quoted above the form: title (a link back to it), place and owner. */
function QuotedListing({ listing }: { listing: EnquiryListing }) {
  const { t } = useTranslation('rentalEnquiry');
  const owner = listing.user.firstName?.trim();
  return (
    <Paper component="section" variant="outlined" aria-label={t('listing.about')} sx={{ p: 2 }}>
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
          {listing.location.city ? ` · ${listing.location.city.name}, ${listing.location.city.province}` : ''}
        </Typography>
      )}
      {owner && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('listing.listedBy', { name: owner })}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * The message to the listing's landlord, checked with the shared schema: it opens the
 * conversation, or continues the one the renter already has. The unit the route names is quoted
 * in the message it starts with; on any error every field keeps what was typed.
 */
function ListingForm({
  listing,
  unitId,
  onSent,
}: {
  listing: EnquiryListing;
  unitId?: string;
  onSent: (sent: SentEnquiry) => void;
}) {
  const { t } = useTranslation('rentalEnquiry');
  const [send] = useMutation(CreateRentalEnquiryDocument);
  const [schema] = useState(() => listingEnquirySchema(listing.id));
  const unit = listing.units.find((u) => u.id === unitId);
  const unitName = unit ? [unit.title, unit.number].filter(Boolean).join(' · ') : null;
  const { textField, formError, handleSubmit, setError, formState } = useDomainForm<
    CreateBookingInput,
    ListingEnquiryValues
  >(schema, {
    message: unitName ? t('listing.unitMessage', { unit: unitName }) : '',
    moveIn: '',
    householdSize: '',
  });
  const message = textField('message');
  const moveIn = textField('moveIn');
  const household = textField('householdSize');

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      const { data: sent } = await send({
        variables: {
          data: {
            userType: 'RENTER',
            listing: data.listing,
            message: data.text,
            ...(data.moveInDate ? { moveIn: data.moveInDate } : {}),
            ...(data.householdSize ? { householdSize: data.householdSize } : {}),
          },
        },
      });
      const room = sent?.createRentalEnquiry.room;
      if (room) onSent({ kind: 'listing', room });
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, LISTING_FIELDS)) formError.setError(appError);
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={t('form.label')}
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <Stack spacing={2.5}>
        <FormAlert message={formError.message} />
        <TextField
          {...message}
          required
          multiline
          minRows={5}
          slotProps={{ htmlInput: { maxLength: MESSAGE_TEXT_MAX_LENGTH } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...moveIn}
            type="date"
            helperText={moveIn.helperText ?? t('listing.moveInHint')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
          <TextField
            {...household}
            helperText={household.helperText ?? t('listing.householdHint')}
            slotProps={{ htmlInput: { inputMode: NUMBER_INPUT_MODE.integer } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('form.sendMessage')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** A renter's enquiry about a listing (signed in): the listing quoted, then the message. */
export function ListingEnquiry({
  listingId,
  unitId,
  userId,
  leadPath,
  onSent,
}: {
  listingId: string;
  unitId?: string;
  userId: string;
  /** The renter's lead form, offered when the listing cannot be contacted. */
  leadPath: string;
  onSent: (sent: SentEnquiry) => void;
}) {
  const { t } = useTranslation('rentalEnquiry');
  const { data, loading, error, refetch } = useQuery(RentalEnquiryListingDocument, {
    variables: { id: listingId },
  });
  const listing = data?.listing;
  if (listing && listing.user.id === userId) {
    return (
      <>
        <QuotedListing listing={listing} />
        <Alert severity="info">{t('listing.own')}</Alert>
      </>
    );
  }
  if (listing) {
    return (
      <>
        <QuotedListing listing={listing} />
        <ListingForm listing={listing} unitId={unitId} onSent={onSent} />
      </>
    );
  }
  if (error && toAppError(error).code !== 'LISTING_NOT_FOUND') {
    return <LoadError error={error} message={t('listing.loadError')} onRetry={() => void refetch()} />;
  }
  if (loading) {
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading', { ns: 'common' })}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h2">
        {t('listing.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('listing.notFoundText')}
      </Typography>
      <Button component={RouterLink} to={leadPath} variant="contained">
        {t('listing.toLead')}
      </Button>
    </Paper>
  );
}
