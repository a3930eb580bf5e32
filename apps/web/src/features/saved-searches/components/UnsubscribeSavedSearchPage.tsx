import { useTranslation } from 'react-i18next';
import { ConfirmLinkPage } from '../../../components/ConfirmLinkPage';
import { UnsubscribeSavedSearchAlertsDocument } from '../api/saved-search-operations';

/** Where an alert e-mail's unsubscribe link lands: that search's alerts go off on a press, no login needed. */
export function UnsubscribeSavedSearchPage() {
  const { t } = useTranslation('savedSearches');
  return (
    <ConfirmLinkPage
      mutation={UnsubscribeSavedSearchAlertsDocument}
      answer={(data) => data.unsubscribeSavedSearchAlerts}
      texts={t('unsubscribe', { returnObjects: true })}
    />
  );
}
