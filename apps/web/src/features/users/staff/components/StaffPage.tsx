import { useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
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
import { PAGE_SIZE } from '@rentals/domain/limits';
import { resultRange } from '@rentals/domain/listings/rules';
import { mayManageStaff } from '@rentals/domain/users/rules';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../../components/SuccessToast';
import { useLocale } from '../../../../i18n/use-locale';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { useSession, type CurrentUser } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { AdminUsersDocument } from '../api/admin-user-operations';
import { AddUserDialog } from './AddUserDialog';
import { NoAccess } from './NoAccess';
import { UsersPagination } from './UsersPagination';
import { formatCount, fullName } from './user-format';

/**
 * /admins (spec/01 §2, §6): the staff accounts, newest first, with a link to each one's
 * permissions, and Create sub-admin. Admins only; anyone else is told they have no access.
 */
export function StaffPage() {
  const { t } = useTranslation('adminUsers');
  const { user } = useSession();
  useDocumentTitle(t('staff.title'));
  if (!user) return null;
  if (!mayManageStaff(user)) return <NoAccess title={t('staff.title')} adminsOnly />;
  return <StaffList viewer={user} />;
}

function StaffList({ viewer }: { viewer: CurrentUser }) {
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
  const [creating, setCreating] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: { first: PAGE_SIZE, skip, staffOnly: true },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const rows = shown?.users ?? [];
  const total = shown?.userCount ?? 0;
  const range = resultRange(skip, rows.length, total);

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('staff.title')}
          </Typography>
          <Typography color="text.secondary">{t('staff.subtitle')}</Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setCreating(true)}
          sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('staff.create')}
        </Button>
      </Stack>

      {error && !shown ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('staff.loadError')}
        </Alert>
      ) : loading && !shown ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label={t('loading', { ns: 'common' })}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography>{t('staff.empty')}</Typography>
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
            <Table size="small" aria-label={t('staff.list')} aria-busy={loading}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('users.name')}</TableCell>
                  <TableCell>{t('users.email')}</TableCell>
                  <TableCell>{t('users.type')}</TableCell>
                  <TableCell>{t('users.created')}</TableCell>
                  <TableCell>{t('staff.permissions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((member) => {
                  const name = fullName(member) ?? member.email;
                  return (
                    <TableRow key={member.id} hover>
                      <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                        {fullName(member) ?? t('users.noName')}
                        {member.id === viewer.id && ` (${t('users.you')})`}
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{member.email}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {t(`userTypes.${member.userType}`, { ns: 'users' })}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(member.createdAt)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Link
                          component={RouterLink}
                          to={`/admins/${member.id}`}
                          aria-label={t('staff.permissionsLabel', { name })}
                        >
                          {t('staff.permissions')}
                        </Link>
                      </TableCell>
                    </TableRow>
                  );
                })}
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

      {creating && (
        <AddUserDialog
          viewer={viewer}
          subAdmin
          onClose={() => setCreating(false)}
          onCreated={(created, invited) => {
            setCreating(false);
            setToast(t(invited ? 'addDialog.doneInvited' : 'addDialog.done', { email: created.email }));
            void refetch();
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
