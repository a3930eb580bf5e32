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
import { DeleteRentalApplicationDocument } from '../api/staff-application-operations';

/** Asks before deleting an application (deleteRentalApplication), saying that it cannot be undone. */
export function DeleteApplicationDialog({
  application,
  onClose,
  onDeleted,
}: {
  application: { id: string; applicantName: string; listingTitle: string };
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('applicationStaff');
  const titleId = useId();
  const textId = useId();
  const formError = useFormError();
  const [remove, { loading }] = useMutation(DeleteRentalApplicationDocument, {
    // The table must not show it again from the cache.
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'RentalApplication', id: application.id }) });
      cache.evict({ fieldName: 'staffRentalApplications' });
      cache.gc();
    },
  });

  const close = () => {
    if (!loading) onClose();
  };

  const confirm = async () => {
    formError.setError(null);
    try {
      await remove({ variables: { id: application.id } });
      onDeleted();
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('delete.title')}</DialogTitle>
      <DialogContent>
        <FormAlert message={formError.message} />
        <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
          {t('delete.text', { name: application.applicantName, listing: application.listingTitle })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={loading}>
          {t('delete.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} loading={loading}>
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
