import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { USER_TYPES, type UserType } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import type { UserAuditTrailQuery } from '../../../../gql/graphql';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { UserAuditTrailDocument } from '../api/admin-user-operations';
import { fieldChanges, isUserAuditAction, isUserAuditField, permissionLines } from './user-format';

type Entry = UserAuditTrailQuery['auditTrail'][number];

/** One side of a recorded change in words: type labels, permission lines, yes/no. */
function ValueText({ field, value }: { field: string; value: unknown }) {
  const { t } = useTranslation('adminUsers');
  if (value == null || value === '') return <>{t('history.none')}</>;
  if (typeof value === 'boolean') return <>{value ? t('history.yes') : t('history.no')}</>;
  if (
    field === 'userType' &&
    typeof value === 'string' &&
    (USER_TYPES as readonly string[]).includes(value)
  ) {
    return <>{t(`userTypes.${value as UserType}`, { ns: 'users' })}</>;
  }
  if (field === 'permissions') {
    const lines = permissionLines(value, {
      module: (m) => t(`modules.${m}`),
      action: (a) => t(`permissionActions.${a}`),
    });
    if (!lines.length) return <>{t('history.noPermissions')}</>;
    return (
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    );
  }
  return (
    <>{typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value)}</>
  );
}

/** One staff action: what, who and when, and each recorded field before and after. */
function HistoryEntry({ entry, headingLevel }: { entry: Entry; headingLevel: 'h3' | 'h4' }) {
  const { t } = useTranslation('adminUsers');
  const changes = fieldChanges(entry.before, entry.after);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
        {isUserAuditAction(entry.action) ? t(`history.actions.${entry.action}`) : t('history.actions.other')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {formatTimestamp(entry.createdAt)} · {t('history.by', { email: entry.actorEmail })}
      </Typography>
      {changes.length > 0 && (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('history.field')}</TableCell>
                <TableCell>{t('history.before')}</TableCell>
                <TableCell>{t('history.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={change.field}>
                  <TableCell component="th" scope="row">
                    {isUserAuditField(change.field) ? t(`history.fields.${change.field}`) : change.field}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <ValueText field={change.field} value={change.before} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <ValueText field={change.field} value={change.after} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

/**
 * The audit trail of one user (auditTrail): every staff action that changed the account, its type
 * or its permissions, newest first, with who did it, when, and the fields before and after.
 */
export function UserAuditTrail({
  userId,
  headingLevel = 'h3',
}: {
  userId: string;
  headingLevel?: 'h3' | 'h4';
}) {
  const { t } = useTranslation('adminUsers');
  const { data, loading, error, refetch } = useQuery(UserAuditTrailDocument, {
    variables: { id: userId },
    fetchPolicy: 'network-only',
  });
  const entries = data?.auditTrail ?? [];

  if (error && !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        }
      >
        {t('history.loadError')}
      </Alert>
    );
  }
  if (loading && !data) {
    return (
      <Box role="status" aria-label={t('loading', { ns: 'common' })} sx={{ display: 'flex', py: 3 }}>
        <CircularProgress sx={{ mx: 'auto' }} />
      </Box>
    );
  }
  if (!entries.length) return <Typography color="text.secondary">{t('history.empty')}</Typography>;
  return (
    <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
      {entries.map((entry) => (
        <HistoryEntry key={entry.id} entry={entry} headingLevel={headingLevel} />
      ))}
    </Stack>
  );
}
