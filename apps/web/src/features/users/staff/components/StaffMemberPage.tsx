import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mayManageStaff, type ModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { SuccessToast } from '../../../../components/SuccessToast';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useFormError } from '../../../../lib/forms/use-form-error';
import { useSession } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { SetPermissionsDocument, StaffMemberDocument } from '../api/admin-user-operations';
import { NoAccess } from './NoAccess';
import { PermissionMatrix } from './PermissionMatrix';
import { UserAuditTrail } from './UserAuditTrail';
import { nameOrEmail } from '../../../../lib/format/person-name';

/**
 * /admins/{id} (spec/01 §2, §6): a staff member's permissions. A sub-admin's are the 10 modules ×
 * add, edit, delete, view, saved together (createPermission) and applied from their next request;
 * an admin has all access. The account's audit trail follows. Admins only.
 */
export function StaffMemberPage() {
  const { t } = useTranslation('adminUsers');
  const { user } = useSession();
  const { id = '' } = useParams();
  if (!mayManageStaff(user)) return <NoAccess title={t('member.permissionsTitle')} adminsOnly />;
  return <StaffMember userId={id} />;
}

function StaffMember({ userId }: { userId: string }) {
  const { t } = useTranslation('adminUsers');
  const { data, loading, error, refetch } = useQuery(StaffMemberDocument, {
    variables: { id: userId },
    fetchPolicy: 'network-only',
  });
  const [historyVersion, setHistoryVersion] = useState(0);
  const member = data?.user;
  const name = member ? nameOrEmail(member) : null;
  useDocumentTitle(name ? `${name} · ${t('member.permissionsTitle')}` : t('member.permissionsTitle'));

  const back = (
    <Button component={RouterLink} to="/admins" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
      {t('member.back')}
    </Button>
  );

  if (error && !data) {
    const notFound = toAppError(error).code === 'USER_NOT_FOUND';
    return (
      <Stack spacing={2}>
        {back}
        <Typography variant="h4" component="h1">
          {t('member.permissionsTitle')}
        </Typography>
        <Alert
          severity={notFound ? 'info' : 'error'}
          action={
            notFound ? undefined : (
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('actions.retry', { ns: 'common' })}
              </Button>
            )
          }
        >
          {notFound ? t('member.notFound') : t('member.loadError')}
        </Alert>
      </Stack>
    );
  }
  if (loading || !member || !data) {
    return (
      <Box role="status" aria-label={t('loading', { ns: 'common' })} sx={{ display: 'flex', py: 6 }}>
        <CircularProgress sx={{ mx: 'auto' }} />
      </Box>
    );
  }

  return (
    <Stack spacing={3}>
      <Box>
        {back}
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', mt: 1 }}>
          {name}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.email} · {t(`userTypes.${member.userType}`, { ns: 'users' })}
        </Typography>
      </Box>

      <Stack component="section" spacing={2} aria-labelledby="permissions-heading">
        <Typography id="permissions-heading" variant="h5" component="h2">
          {t('member.permissionsTitle')}
        </Typography>
        {member.userType === 'ADMIN' ? (
          <Alert severity="info">{t('member.allAccess')}</Alert>
        ) : member.userType === 'SUB_ADMIN' ? (
          <PermissionsForm
            // A fresh form per account, starting from what the server holds.
            key={member.id}
            userId={member.id}
            name={name ?? member.email}
            initial={data.permission}
            onSaved={() => setHistoryVersion((v) => v + 1)}
          />
        ) : (
          <Alert severity="info">{t('member.notStaff')}</Alert>
        )}
      </Stack>

      <Stack component="section" spacing={2} aria-labelledby="history-heading">
        <Typography id="history-heading" variant="h5" component="h2">
          {t('member.historyTitle')}
        </Typography>
        {/* Re-read after each save, so the new entry shows. */}
        <UserAuditTrail key={historyVersion} userId={member.id} />
      </Stack>
    </Stack>
  );
}

function PermissionsForm({
  userId,
  name,
  initial,
  onSaved,
}: {
  userId: string;
  name: string;
  initial: readonly ModulePermission[];
  onSaved: () => void;
}) {
  const { t } = useTranslation('adminUsers');
  const [value, setValue] = useState<ModulePermission[]>(() => initial.map((p) => ({ ...p })));
  const [saved, setSaved] = useState<ModulePermission[]>(() => initial.map((p) => ({ ...p })));
  const [toast, setToast] = useState<string | null>(null);
  const formError = useFormError();
  const [save, { loading }] = useMutation(SetPermissionsDocument);
  const dirty = JSON.stringify(value) !== JSON.stringify(saved);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    formError.setError(null);
    try {
      const { data } = await save({
        variables: {
          userId,
          permissionData: value.map(({ module, add, edit, delete: del, view }) => ({
            module,
            add,
            edit,
            delete: del,
            view,
          })),
        },
      });
      if (!data) return;
      const next = data.createPermission.map(({ module, add, edit, delete: del, view }) => ({
        module,
        add,
        edit,
        delete: del,
        view,
      }));
      setValue(next);
      setSaved(next);
      setToast(t('member.saved', { name }));
      onSaved();
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('member.permissionsIntro')}</Typography>
        <FormAlert message={formError.message} />
        <PermissionMatrix
          value={value}
          onChange={setValue}
          disabled={loading}
          label={t('staff.permissionsLabel', { name })}
        />
        <Box>
          <Button type="submit" variant="contained" loading={loading} disabled={!dirty}>
            {t('member.save')}
          </Button>
        </Box>
      </Stack>
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </form>
  );
}
