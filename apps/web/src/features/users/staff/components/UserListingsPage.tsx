import { useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { LISTING_STATUS_LABELS } from '@rentals/domain/listings/enums';
import { resultRange } from '@rentals/domain/listings/rules';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useCallback } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { useSession } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { UserListingsDocument } from '../api/admin-user-operations';
import { NoAccess } from './NoAccess';
import { UsersPagination } from './UsersPagination';
import { formatCount, fullName } from './user-format';

/**
 * /users/listing/{id} (spec/01 §2): one user's listings, newest first, 10 a page, each linking
 * to its page. Staff who may view users and listings.
 */
export function UserListingsPage() {
  const { t } = useTranslation('adminUsers');
  const { user } = useSession();
  const { id = '' } = useParams();
  const allowed = hasModulePermission(user, 'users', 'view') && hasModulePermission(user, 'listings', 'view');
  if (!allowed) return <NoAccess title={t('listings.fallbackTitle')} />;
  return <Listings userId={id} />;
}

function Listings({ userId }: { userId: string }) {
  const { t } = useTranslation('adminUsers');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const skip = (page - 1) * PAGE_SIZE;
  const setPage = useCallback(
    (to: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (to > 1) next.set('page', String(to));
          else next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const { data, previousData, loading, error, refetch } = useQuery(UserListingsDocument, {
    variables: { id: userId, first: PAGE_SIZE, skip },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const owner = shown?.user;
  const name = owner ? (fullName(owner) ?? owner.email) : null;
  const title = name ? t('listings.title', { name }) : t('listings.fallbackTitle');
  useDocumentTitle(title);

  const code = error ? toAppError(error).code : null;
  if (code === 'NO_ACCESS') return <NoAccess title={title} />;
  const rows = shown?.userListings ?? [];
  const total = shown?.userListingCount ?? 0;
  const range = resultRange(skip, rows.length, total);

  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to="/users" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
          {t('listings.back')}
        </Button>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {owner && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {owner.email} · {t(`userTypes.${owner.userType}`, { ns: 'users' })}
          </Typography>
        )}
      </Box>

      {code === 'USER_NOT_FOUND' ? (
        <Alert severity="info">{t('listings.notFound')}</Alert>
      ) : error && !shown ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('listings.loadError')}
        </Alert>
      ) : loading && !shown ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label={t('loading', { ns: 'common' })}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography>{t('listings.empty')}</Typography>
        </Paper>
      ) : (
        <Stack spacing={2}>
          <Typography role="status" color="text.secondary">
            {t('users.showing', {
              from: formatCount(range.from, locale),
              to: formatCount(range.to, locale),
              total: formatCount(range.total, locale),
            })}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('listings.list')} aria-busy={loading}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('listings.titleColumn')}</TableCell>
                  <TableCell>{t('listings.status')}</TableCell>
                  <TableCell>{t('listings.created')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((listing) => (
                  <TableRow key={listing.id} hover>
                    <TableCell component="th" scope="row" sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
                      <Link component={RouterLink} to={`/listing/${listing.id}`}>
                        {listing.title}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {translate(LISTING_STATUS_LABELS[listing.status], locale)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(listing.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <UsersPagination
            page={page}
            pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
            onPage={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
