import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { translate } from '@rentals/domain/i18n/translate';
import {
  APPLICATION_ACTION_LABELS,
  type ApplicationStatus,
} from '@rentals/domain/rental-applications/statuses';
import { availableApplicationActions } from '@rentals/domain/rental-applications/transitions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../../components/SuccessToast';
import { useLocale } from '../../../../i18n/use-locale';
import { ConfirmActionDialog } from '../../../../components/ConfirmActionDialog';
import { WithdrawRentalApplicationDocument } from '../api/my-application-operations';

/**
 * 'Withdraw my application' while it is open, after a confirmation: the landlord is told, and
 * loses the answers and documents. The answer updates the application in Apollo's cache.
 */
export function WithdrawButton({
  id,
  status,
  listing,
}: {
  id: string;
  status: ApplicationStatus;
  listing: string;
}) {
  const { t } = useTranslation('myApplications');
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [withdraw] = useMutation(WithdrawRentalApplicationDocument);
  const label = translate(APPLICATION_ACTION_LABELS.WITHDRAW, locale);
  const open = availableApplicationActions(status, 'APPLICANT').includes('WITHDRAW');

  return (
    <>
      {open && (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setAsking(true)}
          aria-label={t('withdraw.label', { listing })}
        >
          {label}
        </Button>
      )}
      {asking && (
        <ConfirmActionDialog
          title={t('withdraw.title')}
          text={t('withdraw.text', { listing })}
          confirm={label}
          destructive
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await withdraw({ variables: { id } });
            setDone(t('withdraw.done'));
            setAsking(false);
          }}
        />
      )}
      <SuccessToast message={done} onClose={() => setDone(null)} />
    </>
  );
}
