import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/LoadError';
import { PageHeader } from '../../../../components/PageHeader';
import { PageSpinner } from '../../../../components/PageSpinner';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useSession } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { StaffRentalApplicationDocument } from '../api/staff-application-operations';
import { APPLICATION_TABLE_PATH } from '../format/detail-paths';
import { ApplicationSummary } from './ApplicationSummary';
import { DeleteApplicationDialog } from './DeleteApplicationDialog';
import { StaffNoAccess } from '../../../../components/StaffNoAccess';
import { StaffShareSection } from './StaffShareSection';
import { StaffViewLog } from './StaffViewLog';
import { ApplicationDetails } from '../../review/components/ApplicationDetails';
import { ApplicationHistory } from '../../review/components/ApplicationHistory';
import { EndedShareNotice } from '../../review/components/EndedShareNotice';
import { applicantNameOr } from '../../review/format/applicant-name';

/** What the table shows once an application is deleted from its page. */
export interface DeletedState {
  deleted: true;
}

/**
 * /rental-application-details/<id> (issue 18): one application in full for staff with
 * applications view, grouped as the wizard's pages, its documents to download. The server records
 * each opening; admins see who opened it. Staff with applications delete may delete it. The
 * landlord's share of the renter passport and the status history follow the answers; once the
 * applicant deleted their data, they are all there is.
 */
export function ApplicationDetailsPage({ id }: { id: string }) {
  const { t } = useTranslation('applicationStaff');
  const { user } = useSession();
  useDocumentTitle(t('details.title'));
  if (!hasModulePermission(user, 'applications', 'view')) return <StaffNoAccess title={t('details.title')} />;
  return (
    <Details
      id={id}
      canDelete={hasModulePermission(user, 'applications', 'delete')}
      isAdmin={user?.userType === 'ADMIN'}
    />
  );
}

function BackLink() {
  const { t } = useTranslation('applicationStaff');
  return (
    <Box>
      <Button component={RouterLink} to={APPLICATION_TABLE_PATH} startIcon={<ArrowBack />}>
        {t('details.back')}
      </Button>
    </Box>
  );
}

function Details({ id, canDelete, isAdmin }: { id: string; canDelete: boolean; isAdmin: boolean }) {
  const { t } = useTranslation('applicationStaff');
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  // Every visit asks the server, which records the opening.
  const { data, loading, error, refetch } = useQuery(StaffRentalApplicationDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const application = data?.rentalApplication;
  const name = applicantNameOr(application?.applicantName ?? '', t('details.deletedApplicant'));

  if (loading && !application) return <PageSpinner />;
  if (error || !application) {
    const code = error ? toAppError(error).code : null;
    if (code === 'NO_ACCESS') return <StaffNoAccess title={t('details.title')} />;
    return (
      <Stack spacing={2}>
        <PageHeader title={t('details.title')} subtitle={t('details.subtitle')} />
        {code === 'RENTAL_APPLICATION_NOT_FOUND' ? (
          <Alert severity="warning">{t('details.notFound')}</Alert>
        ) : (
          <LoadError error={error} message={t('details.loadError')} onRetry={() => void refetch()} />
        )}
        <BackLink />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <BackLink />
      {/* An applicant's name may be one long word: it wraps rather than widening a phone's page. */}
      <Box sx={{ '& h1': { overflowWrap: 'anywhere' } }}>
        <PageHeader
          title={t('details.heading', { name })}
          subtitle={t('details.subtitle')}
          action={
            canDelete && (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => setDeleting(true)}
              >
                {t('delete.button')}
              </Button>
            )
          }
        />
      </Box>
      {/* Staff read the answers after the share ended, until the applicant deleted them. */}
      {application.details == null && <EndedShareNotice share={application.share} />}
      <ApplicationSummary application={application} />
      <ApplicationDetails details={application.details} applicant={name} />
      <StaffShareSection share={application.share} />
      <ApplicationHistory history={application.history} reader="STAFF" />
      {isAdmin && <StaffViewLog applicationId={application.id} />}
      {deleting && (
        <DeleteApplicationDialog
          application={application}
          onClose={() => setDeleting(false)}
          onDeleted={() =>
            navigate(APPLICATION_TABLE_PATH, {
              replace: true,
              state: { deleted: true } satisfies DeletedState,
            })
          }
        />
      )}
    </Stack>
  );
}
