import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { AuditDialog } from '../../../../components/audit/AuditDialog';
import { UserAuditTrail } from './UserAuditTrail';

/** The History button's dialog: the user's audit trail. */
export function UserHistoryDialog({
  user,
  onClose,
}: {
  user: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('adminUsers');
  return (
    <AuditDialog title={t('history.title', { name: user.name })} onClose={onClose}>
      <DialogContentText sx={{ mb: 2 }}>{t('history.intro')}</DialogContentText>
      <UserAuditTrail userId={user.id} />
    </AuditDialog>
  );
}
