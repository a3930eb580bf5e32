import ArrowBack from '@mui/icons-material/ArrowBack';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { isStaff } from '@rentals/domain/users/rules';
import { zoneAbbreviation } from '@rentals/domain/viewings/time-zones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../../../components/LoadError';
import { PageHeader } from '../../../../components/PageHeader';
import { SuccessToast } from '../../../../components/SuccessToast';
import { useLocale } from '../../../../i18n/use-locale';
import { useSession } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { zoneLongName } from '@rentals/domain/viewings/time-zones';
import { ViewingAvailabilityDocument } from '../api/availability-operations';
import { AvailabilityForm } from './AvailabilityForm';
import { OpenHouses } from './OpenHouses';

/**
 * /building/viewings/:listingId/availability: a listing's viewing hours and open houses, for its
 * owner and staff with the inbox permission. Every time is the listing's wall-clock time, its zone
 * named above the form.
 */
export function AvailabilityPage() {
  const { t } = useTranslation('viewingAgenda');
  const locale = useLocale();
  const { listingId = '' } = useParams();
  const { user } = useSession();
  // Staff come from their list of Viewings Management viewings, landlords from their agenda.
  const back = isStaff(user) ? '/viewings' : '/building/viewings';
  useDocumentTitle(t('editor.title'));
  const [toast, setToast] = useState<string | null>(null);
  const query = useQuery(ViewingAvailabilityDocument, {
    variables: { listingId },
    fetchPolicy: 'cache-and-network',
  });
  const availability = query.data?.viewingAvailability;
  const title = query.data?.listing.title ?? '';
  const changed = (message: string) => {
    setToast(message);
    void query.refetch();
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to={back} startIcon={<ArrowBack />}>
          {t('editor.back')}
        </Button>
      </Box>
      <PageHeader title={t('editor.title')} subtitle={t('editor.subtitle', { listing: title })} />
      {query.error && !availability ? (
        <LoadError error={query.error} message={t('editor.loadError')} onRetry={() => void query.refetch()} />
      ) : !availability ? (
        <Skeleton variant="rounded" height={480} aria-hidden />
      ) : (
        <>
          <Alert severity="info">
            {t('editor.zone', {
              zone: `${zoneLongName(availability.zone, locale)} (${zoneAbbreviation(new Date(), availability.zone, locale)})`,
            })}
          </Alert>
          {!availability.configured && <Alert severity="warning">{t('editor.notConfigured')}</Alert>}
          <AvailabilityForm
            // A new form when another listing opens: its values are the defaults of the first render.
            key={availability.listingId}
            availability={availability}
            onSaved={() => changed(t('editor.saved'))}
          />
          <OpenHouses availability={availability} onChanged={changed} />
        </>
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
