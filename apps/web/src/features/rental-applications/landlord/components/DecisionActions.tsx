import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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
import { UpdateRentalApplicationStatusDocument } from '../api/landlord-application-operations';
import { ConfirmActionDialog } from '../../../../components/ConfirmActionDialog';

type Decision = 'SHORTLIST' | 'APPROVE' | 'DECLINE';
const isDecision = (action: string): action is Decision =>
  action === 'SHORTLIST' || action === 'APPROVE' || action === 'DECLINE';

/**
 * The decisions the landlord may take now, from the domain's rules for the status on screen (the
 * API checks them again): each asks first, as the applicant hears of it at once by message and
 * e-mail. The answer updates the application in Apollo's cache, so the page and the list follow.
 */
export function DecisionActions({ id, status }: { id: string; status: ApplicationStatus }) {
  const { t } = useTranslation('applicationReview');
  const locale = useLocale();
  const [asking, setAsking] = useState<Decision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [decide] = useMutation(UpdateRentalApplicationStatusDocument);
  const actions = availableApplicationActions(status, 'LANDLORD').filter(isDecision);

  return (
    <>
      {actions.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label={t('decide.label')}
        >
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'DECLINE' ? 'outlined' : 'contained'}
              color={action === 'DECLINE' ? 'error' : 'primary'}
              onClick={() => setAsking(action)}
            >
              {translate(APPLICATION_ACTION_LABELS[action], locale)}
            </Button>
          ))}
        </Stack>
      )}
      {asking && (
        <ConfirmActionDialog
          title={t(`decide.${asking}.title`)}
          text={t(`decide.${asking}.text`)}
          confirm={translate(APPLICATION_ACTION_LABELS[asking], locale)}
          destructive={asking === 'DECLINE'}
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            await decide({ variables: { id, action: asking } });
            setDone(t(`decide.${asking}.done`));
            setAsking(null);
          }}
        />
      )}
      <SuccessToast message={done} onClose={() => setDone(null)} />
    </>
  );
}
