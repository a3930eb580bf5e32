import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';

/**
 * Asks before deleting a plan or a feature. A refusal (PLAN_IN_USE: chosen by listings) is shown
 * in the dialog, in the user's language, and nothing is deleted.
 */
export function ConfirmDeleteDialog({
  name,
  text,
  onDelete,
  onClose,
}: {
  name: string;
  text: string;
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('plans');
  return (
    <ConfirmActionDialog
      title={t('staff.deleteTitle', { name })}
      text={text}
      confirm={t('staff.delete')}
      destructive
      onConfirm={onDelete}
      onClose={onClose}
    />
  );
}
