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
import { DeleteBuildingDocument } from '../api/listing-operations';

interface Props {
  listing: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a building with its units and pictures (deleteBuilding). */
export function DeleteBuildingDialog({ listing, onClose, onDeleted }: Props) {
  const { t } = useTranslation('listings');
  const titleId = useId();
  const textId = useId();
  const formError = useFormError();
  const [deleteBuilding, { loading }] = useMutation(DeleteBuildingDocument);

  const close = () => {
    if (loading) return;
    formError.setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!listing) return;
    formError.setError(null);
    try {
      await deleteBuilding({ variables: { id: listing.id } });
      onDeleted();
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  return (
    <Dialog
      open={!!listing}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('delete.title')}</DialogTitle>
      <DialogContent>
        <FormAlert message={formError.message} />
        <DialogContentText id={textId}>{t('delete.text', { title: listing?.title ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={loading}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} loading={loading}>
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
