import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { REJECTION_REASON_MAX_LENGTH, rejectionSchema } from '@rentals/domain/listings/moderation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../../lib/forms/use-domain-form';
import { RejectListingDocument } from '../api/admin-listing-operations';

interface Props {
  listing: { id: string; title: string };
  onClose: () => void;
  onRejected: () => void;
}

/**
 * Rejects a listing awaiting approval with a reason (required, at most 1000 characters) that the
 * API e-mails to the owner. A failure keeps the reason typed.
 */
export function RejectDialog({ listing, onClose, onRejected }: Props) {
  const { t } = useTranslation('adminListings');
  const titleId = useId();
  const textId = useId();
  const [reject] = useMutation(RejectListingDocument);
  const {
    textField,
    formError,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = useDomainForm(rejectionSchema, { reason: '' });
  const field = textField('reason');
  const length = watch('reason').length;

  const submit = handleSubmit(async ({ reason }) => {
    formError.setError(null);
    try {
      await reject({ variables: { id: listing.id, reason } });
      onRejected();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, ['reason'])) formError.setError(appError);
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('reject.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {t('reject.text', { title: listing.title })}
          </DialogContentText>
          <FormAlert message={formError.message} />
          <TextField
            {...field}
            label={t('reject.reason')}
            helperText={
              field.helperText ??
              t('unavailable.characters', { count: length, max: REJECTION_REASON_MAX_LENGTH })
            }
            required
            multiline
            minRows={4}
            autoFocus
            slotProps={{ htmlInput: { maxLength: REJECTION_REASON_MAX_LENGTH } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isSubmitting}>
            {t('reject.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
