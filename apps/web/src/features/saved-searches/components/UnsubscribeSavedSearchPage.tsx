import { useTranslation } from 'react-i18next';
import { UnsubscribeLinkPage } from '../../../components/UnsubscribeLinkPage';
import { UnsubscribeSavedSearchAlertsDocument } from '../api/saved-search-operations';

/** Where an alert e-mail's unsubscribe link lands: that search's alerts go off at once, no login needed. */
export function UnsubscribeSavedSearchPage() {
  const { t } = useTranslation('savedSearches');
  return (
    <UnsubscribeLinkPage
      mutation={UnsubscribeSavedSearchAlertsDocument}
      answer={(data) => data.unsubscribeSavedSearchAlerts}
      texts={t('unsubscribe', { returnObjects: true })}
    />
  );
}
