import { useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Draw from '@mui/icons-material/Draw';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { provinceLeaseRules } from '@rentals/domain/leases/provinces';
import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageSpinner } from '../../../components/PageSpinner';
import { SuccessToast } from '../../../components/SuccessToast';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LeaseDetailDocument } from '../api/lease-operations';
import { conversationPath, leaseActions, LEASES_PATH, signPath } from '../format/lease-actions';
import { addressLine, type LooseTerms } from '../format/terms-view';
import { AuditTrail } from './AuditTrail';
import { LeaseManageActions } from './LeaseManageActions';
import { LeaseStatusChip } from './LeaseStatusChip';
import { SignerList } from './SignerList';
import { TermsView } from './TermsView';
import { VoidClauseList } from './VoidClauseList';

/** What /leases/new hands this page after creating the lease: the toast to show once. */
export interface CreatedState {
  created?: 'SENT' | 'DRAFT';
}

/**
 * /leases/:id: one lease for its parties and staff: where it stands and until when, the signers in
 * order, the terms section by section, the void-clause advice for the landlord, the actions the
 * viewer has, and the audit trail.
 */
export function LeasePage() {
  const { t } = useTranslation('leases');
  const locale = useLocale();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const created = (location.state as CreatedState | null)?.created;
  const query = useQuery(LeaseDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const lease = query.data?.lease;
  const terms = (lease?.terms ?? {}) as LooseTerms;
  const address = addressLine(terms.unitAddress);
  useDocumentTitle(lease ? t('detail.title', { address }) : t('list.title'));

  const back = (
    <div>
      <Button component={RouterLink} to={LEASES_PATH} startIcon={<ArrowBack />}>
        {t('detail.back')}
      </Button>
    </div>
  );
  if (!lease) {
    if (query.error)
      return (
        <Stack spacing={2}>
          {back}
          <LoadError
            error={query.error}
            message={t('detail.loadError')}
            onRetry={() => void query.refetch()}
          />
        </Stack>
      );
    return <PageSpinner />;
  }

  const actions = leaseActions(lease);
  const province = (PROVINCES as readonly string[]).includes(lease.province)
    ? (lease.province as Province)
    : null;
  const rules = province ? provinceLeaseRules(province) : null;
  const findings = lease.canManage
    ? lease.voidClauseFindings.map((f) => ({ ...f, warning: locale === 'fr' ? f.warningFr : f.warningEn }))
    : [];
  const deadline =
    lease.status === 'SENT' && lease.expiresAt
      ? t('detail.expires', { date: formatPublicDate(lease.expiresAt, locale, { withTime: true }) })
      : lease.completedAt
        ? t('detail.completed', { date: formatPublicDate(lease.completedAt, locale, { withTime: true }) })
        : null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      {back}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <div style={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {address || lease.subject}
          </Typography>
          <Typography color="text.secondary">
            {[rules ? translate(rules.name, locale) : lease.province, deadline].filter(Boolean).join(' · ')}
          </Typography>
        </div>
        <div>
          <LeaseStatusChip status={lease.status} />
        </div>
      </Stack>
      {lease.endedReason && (
        <Alert severity="info">{t('detail.endedReason', { reason: lease.endedReason })}</Alert>
      )}
      {actions.sign && (
        <Alert
          severity="info"
          action={
            <Button
              component={RouterLink}
              to={signPath(lease.id)}
              variant="contained"
              size="small"
              startIcon={<Draw />}
            >
              {t('actions.sign')}
            </Button>
          }
        >
          {t('detail.yourTurn')}
        </Alert>
      )}
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('detail.actions')}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <LeaseManageActions lease={lease} actions={actions} />
        {lease.roomId && (
          <Link
            component={RouterLink}
            to={conversationPath(lease.roomId)}
            sx={{ display: 'inline-block', mt: 2 }}
          >
            {t('detail.conversation')}
          </Link>
        )}
      </Paper>
      <VoidClauseList findings={findings} />
      <SignerList signers={lease.signers} signed={lease.signedCount} total={lease.signerCount} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="lease-terms"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="lease-terms" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('detail.terms')}
        </Typography>
        <TermsView terms={terms} />
      </Paper>
      {lease.events.length > 0 && <AuditTrail events={lease.events} />}
      <SuccessToast
        message={created ? t(created === 'SENT' ? 'detail.sentToast' : 'detail.draftToast') : null}
        onClose={() => void navigate({ search: location.search }, { replace: true, state: null })}
      />
    </Stack>
  );
}
