import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { USER_TYPES, type UserType } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import { AuditTrail, type AuditWords } from '../../../../components/audit/AuditTrail';
import { UserAuditTrailDocument } from '../api/admin-user-operations';
import { isUserAuditAction, isUserAuditField, permissionLines, USER_HISTORY_FIELDS } from './user-format';

/** One side of a recorded change in words: type labels, permission lines, yes/no. */
function ValueText({ field, value }: { field: string; value: unknown }) {
  const { t } = useTranslation('adminUsers');
  if (value == null || value === '') return <>{t('audit.none', { ns: 'common' })}</>;
  if (typeof value === 'boolean') return <>{t(value ? 'audit.yes' : 'audit.no', { ns: 'common' })}</>;
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
  const words: AuditWords = {
    action: (action) =>
      isUserAuditAction(action) ? t(`history.actions.${action}`) : t('history.actions.other'),
    field: (field) => (isUserAuditField(field) ? t(`history.fields.${field}`) : field),
    value: (field, value) => <ValueText field={field} value={value} />,
  };
  return (
    <AuditTrail
      entries={data?.auditTrail}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      emptyText={t('history.empty')}
      fields={USER_HISTORY_FIELDS}
      words={words}
      headingLevel={headingLevel}
    />
  );
}
