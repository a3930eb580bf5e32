import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { RefundPaymentDocument } from '../api/payment-operations';

/** Asks before refunding a paid payment (refundPayment); the server refuses what is not refundable. */
export function RefundDialog({
  payment,
  onClose,
  onRefunded,
}: {
  payment: { id: string; total: string } | null;
  onClose: () => void;
  onRefunded: () => void;
}) {
  const { t } = useTranslation('billing');
  const titleId = useId();
  const textId = useId();
  const formError = useFormError();
  const [refund, { loading }] = useMutation(RefundPaymentDocument);

  const close = () => {
    if (loading) return;
    formError.setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!payment) return;
    formError.setError(null);
    try {
      await refund({ variables: { id: payment.id } });
      onRefunded();
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  return (
    <Dialog
      open={!!payment}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('payments.refundTitle')}</DialogTitle>
      <DialogContent>
        <FormAlert message={formError.message} />
        <DialogContentText id={textId}>
          {t('payments.refundText', { total: payment?.total ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={loading}>
          {t('payments.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} loading={loading}>
          {t('payments.refundConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
