import { useTranslation } from 'react-i18next';
import { PrivateDownloadButton } from '../../../components/PrivateDownloadButton';
import { useLocale } from '../../../i18n/use-locale';

/** Downloads a receipt's PDF in the page's language with the session (the API checks who asks). */
export function ReceiptPdfButton({ paymentId, name }: { paymentId: string; name: string }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  return (
    <PrivateDownloadButton
      url={`/payments/${paymentId}/receipt.pdf?locale=${locale}`}
      filename={`receipt-${paymentId.slice(0, 8)}-${locale}.pdf`}
      labels={{
        button: 'PDF',
        accessibleName: t('receipt.pdfRowLabel', { name }),
        running: t('receipt.pdfRunning'),
        done: t('receipt.pdfDone'),
      }}
      buttonProps={{ size: 'small' }}
    />
  );
}
