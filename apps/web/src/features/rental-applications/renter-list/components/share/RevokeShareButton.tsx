import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../../../components/SuccessToast';
import { ConfirmActionDialog } from '../../../../../components/ConfirmActionDialog';
import { RevokeRentalApplicationShareDocument } from '../../api/passport-operations';

/**
 * 'Revoke access' to an active share, after a confirmation: the landlord loses the application
 * and its documents at once, and one still waiting for a decision is withdrawn. The answer updates
 * the application in Apollo's cache, so the page shows the revoked share and the new history.
 */
export function RevokeShareButton({
  id,
  landlord,
  active,
}: {
  id: string;
  landlord: string;
  /** Only an active share can be revoked; the confirmation outlives the button it hides. */
  active: boolean;
}) {
  const { t } = useTranslation('myApplications');
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [revoke] = useMutation(RevokeRentalApplicationShareDocument);

  return (
    <>
      {active && (
        <div>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setAsking(true)}
            aria-label={t('revoke.label', { landlord })}
          >
            {t('revoke.button')}
          </Button>
        </div>
      )}
      {asking && (
        <ConfirmActionDialog
          title={t('revoke.title', { landlord })}
          text={t('revoke.text', { landlord })}
          confirm={t('revoke.button')}
          destructive
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await revoke({ variables: { id } });
            setDone(t('revoke.done', { landlord }));
            setAsking(false);
          }}
        />
      )}
      <SuccessToast message={done} onClose={() => setDone(null)} />
    </>
  );
}
