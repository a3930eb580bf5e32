import { useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { maskSin } from '@rentals/domain/rental-applications/sin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApplicationLoadState } from '../../review/components/ApplicationLoadState';
import { useSession } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { RentalApplicationDocument } from '../../review/api/review-operations';
import { ApplicationDetails } from '../../review/components/ApplicationDetails';
import { ApplicationHistory } from '../../review/components/ApplicationHistory';
import { ApplicationFacts } from '../../review/components/ApplicationFacts';
import { ApplicationStatusChip } from '../../review/components/ApplicationStatusChip';
import { MyApplicationRoomsDocument } from '../api/my-application-operations';
import { roomsByListing } from '../format/rooms-by-listing';
import { ShareSection } from './share/ShareSection';
import { WithdrawButton } from './WithdrawButton';

/**
 * /my-applications/:id: the applicant's own application as sent, with its status, the
 * conversation with the landlord and 'Withdraw' while it is open, the landlord's share of the
 * renter passport (its view log and 'Revoke access') and the status history. The API gives the
 * applicant their whole SIN; the page shows its last digits only, as nothing here needs the rest.
 * Once the renter deleted their passport, only the status history is left to show.
 */
export function MyApplicationPage() {
  const { t } = useTranslation('myApplications');
  const { t: tr } = useTranslation('applicationReview');
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useQuery(RentalApplicationDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const rooms = useQuery(MyApplicationRoomsDocument, { variables: { userId: user?.id ?? '' }, skip: !user });
  const application = query.data?.rentalApplication;
  useDocumentTitle(application ? t('detail.title', { listing: application.listingTitle }) : t('title'));

  const backLink = (
    <div>
      <Button component={RouterLink} to="/my-applications" startIcon={<ArrowBack />}>
        {t('title')}
      </Button>
    </div>
  );
  if (!application)
    return (
      <ApplicationLoadState
        backLink={backLink}
        error={query.error}
        message={t('detail.loadError')}
        onRetry={() => void query.refetch()}
      />
    );

  const heading = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
      <div style={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/listing/${encodeURIComponent(application.listingId)}`}>
            {application.listingTitle}
          </Link>
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[application.unitTitle, application.listingAddress].filter(Boolean).join(' · ')}
        </Typography>
      </div>
      <div>
        <ApplicationStatusChip status={application.status} />
      </div>
    </Stack>
  );
  const history = <ApplicationHistory history={application.history} reader="APPLICANT" />;
  if (application.share.state === 'ERASED')
    return (
      <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
        {backLink}
        {heading}
        <Alert severity="info">{t('detail.erased')}</Alert>
        {history}
      </Stack>
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      {backLink}
      {heading}
      <Paper
        variant="outlined"
        component="section"
        aria-label={tr('detail.summary')}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={2}>
          <ApplicationFacts application={application} withDates />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={roomsByListing(rooms.data?.bookingsForUser)(application.listingId)}
              variant="outlined"
            >
              {t('card.conversation')}
            </Button>
            <WithdrawButton
              id={application.id}
              status={application.status}
              listing={application.listingTitle}
            />
          </Stack>
        </Stack>
      </Paper>
      <ShareSection id={application.id} share={application.share} />
      {history}
      <ApplicationDetails
        details={application.details}
        applicant={application.applicantName}
        sin={
          application.sin && (
            <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="body2" color="text.secondary">
                {tr('sin.label')}
              </Typography>
              <Typography sx={{ fontFamily: 'monospace' }}>{maskSin(application.sin)}</Typography>
            </Box>
          )
        }
      />
    </Stack>
  );
}
