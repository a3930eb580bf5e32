import { useTranslation } from 'react-i18next';
import { ConfirmLinkPage } from '../../../components/ConfirmLinkPage';
import { UnsubscribeMessageEmailsDocument } from '../api/messaging-operations';

/** Where a new-message e-mail's unsubscribe link lands: turns those e-mails off on a press and says so. */
export function UnsubscribeMessagesPage() {
  const { t } = useTranslation('messaging');
  return (
    <ConfirmLinkPage
      mutation={UnsubscribeMessageEmailsDocument}
      answer={(data) => data.unsubscribeMessageEmails}
      texts={t('unsubscribe', { returnObjects: true })}
    />
  );
}
