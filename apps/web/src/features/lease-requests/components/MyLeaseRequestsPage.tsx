import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEASE_REQUESTS_PAGE_SIZE } from '@rentals/domain/lease-requests/schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MyLeaseRequestsDocument } from '../api/lease-request-operations';
import type { SentState } from './LeaseRequestForm';
import { LeaseRequestStatusChip } from './LeaseRequestStatusChip';
import { CardPart, LeaseRequestSummary } from './LeaseRequestSummary';

export const LEASE_REQUEST_FORM_PATH = '/lease-details-form';

/**
 * /lease-details (issue 19): the signed-in landlord's lease requests, newest first, ten a page,
 * each with its status and the team's note. The form lands here with a confirmation.
 */
export function MyLeaseRequestsPage() {
  const { t } = useTranslation('leaseRequests');
  const locale = useLocale();
  useDocumentTitle(t('mine.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const sent = (location.state as Partial<SentState> | null)?.sent === true;
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = Number.parseInt(searchParams.get('page') ?? '', 10);
  const page = Number.isFinite(parsed) && parsed > 1 ? parsed : 1;
  const list = useQuery(MyLeaseRequestsDocument, {
    variables: { first: LEASE_REQUESTS_PAGE_SIZE, skip: (page - 1) * LEASE_REQUESTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (list.data ?? list.previousData)?.myLeaseRequests;
  const rows = shown?.items ?? [];
  const newRequest = (
    <Button component={RouterLink} to={LEASE_REQUEST_FORM_PATH} variant="contained">
      {t('mine.newRequest')}
    </Button>
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('mine.title')} subtitle={t('mine.subtitle')} action={newRequest} />
      {sent && (
        <Alert
          severity="success"
          role="status"
          onClose={() => void navigate({ search: location.search }, { replace: true, state: null })}
        >
          {t('mine.sent')}
        </Alert>
      )}
      <ListState
        query={list}
        errorMessage={t('mine.loadError')}
        skeleton={{ rows: 3, height: 120 }}
        empty={{ title: t('mine.emptyTitle'), text: t('mine.emptyText'), action: newRequest }}
        paging={{
          page,
          pageLength: rows.length,
          total: shown?.count ?? 0,
          onPage: (to) => setSearchParams(to > 1 ? { page: String(to) } : {}),
          label: t('mine.list'),
        }}
      >
        <Stack component="ul" aria-label={t('mine.title')} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((request) => (
            <Paper component="li" key={request.id} variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    component="h2"
                    variant="subtitle1"
                    sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                  >
                    {request.propertyAddress}, {request.province}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('mine.sentOn', { date: formatPublicDate(request.createdAt, locale) })}
                  </Typography>
                </Box>
                <LeaseRequestStatusChip status={request.status} />
              </Stack>
              <Box sx={{ mt: 1.5 }}>
                <LeaseRequestSummary request={request} />
              </Box>
              {request.staffNote && (
                <Box sx={{ mt: 1.5 }}>
                  <CardPart title={t('mine.staffNote')}>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {request.staffNote}
                    </Typography>
                  </CardPart>
                </Box>
              )}
            </Paper>
          ))}
        </Stack>
      </ListState>
    </Stack>
  );
}
