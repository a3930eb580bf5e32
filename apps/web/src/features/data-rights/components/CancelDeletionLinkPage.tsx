import { useTranslation } from 'react-i18next';
import { UnsubscribeLinkPage } from '../../../components/UnsubscribeLinkPage';
import { CancelAccountDeletionDocument } from '../api/data-rights-operations';

/** Where the deletion e-mail's cancel link lands: cancels at once, without signing in. */
export function CancelDeletionLinkPage() {
  const { t } = useTranslation('dataRights');
  return (
    <UnsubscribeLinkPage
      mutation={CancelAccountDeletionDocument}
      answer={(data) => data.cancelAccountDeletion}
      texts={{
        title: t('cancelLink.title'),
        working: t('cancelLink.working'),
        done: t('cancelLink.done'),
        unknown: t('cancelLink.unknown'),
        home: t('cancelLink.home'),
      }}
    />
  );
}
