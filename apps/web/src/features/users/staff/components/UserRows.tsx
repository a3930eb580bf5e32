import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { mayChangeUserTypeOf, mayDeleteUser } from '@rentals/domain/users/rules';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminUserFieldsFragment } from '../../../../gql/graphql';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import type { CurrentUser } from '../../../../lib/session/session-context';
import { nameOrEmail, personName } from '../../../../lib/format/person-name';

export type AdminUser = AdminUserFieldsFragment;

export interface UserRowHandlers {
  viewer: CurrentUser;
  onChangeType: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onHistory: (user: AdminUser) => void;
}

function NameCell({ user, viewer }: { user: AdminUser; viewer: CurrentUser }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Stack
      component="span"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
    >
      <span>{personName(user) ?? t('users.noName')}</span>
      {user.id === viewer.id && <Chip size="small" label={t('users.you')} />}
    </Stack>
  );
}

/** The type: a button opening the confirm dialog for an admin (spec/01 §6), plain text for everyone else. */
function TypeCell({ user, handlers }: { user: AdminUser; handlers: UserRowHandlers }) {
  const { t } = useTranslation('adminUsers');
  const label = t(`userTypes.${user.userType}`, { ns: 'users' });
  if (!mayChangeUserTypeOf(handlers.viewer, user)) {
    return (
      <Typography component="span" variant="body2">
        {label}
      </Typography>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => handlers.onChangeType(user)}
      aria-label={t('users.changeType', { name: nameOrEmail(user), type: label })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}

/** A link to /users/listing/{id} when the user owns listings, otherwise 'No Listings Found'. */
function ListingsCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation('adminUsers');
  if (!user.listingCount) return <>{t('users.noListings')}</>;
  return (
    <Link component={RouterLink} to={`/users/listing/${user.id}`} sx={{ whiteSpace: 'nowrap' }}>
      {t('users.viewListings', { count: user.listingCount })}
    </Link>
  );
}

function ActionsCell({ user, handlers }: { user: AdminUser; handlers: UserRowHandlers }) {
  const { t } = useTranslation('adminUsers');
  const name = nameOrEmail(user);
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        onClick={() => handlers.onHistory(user)}
        aria-label={t('users.historyLabel', { name })}
      >
        {t('users.history')}
      </Button>
      {mayDeleteUser(handlers.viewer, user) && (
        <Button
          size="small"
          color="error"
          onClick={() => handlers.onDelete(user)}
          aria-label={t('users.deleteLabel', { name })}
        >
          {t('users.delete')}
        </Button>
      )}
    </Stack>
  );
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The users table from 600px: name, e-mail, type, listings, created, actions. */
export function UsersTable({
  rows,
  handlers,
  busy,
}: {
  rows: readonly AdminUser[];
  handlers: UserRowHandlers;
  busy: boolean;
}) {
  const { t } = useTranslation('adminUsers');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('users.list')} aria-busy={busy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('users.name')}</TableCell>
            <TableCell>{t('users.email')}</TableCell>
            <TableCell>{t('users.type')}</TableCell>
            <TableCell>{t('users.listings')}</TableCell>
            <TableCell>{t('users.created')}</TableCell>
            <TableCell>{t('users.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                <NameCell user={user} viewer={handlers.viewer} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{user.email}</TableCell>
              <TableCell>
                <TypeCell user={user} handlers={handlers} />
              </TableCell>
              <TableCell sx={nowrap}>
                <ListingsCell user={user} />
              </TableCell>
              <TableCell sx={nowrap}>{formatTimestamp(user.createdAt)}</TableCell>
              <TableCell>
                <ActionsCell user={user} handlers={handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The same facts and actions as cards under 600px, where six columns do not fit. */
export function UserCards({
  rows,
  handlers,
  busy,
}: {
  rows: readonly AdminUser[];
  handlers: UserRowHandlers;
  busy: boolean;
}) {
  const { t } = useTranslation('adminUsers');
  return (
    <Stack component="section" aria-label={t('users.list')} aria-busy={busy} spacing={1.5}>
      {rows.map((user) => (
        <Paper key={user.id} component="article" variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              <NameCell user={user} viewer={handlers.viewer} />
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="body2">{t('users.type')}:</Typography>
              <TypeCell user={user} handlers={handlers} />
            </Stack>
            <Typography variant="body2">
              {t('users.listings')}: <ListingsCell user={user} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('users.created')}: {formatTimestamp(user.createdAt)}
            </Typography>
            <ActionsCell user={user} handlers={handlers} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
