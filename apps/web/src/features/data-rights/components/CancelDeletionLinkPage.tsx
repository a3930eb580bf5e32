import { useTranslation } from 'react-i18next';
import { ConfirmLinkPage } from '../../../components/ConfirmLinkPage';
import { CancelAccountDeletionDocument } from '../api/data-rights-operations';

/*
 * Where the deletion e-mail's cancel link lands (`?token=`), without signing in. The cancellation
 * waits for a button press: mail scanners fetch and even render the links of an e-mail, and must
 * not cancel a deletion its owner asked for.
 */
export function CancelDeletionLinkPage() {
  const { t } = useTranslation('dataRights');
  return (
    <ConfirmLinkPage
      mutation={CancelAccountDeletionDocument}
      answer={(data) => data.cancelAccountDeletion}
      texts={t('cancelLink', { returnObjects: true })}
    />
  );
}
