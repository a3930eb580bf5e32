import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isStaff } from '@rentals/domain/users/rules';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LeaseRequestForm } from './LeaseRequestForm';

/**
 * /lease-details-form (issue 19): a landlord asks the team to prepare a lease; staff may send one
 * for a landlord. Other accounts are told why they cannot (the API refuses them too); visitors
 * are sent to log in by the signed-in guard.
 */
export function LeaseRequestFormPage() {
  const { t } = useTranslation('leaseRequests');
  const { user } = useSession();
  useDocumentTitle(t('form.title'));
  const maySend = !!user && (user.userType === 'LANDLORD' || isStaff(user));
  return (
    <Stack spacing={4} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('form.title')} subtitle={t('form.subtitle')} />
      {user && maySend ? (
        <LeaseRequestForm user={user} />
      ) : (
        <Alert severity="info">
          <AlertTitle component="h2">{t('form.notLandlordTitle')}</AlertTitle>
          {t('form.notLandlordText')}
          <Box sx={{ mt: 2 }}>
            <Button component={RouterLink} to="/profile" variant="outlined" color="inherit">
              {t('form.profile')}
            </Button>
          </Box>
        </Alert>
      )}
    </Stack>
  );
}
