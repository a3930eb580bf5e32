import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { RefundPaymentDocument } from '../api/payment-operations';

/** Asks before refunding a paid payment (refundPayment); the server refuses what is not refundable. */
export function RefundDialog({
  payment,
  onClose,
  onRefunded,
}: {
  payment: { id: string; total: string };
  onClose: () => void;
  onRefunded: () => void;
}) {
  const { t } = useTranslation('billing');
  const [refund] = useMutation(RefundPaymentDocument);
  return (
    <ConfirmActionDialog
      title={t('payments.refundTitle')}
      text={t('payments.refundText', { total: payment.total })}
      confirm={t('payments.refundConfirm')}
      destructive
      onClose={onClose}
      onConfirm={async () => {
        await refund({ variables: { id: payment.id } });
        onRefunded();
      }}
    />
  );
}
