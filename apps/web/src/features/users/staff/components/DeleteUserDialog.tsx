import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useFormError } from '../../../../lib/forms/use-form-error';
import { DeleteUserDocument } from '../api/admin-user-operations';

export interface DeleteTarget {
  id: string;
  email: string;
  name: string;
  listingCount: number;
}

/** Asks before deleting an account, saying what happens to its listings and files (deleteUser). */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: DeleteTarget;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('adminUsers');
  const titleId = useId();
  const textId = useId();
  const formError = useFormError();
  const [deleteUser, { loading }] = useMutation(DeleteUserDocument);

  const close = () => {
    if (!loading) onClose();
  };

  const confirm = async () => {
    formError.setError(null);
    try {
      await deleteUser({ variables: { id: user.id } });
      onDeleted();
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('deleteDialog.title', { name: user.name })}
      </DialogTitle>
      <DialogContent>
        <FormAlert message={formError.message} />
        <div id={textId}>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            {t('deleteDialog.text', { email: user.email })}
          </DialogContentText>
          <DialogContentText sx={{ mt: 1.5, fontWeight: 700 }}>
            {user.listingCount
              ? t('deleteDialog.listings', { count: user.listingCount })
              : t('deleteDialog.noListings')}
          </DialogContentText>
          <DialogContentText sx={{ mt: 1.5 }}>{t('deleteDialog.rest')}</DialogContentText>
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={loading}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} loading={loading}>
          {t('deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
