import { useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
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
import { PAGE_SIZE } from '@rentals/domain/limits';
import { mayManageStaff } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../../components/SuccessToast';
import { ListState } from '../../../../components/list-state/ListState';
import { PageHeader } from '../../../../components/PageHeader';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { useSession, type CurrentUser } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlSearch } from '../../../../lib/use-url-search';
import { AdminUsersDocument } from '../api/admin-user-operations';
import { AddUserDialog } from './AddUserDialog';
import { NoAccess } from './NoAccess';
import { nameOrEmail, personName } from '../../../../lib/format/person-name';

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
  const { page, setPage, skip } = useUrlSearch();
  const [creating, setCreating] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: { first: PAGE_SIZE, skip, staffOnly: true },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const rows = shown?.users ?? [];
  const total = shown?.userCount ?? 0;

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('staff.title')}
        subtitle={t('staff.subtitle')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('staff.create')}
          </Button>
        }
      />

      <ListState
        query={{ data, previousData, loading, error, refetch }}
        errorMessage={t('staff.loadError')}
        skeleton={{ rows: 3, height: 48 }}
        empty={{ text: t('staff.empty') }}
        paging={{ page, pageLength: rows.length, total, onPage: setPage, label: t('users.pagination') }}
      >
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
                const name = nameOrEmail(member);
                return (
                  <TableRow key={member.id} hover>
                    <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                      {personName(member) ?? t('users.noName')}
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
      </ListState>

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
