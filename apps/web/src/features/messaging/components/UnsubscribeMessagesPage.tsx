import { useTranslation } from 'react-i18next';
import { UnsubscribeLinkPage } from '../../../components/UnsubscribeLinkPage';
import { UnsubscribeMessageEmailsDocument } from '../api/messaging-operations';

/** Where a new-message e-mail's unsubscribe link lands: turns those e-mails off at once and says so. */
export function UnsubscribeMessagesPage() {
  const { t } = useTranslation('messaging');
  return (
    <UnsubscribeLinkPage
      mutation={UnsubscribeMessageEmailsDocument}
      answer={(data) => data.unsubscribeMessageEmails}
      texts={t('unsubscribe', { returnObjects: true })}
    />
  );
}
