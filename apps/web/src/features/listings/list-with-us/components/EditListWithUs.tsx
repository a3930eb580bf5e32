import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { needsPayment } from '@rentals/domain/billing/plans';
import { PAYMENT_STEP_NUMBER } from '@rentals/domain/listings/list-with-us';
import { isStaff } from '@rentals/domain/users/rules';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../../components/PageSpinner';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError } from '../../../../lib/errors/graphql-error';
import { useSession } from '../../../../lib/session/session-context';
import { ListWithUsListingDocument } from '../api/list-with-us-operations';
import { draftOfListing } from '../form/lwu-edit';
import type { ListWithUsPageProps } from './ListWithUsPage';
import { ListWithUsWizard } from './ListWithUsWizard';

/** `/list-with-us?listing=<id>` opens the wizard in edit mode for that listing (spec/03 §2.1). */
export const LISTING_PARAM = 'listing';
/** `&step=9` opens it at the payment step, to pay an unpaid deposit (the checkout's cancel path). */
export const STEP_PARAM = 'step';

/**
 * Edit mode: loads the listing as the dialog does (getSingleBuilding, which answers only its owner
 * and staff), then shows the wizard filled with it. A refusal shows the coded message and no form.
 */
export function EditListWithUs({ listingId, ...props }: ListWithUsPageProps & { listingId: string }) {
  const { t } = useTranslation('listWithUs');
  const locale = useLocale();
  const { user } = useSession();
  const staff = isStaff(user);
  const { data, error, loading } = useQuery(ListWithUsListingDocument, {
    variables: { id: listingId },
    fetchPolicy: 'network-only',
  });
  const [params] = useSearchParams();
  const listing = data?.getSingleBuilding;
  if (listing) {
    const draft = draftOfListing(listing, user?.phone ?? '');
    // Only a deposit still owed opens at the payment step; a paid one opens as any edit.
    const payOpen =
      params.get(STEP_PARAM) === String(PAYMENT_STEP_NUMBER) &&
      listing.paymentStatus !== 'PAID' &&
      needsPayment(listing.planIds ?? []);
    return (
      <ListWithUsWizard
        {...props}
        initial={payOpen ? { ...draft, step: PAYMENT_STEP_NUMBER } : draft}
        payOpen={payOpen}
        loggedIn={!!user}
        edit={listing}
        staff={staff}
      />
    );
  }
  if (loading || !error) return <PageSpinner />;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error" role="alert">
        {t('edit.loadFailed', { message: errorText(toAppError(error), locale) })}
      </Alert>
      {user && (
        <Button component={RouterLink} to={staff ? '/listings' : '/building'} variant="outlined">
          {t('edit.backToListings')}
        </Button>
      )}
    </Stack>
  );
}
