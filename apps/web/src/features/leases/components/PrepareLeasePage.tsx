import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ERROR_MESSAGES } from '@rentals/domain/errors/codes';
import { translate } from '@rentals/domain/i18n/translate';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLocale } from '../../../i18n/use-locale';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LeasePrepareApplicationDocument, LeasePrepareListingDocument } from '../api/prepare-operations';
import { draftKey, readLeaseDraft, type LeaseOrigin } from '../format/draft-storage';
import { prefilledLeaseForm } from '../format/prefill';
import { LeaseForm } from './form/LeaseForm';

/**
 * /leases/new (issue 19): 'Prepare lease', for a landlord (or staff with leases add), from an
 * approved application (?application=) or a conversation about a listing (?listing=&unit=&room=).
 * The form opens with what the product knows, or with what this browser kept of an earlier try.
 */
export function PrepareLeasePage() {
  const { t } = useTranslation('leaseForm');
  const locale = useLocale();
  const { user } = useSession();
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const applicationId = params.get('application');
  const application = useQuery(LeasePrepareApplicationDocument, {
    variables: { id: applicationId ?? '' },
    skip: !applicationId,
  });
  const app = application.data?.rentalApplication;
  const listingId = applicationId ? app?.listingId : params.get('listing');
  const listing = useQuery(LeasePrepareListingDocument, {
    variables: { id: listingId ?? '' },
    skip: !listingId,
  });

  const allowed = user?.userType === 'LANDLORD' || hasModulePermission(user, 'leases', 'add');
  const header = <PageHeader title={t('title')} subtitle={t('subtitle')} />;
  const notice = (text: string) => (
    <Stack spacing={3}>
      {header}
      <Alert severity="warning">{text}</Alert>
      <div>
        <Button component={RouterLink} to="/building/applications" variant="outlined">
          {t('toApplications')}
        </Button>
      </div>
    </Stack>
  );
  if (!allowed) return notice(t('landlordsOnly'));
  if (!applicationId && !listingId) return notice(t('noSource'));
  const error = application.error ?? listing.error;
  if (error)
    return (
      <Stack spacing={3}>
        {header}
        <LoadError
          error={error}
          message={t('loadError')}
          onRetry={() => void (application.error ? application : listing).refetch()}
        />
      </Stack>
    );
  if (applicationId && app && app.status !== 'APPROVED')
    return notice(translate(ERROR_MESSAGES.LEASE_APPLICATION_NOT_APPROVED, locale));
  if ((applicationId && !app) || !listing.data || !listingId) return <PageSpinner />;

  const origin: LeaseOrigin & { listingId: string } = {
    applicationId,
    listingId,
    unitId: app?.unitId ?? params.get('unit'),
    roomId: params.get('room'),
  };
  return (
    <Stack spacing={3}>
      {header}
      <PreparedForm
        key={draftKey(origin)}
        origin={origin}
        prefill={() => prefilledLeaseForm(locale, user, listing.data!.listing, origin.unitId, app ?? null)}
      />
    </Stack>
  );
}

/** The form with its first values, read once: the kept draft if there is one, else the prefill. */
function PreparedForm({
  origin,
  prefill,
}: {
  origin: LeaseOrigin & { listingId: string };
  prefill: () => ReturnType<typeof prefilledLeaseForm>;
}) {
  const key = draftKey(origin);
  const [start] = useState(() => {
    const kept = readLeaseDraft(key);
    return kept ? { values: kept, restored: true } : { values: prefill(), restored: false };
  });
  return <LeaseForm initial={start.values} restored={start.restored} origin={origin} draftKey={key} />;
}
