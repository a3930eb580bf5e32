import { useTranslation } from 'react-i18next';
import { ConfirmLinkPage } from '../../../components/ConfirmLinkPage';
import { UnsubscribeNewsletterDocument } from '../api/newsletter-operations';

/** Where the welcome e-mail's unsubscribe link lands: unsubscribes on a press and says so. */
export function UnsubscribePage() {
  const { t } = useTranslation('footer');
  return (
    <ConfirmLinkPage
      mutation={UnsubscribeNewsletterDocument}
      answer={(data) => data.unsubscribeNewsletter}
      texts={t('unsubscribe', { returnObjects: true })}
    />
  );
}
