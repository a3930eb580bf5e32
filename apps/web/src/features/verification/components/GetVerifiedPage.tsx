import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MyVerificationDocument } from '../api/verification-operations';
import { DocumentViews } from './DocumentViews';
import { VerificationForm } from './VerificationForm';

/**
 * /verification ('Get verified', issue 25): where the poster stands, the grace period and hidden
 * listings, the staff's reason after a rejection, the form to send (or send again) the documents
 * of their role's checklist, and who on staff opened them.
 */
export function GetVerifiedPage() {
  const { t } = useTranslation('verification');
  const locale = useLocale();
  useDocumentTitle(t('page.title'));
  const { data, loading, error, refetch } = useQuery(MyVerificationDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const mine = data?.myVerification;
  const request = mine?.request ?? null;
  if (!mine && loading) return <PageSpinner />;
  if (!mine) return <LoadError error={error} message={t('page.loadError')} onRetry={() => void refetch()} />;

  const date = (iso: string) => formatPublicDate(iso, locale);
  const statusText = {
    NONE: t('statusText.NONE'),
    SUBMITTED: t('statusText.SUBMITTED', { date: request ? date(request.submittedAt) : '' }),
    APPROVED: t('statusText.APPROVED', { date: request?.decidedAt ? date(request.decidedAt) : '' }),
    REJECTED: t('statusText.REJECTED', { reason: request?.decisionReason ?? '' }),
    EXPIRED: t('statusText.EXPIRED'),
  }[mine.status];
  const severity = {
    NONE: 'info',
    SUBMITTED: 'info',
    APPROVED: 'success',
    REJECTED: 'warning',
    EXPIRED: 'warning',
  } as const;
  const canSend = mine.status === 'NONE' || mine.status === 'REJECTED' || mine.status === 'EXPIRED';

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle', { days: mine.documentRetentionDays })}
      />
      <Alert severity={severity[mine.status]} role="status">
        <strong>{t(`status.${mine.status}`)}</strong> {statusText}
      </Alert>
      {mine.hiddenListings > 0 && (
        <Alert severity="warning">{t('hidden', { count: mine.hiddenListings })}</Alert>
      )}
      {!mine.hiddenListings && mine.graceEndsAt && (
        <Alert severity="warning">{t('grace', { date: date(mine.graceEndsAt) })}</Alert>
      )}
      {canSend && (
        <VerificationForm initialRole={request?.role ?? 'LANDLORD_OWNER'} onSent={() => void refetch()} />
      )}
      {request && <DocumentViews views={request.documentViews} />}
    </Stack>
  );
}
