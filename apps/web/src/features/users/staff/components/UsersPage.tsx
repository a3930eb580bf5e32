import { useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { USER_TYPES, type UserType } from '@rentals/domain/users/enums';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../../components/LinkTabs';
import { ListState } from '../../../../components/list-state/ListState';
import { PageHeader } from '../../../../components/PageHeader';
import { SearchField } from '../../../../components/SearchField';
import { SuccessToast } from '../../../../components/SuccessToast';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useSession, type CurrentUser } from '../../../../lib/session/session-context';
import { usePageInRange } from '../../../../lib/paging/use-page-in-range';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { AdminUsersDocument } from '../api/admin-user-operations';
import { useUserFilters } from '../hooks/use-user-filters';
import { AddUserDialog } from './AddUserDialog';
import { ChangeTypeDialog } from './ChangeTypeDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { NoAccess } from './NoAccess';
import { UserHistoryDialog } from './UserHistoryDialog';
import { UserCards, UsersTable, type AdminUser, type UserRowHandlers } from './UserRows';
import { nameOrEmail } from '../../../../lib/format/person-name';

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
  usePageInRange(!!data, page, total, setPage);

  // The flag was removed while the page was open: the server now refuses the list.
  if (error && toAppError(error).code === 'NO_ACCESS') return <NoAccess title={t('users.title')} />;

  const nameOf = (u: AdminUser) => nameOrEmail(u);
  const handlers: UserRowHandlers = {
    viewer,
    onChangeType: (u) => setDialog({ kind: 'type', user: u }),
    onDelete: (u) => setDialog({ kind: 'delete', user: u }),
    onHistory: (u) => setDialog({ kind: 'history', user: u }),
  };
  const filtered = !!search || !!userType;

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        action={
          hasModulePermission(viewer, 'users', 'add') && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'add' })}>
              {t('users.add')}
            </Button>
          )
        }
      />
      <LinkTabs
        label={t('users.sections')}
        tabs={[
          { to: '/users', label: t('users.title') },
          { to: '/users/verification', label: t('users.verification') },
        ]}
      />

      <Stack role="search" direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField
          label={t('users.search')}
          helperText={t('users.searchHint')}
          value={typed}
          onChange={setTyped}
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

      <ListState
        query={{ data, previousData, loading, error, refetch }}
        errorMessage={t('users.loadError')}
        empty={
          filtered
            ? {
                title: t('users.noMatchTitle', { search: search || typed }),
                text: t('users.noMatchText'),
                action: (
                  <Button variant="outlined" onClick={clearAll}>
                    {t('users.clearFilters')}
                  </Button>
                ),
              }
            : { title: t('users.emptyTitle'), text: t('users.emptyText') }
        }
        paging={{ page, pageLength: rows.length, total, onPage: setPage, label: t('users.pagination') }}
      >
        {narrow ? (
          <UserCards rows={rows} handlers={handlers} busy={loading} />
        ) : (
          <UsersTable rows={rows} handlers={handlers} busy={loading} />
        )}
      </ListState>

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
