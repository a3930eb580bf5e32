import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type {
  RentalApplicationShareFieldsFragment,
  RentalApplicationSummaryFragment,
} from '../../../../gql/graphql';
import { ApplicationFacts } from '../../review/components/ApplicationFacts';
import { ApplicationStatusChip } from '../../review/components/ApplicationStatusChip';
import { ShareStateChip } from '../../review/components/ShareStateChip';
import { applicantNameOr } from '../../review/format/applicant-name';

/** Where a landlord reads one application. */
export const reviewPath = (id: string) => `/building/applications/${encodeURIComponent(id)}`;

/**
 * One application of the landlord's list: the applicant and listing, the status, the summary the
 * landlord compares by, and the way into the whole application. `back` is the list's query, so
 * the application's page returns to the same filters and page.
 */
export function ApplicationRow({
  application: a,
  back,
}: {
  application: RentalApplicationSummaryFragment & RentalApplicationShareFieldsFragment;
  back: string;
}) {
  const { t } = useTranslation('applicationReview');
  const name = applicantNameOr(a.applicantName, t('detail.deletedApplicant'));
  return (
    <Paper component="article" variant="outlined" aria-label={`${name}, ${a.listingTitle}`} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <div style={{ minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[a.listingTitle, a.unitTitle].filter(Boolean).join(' · ')}
            </Typography>
          </div>
          {/* Beside the status, why the answers are no longer there once the share ended. */}
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <ApplicationStatusChip status={a.status} />
            {a.share.state !== 'ACTIVE' && a.share.state !== 'WITHDRAWN' && (
              <ShareStateChip state={a.share.state} />
            )}
          </Stack>
        </Stack>
        <ApplicationFacts application={a} />
        <div>
          <Button
            component={RouterLink}
            to={reviewPath(a.id)}
            state={{ back }}
            variant="outlined"
            size="small"
            aria-label={t('list.openLabel', { name })}
          >
            {t('list.open')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
