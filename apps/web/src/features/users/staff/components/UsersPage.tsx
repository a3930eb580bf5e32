import { useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { resultRange } from '@rentals/domain/listings/rules';
import { USER_TYPES, type UserType } from '@rentals/domain/users/enums';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../../components/SuccessToast';
import { useLocale } from '../../../../i18n/use-locale';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useSession, type CurrentUser } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { AdminUsersDocument } from '../api/admin-user-operations';
import { useUserFilters } from '../hooks/use-user-filters';
import { AddUserDialog } from './AddUserDialog';
import { ChangeTypeDialog } from './ChangeTypeDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { NoAccess } from './NoAccess';
import { UserHistoryDialog } from './UserHistoryDialog';
import { UserCards, UsersTable, type AdminUser, type UserRowHandlers } from './UserRows';
import { UsersPagination } from './UsersPagination';
import { formatCount, fullName } from './user-format';

/**
 * /users (spec/01 §2): every account, newest first, 10 a page, with a search and a type filter in
 * the URL. Admins change a type through the confirm dialog; staff with the users flags add and
 * delete accounts; everyone here sees each account's history. Staff without the users view flag
 * are told they have no access (the API refuses the list to them anyway).
 */
export function UsersPage() {
  const { t } = useTranslation('adminUsers');
  const { user } = useSession();
  useDocumentTitle(t('users.title'));
  // The staff guard only renders this page for staff.
  if (!user) return null;
  if (!hasModulePermission(user, 'users', 'view')) return <NoAccess title={t('users.title')} />;
  return <UsersList viewer={user} />;
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'type'; user: AdminUser }
  | { kind: 'delete'; user: AdminUser }
  | { kind: 'history'; user: AdminUser };

function UsersList({ viewer }: { viewer: CurrentUser }) {
  const { t } = useTranslation('adminUsers');
  const locale = useLocale();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { typed, setTyped, search, page, setPage, skip, userType, setUserType, clearAll } = useUserFilters();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [toast, setToast] = useState<string | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: { first: PAGE_SIZE, skip, userType, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  // Keep the previous page on screen while the next one loads, so the table does not jump.
  const shown = data ?? previousData;
  const rows = shown?.users ?? [];
  const total = shown?.userCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // A page past the end (after a delete, or an old link) shows the last page instead.
  useEffect(() => {
    if (data && page > pageCount) setPage(pageCount);
  }, [data, page, pageCount, setPage]);

  // The flag was removed while the page was open: the server now refuses the list.
  if (error && toAppError(error).code === 'NO_ACCESS') return <NoAccess title={t('users.title')} />;

  const nameOf = (u: AdminUser) => fullName(u) ?? u.email;
  const handlers: UserRowHandlers = {
    viewer,
    onChangeType: (u) => setDialog({ kind: 'type', user: u }),
    onDelete: (u) => setDialog({ kind: 'delete', user: u }),
    onHistory: (u) => setDialog({ kind: 'history', user: u }),
  };
  const range = resultRange(skip, rows.length, total);
  const fmt = (n: number) => formatCount(n, locale);
  const filtered = !!search || !!userType;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('users.title')}
          </Typography>
          <Typography color="text.secondary">{t('users.subtitle')}</Typography>
        </Box>
        {hasModulePermission(viewer, 'users', 'add') && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setDialog({ kind: 'add' })}
            sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t('users.add')}
          </Button>
        )}
      </Stack>

      <Stack role="search" direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="search"
          label={t('users.search')}
          helperText={t('users.searchHint')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flexGrow: 1, maxWidth: { sm: 480 } }}
        />
        <TextField
          select
          label={t('users.typeFilter')}
          value={userType ?? ''}
          onChange={(event) => setUserType((event.target.value || null) as UserType | null)}
          sx={{ minWidth: { sm: 220 } }}
        >
          <MenuItem value="">{t('users.allTypes')}</MenuItem>
          {USER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`userTypes.${type}`, { ns: 'users' })}
            </MenuItem>
          ))}
        </TextField>
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
          {t('users.loadError')}
        </Alert>
      ) : loading && !shown ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label={t('loading', { ns: 'common' })}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography variant="h6" component="h2">
            {filtered ? t('users.noMatchTitle', { search: search || typed }) : t('users.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: filtered ? 2 : 0 }}>
            {filtered ? t('users.noMatchText') : t('users.emptyText')}
          </Typography>
          {filtered && (
            <Button variant="outlined" onClick={clearAll}>
              {t('users.clearFilters')}
            </Button>
          )}
        </Paper>
      ) : (
        <Stack spacing={2}>
          {error && <Alert severity="error">{t('users.loadError')}</Alert>}
          <Typography role="status" color="text.secondary">
            {t('users.showing', { from: fmt(range.from), to: fmt(range.to), total: fmt(range.total) })}
          </Typography>
          {narrow ? (
            <UserCards rows={rows} handlers={handlers} busy={loading} />
          ) : (
            <UsersTable rows={rows} handlers={handlers} busy={loading} />
          )}
          <UsersPagination page={page} pageCount={pageCount} onPage={setPage} />
        </Stack>
      )}

      {dialog?.kind === 'add' && (
        <AddUserDialog
          viewer={viewer}
          onClose={() => setDialog(null)}
          onCreated={(created, invited) => {
            setDialog(null);
            setToast(t(invited ? 'addDialog.doneInvited' : 'addDialog.done', { email: created.email }));
            void refetch();
          }}
        />
      )}
      {dialog?.kind === 'type' && (
        <ChangeTypeDialog
          user={{ ...dialog.user, name: nameOf(dialog.user) }}
          onClose={() => setDialog(null)}
          onChanged={(type) => {
            setToast(
              t('typeDialog.done', {
                name: nameOf(dialog.user),
                type: t(`userTypes.${type}`, { ns: 'users' }),
              }),
            );
            setDialog(null);
            // A type filter may no longer match the row.
            void refetch();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteUserDialog
          user={{ ...dialog.user, name: nameOf(dialog.user) }}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setToast(t('deleteDialog.done', { email: dialog.user.email }));
            setDialog(null);
            void refetch();
          }}
        />
      )}
      {dialog?.kind === 'history' && (
        <UserHistoryDialog
          user={{ id: dialog.user.id, name: nameOf(dialog.user) }}
          onClose={() => setDialog(null)}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
