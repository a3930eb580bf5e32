import { useTranslation } from 'react-i18next';
import { UnsubscribeLinkPage } from '../../../components/UnsubscribeLinkPage';
import { UnsubscribeNewsletterDocument } from '../api/newsletter-operations';

/** Where the welcome e-mail's unsubscribe link lands: unsubscribes at once and says so. */
export function UnsubscribePage() {
  const { t } = useTranslation('footer');
  return (
    <UnsubscribeLinkPage
      mutation={UnsubscribeNewsletterDocument}
      answer={(data) => data.unsubscribeNewsletter}
      texts={t('unsubscribe', { returnObjects: true })}
    />
  );
}
