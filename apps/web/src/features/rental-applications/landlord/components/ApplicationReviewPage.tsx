import { useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ApplicationLoadState } from '../../review/components/ApplicationLoadState';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { RentalApplicationDocument } from '../../review/api/review-operations';
import { ApplicationDetails } from '../../review/components/ApplicationDetails';
import { ApplicationHistory } from '../../review/components/ApplicationHistory';
import { EndedShareNotice } from '../../review/components/EndedShareNotice';
import { applicantNameOr } from '../../review/format/applicant-name';
import { ApplicationFacts } from '../../review/components/ApplicationFacts';
import { ApplicationStatusChip } from '../../review/components/ApplicationStatusChip';
import { ListingRoomsDocument } from '../api/landlord-application-operations';
import { conversationHref } from '../format/conversation-of';
import { DecisionActions } from './DecisionActions';
import { SinReveal } from './SinReveal';

const LIST = '/building/applications';

/**
 * /building/applications/:id: one application in full for the listing's landlord. The server marks
 * it VIEWED on this first reading; the page shows the summary, the decisions the status allows,
 * the conversation with the applicant, then the answers page by page with the documents and the
 * signature, and the status history. Once the applicant's share ends (revoked, expired, withdrawn)
 * the API keeps the details, SIN and documents from the landlord and the page says why; once the
 * applicant deleted their data, the status history is all the landlord keeps.
 */
export function ApplicationReviewPage() {
  const { t } = useTranslation('applicationReview');
  const { id = '' } = useParams();
  const location = useLocation();
  const back = (location.state as { back?: string } | null)?.back ?? '';
  const query = useQuery(RentalApplicationDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const application = query.data?.rentalApplication;
  const rooms = useQuery(ListingRoomsDocument, {
    variables: { listingId: application?.listingId ?? '' },
    skip: !application,
  });
  const name = applicantNameOr(application?.applicantName ?? '', t('detail.deletedApplicant'));
  useDocumentTitle(application ? t('detail.title', { name }) : t('list.title'));

  const backLink = (
    <div>
      <Button component={RouterLink} to={`${LIST}${back}`} startIcon={<ArrowBack />}>
        {t('detail.back')}
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

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      {backLink}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <div style={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/listing/${encodeURIComponent(application.listingId)}`}>
              {application.listingTitle}
            </Link>
            {[application.unitTitle, application.listingAddress].filter(Boolean).map((part) => ` · ${part}`)}
          </Typography>
        </div>
        <div>
          <ApplicationStatusChip status={application.status} />
        </div>
      </Stack>
      <EndedShareNotice share={application.share} />
      {application.share.state !== 'ERASED' && (
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('detail.summary')}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Stack spacing={2}>
            <ApplicationFacts application={application} withDates />
            <DecisionActions id={application.id} status={application.status} />
            {application.status === 'APPROVED' && (
              // The lease pages are their own feature: a plain link, as features do not import each other.
              <div>
                <Button
                  component={RouterLink}
                  to={`/leases/new?application=${encodeURIComponent(application.id)}`}
                  variant="contained"
                >
                  {t('detail.prepareLease')}
                </Button>
              </div>
            )}
            <div>
              <Link
                component={RouterLink}
                to={conversationHref(rooms.data?.roomsPerUser.items, application.applicantName)}
              >
                {t('detail.conversation', { name: application.applicantName })}
              </Link>
            </div>
          </Stack>
        </Paper>
      )}
      <ApplicationHistory history={application.history} reader="LANDLORD" />
      {application.details != null && (
        <ApplicationDetails
          details={application.details}
          applicant={name}
          sin={
            <SinReveal
              id={application.id}
              sin={application.sin}
              consent={application.creditCheckConsent}
              revealedAt={application.sinRevealedAt}
            />
          }
        />
      )}
    </Stack>
  );
}
