import { useTranslation } from 'react-i18next';
import { ConfirmLinkPage } from '../../../components/ConfirmLinkPage';
import { ConfirmNewsletterDocument } from '../api/newsletter-operations';

/** Where the confirmation e-mail's link lands: subscribes on a press ('Subscribed!'). */
export function ConfirmNewsletterPage() {
  const { t } = useTranslation('footer');
  return (
    <ConfirmLinkPage
      mutation={ConfirmNewsletterDocument}
      answer={(data) => data.confirmNewsletter}
      texts={t('confirmSubscription', { returnObjects: true })}
    />
  );
}
