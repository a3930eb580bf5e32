import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SuccessToast } from '../../../../components/SuccessToast';
import type { ListWithUsReturnState } from '../hooks/use-list-with-us-submit';

/**
 * The notice the wizard leaves on the page it returns to (/building or /listings): a landlord's
 * listing waits for approval, a staff member's is created.
 */
export function ListWithUsReturnNotice() {
  const { t } = useTranslation('listWithUs');
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as ListWithUsReturnState | null)?.listWithUsNotice;
  const clear = () =>
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  return (
    <SuccessToast
      message={notice === 'pending' ? t('submit.pending') : notice === 'created' ? t('submit.created') : null}
      onClose={clear}
    />
  );
}
