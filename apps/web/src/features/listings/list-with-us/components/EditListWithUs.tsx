import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isStaff } from '@rentals/domain/users/rules';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
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
  const listing = data?.getSingleBuilding;
  if (listing)
    return (
      <ListWithUsWizard
        {...props}
        initial={draftOfListing(listing, user?.phone ?? '')}
        loggedIn={!!user}
        edit={listing}
        staff={staff}
      />
    );
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
