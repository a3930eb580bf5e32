import { useQuery } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import type { PrivacyRequestsQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlSearch } from '../../../lib/use-url-search';
import { PrivacyRequestsDocument } from '../api/privacy-operations';
import { RetryExportButton } from './RetryExportButton';

type PrivacyRequest = PrivacyRequestsQuery['privacyRequests']['items'][number];

/**
 * /privacy-requests (issue 25): users' requests about their data still to answer, soonest due
 * first, ten a page, each with its due date (30 days after it, PIPEDA) and a way to the user; a
 * data export whose preparation failed can be retried. Staff with users view; the API refuses the
 * list and the retry to anyone else.
 */
export function PrivacyRequestsPage() {
  const { t } = useTranslation('privacyRequests');
  const { user } = useSession();
  useDocumentTitle(t('title'));
  if (!hasModulePermission(user, 'users', 'view')) return <StaffNoAccess title={t('title')} />;
  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <RequestsList />
    </Stack>
  );
}

function RequestsList() {
  const { t } = useTranslation('privacyRequests');
  const { page, setPage, skip } = useUrlSearch();
  const list = useQuery(PrivacyRequestsDocument, {
    variables: { first: PAGE_SIZE, skip },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (list.data ?? list.previousData)?.privacyRequests;
  const rows = shown?.items ?? [];
  const [now] = useState(() => new Date());

  return (
    <ListState
      query={list}
      errorMessage={t('loadError')}
      skeleton={{ rows: 3, height: 96 }}
      empty={{ title: t('emptyTitle'), text: t('emptyText') }}
      paging={{ page, pageLength: rows.length, total: shown?.count ?? 0, onPage: setPage, label: t('list') }}
    >
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('list')}>
        {rows.map((request) => (
          <RequestRow key={`${request.kind}:${request.id}`} request={request} now={now} />
        ))}
      </Stack>
    </ListState>
  );
}

function RequestRow({ request, now }: { request: PrivacyRequest; now: Date }) {
  // Retrying changes the request: staff who may edit users, as the server decides.
  const canRetry = hasModulePermission(useSession().user, 'users', 'edit');
  const { t } = useTranslation('privacyRequests');
  const locale = useLocale();
  const overdue = new Date(request.dueAt) < now;
  const due = formatPublicDate(request.dueAt, locale);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t(`kinds.${request.kind}`)}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={request.status === 'FAILED' ? 'error' : 'default'}
            label={t(`statuses.${request.status}`)}
          />
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {request.user.name ? `${request.user.name} · ` : ''}
          <Link component={RouterLink} to={`/users?search=${encodeURIComponent(request.user.email)}`}>
            {request.user.email}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('requested', { date: formatPublicDate(request.requestedAt, locale) })}
        </Typography>
        <Typography variant="body2" color={overdue ? 'error' : 'text.primary'} sx={{ fontWeight: 600 }}>
          {overdue ? t('overdue', { date: due }) : t('due', { date: due })}
        </Typography>
        {request.kind === 'DATA_EXPORT' && request.status === 'FAILED' && (
          <>
            <Typography variant="body2">{t('failedExport')}</Typography>
            {canRetry && (
              <RetryExportButton
                requestId={request.id}
                label={t('retryFor', { email: request.user.email })}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
