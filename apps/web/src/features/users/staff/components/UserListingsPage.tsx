import { useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
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
import { hasModulePermission } from '@rentals/domain/users/rules';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../../components/list-state/ListState';
import { useLocale } from '../../../../i18n/use-locale';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { useSession } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlSearch } from '../../../../lib/use-url-search';
import { UserListingsDocument } from '../api/admin-user-operations';
import { NoAccess } from './NoAccess';
import { nameOrEmail } from '../../../../lib/format/person-name';

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
  const { page, setPage, skip } = useUrlSearch();
  const { data, previousData, loading, error, refetch } = useQuery(UserListingsDocument, {
    variables: { id: userId, first: PAGE_SIZE, skip },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const owner = shown?.user;
  const name = owner ? nameOrEmail(owner) : null;
  const title = name ? t('listings.title', { name }) : t('listings.fallbackTitle');
  useDocumentTitle(title);

  const code = error ? toAppError(error).code : null;
  if (code === 'NO_ACCESS') return <NoAccess title={title} />;
  const rows = shown?.userListings ?? [];
  const total = shown?.userListingCount ?? 0;

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
      ) : (
        <ListState
          query={{ data, previousData, loading, error, refetch }}
          errorMessage={t('listings.loadError')}
          skeleton={{ rows: 3, height: 48 }}
          empty={{ text: t('listings.empty') }}
          paging={{ page, pageLength: rows.length, total, onPage: setPage, label: t('users.pagination') }}
        >
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
        </ListState>
      )}
    </Stack>
  );
}
