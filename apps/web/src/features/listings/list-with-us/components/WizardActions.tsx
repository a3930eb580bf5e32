import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { WizardButton } from '@rentals/domain/listings/list-with-us';
import { useTranslation } from 'react-i18next';

const LABELS = {
  PREVIOUS: 'actions.previous',
  NEXT: 'actions.next',
  SUBMIT: 'actions.submit',
  LOGIN_OR_SIGN_UP: 'actions.loginOrSignUp',
  PAY_LATER: 'actions.payLater',
} as const;

/**
 * The step's buttons exactly as wizardButtons() lists them, Cancel first. 'Pay' is never drawn:
 * card payment is not on offer (paymentAvailable is false until the payments issue).
 */
export function WizardActions({
  buttons,
  busy,
  nextDisabled,
  onPrevious,
  onAdvance,
  onCancel,
}: {
  buttons: readonly WizardButton[];
  busy: boolean;
  nextDisabled: boolean;
  onPrevious: () => void;
  onAdvance: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('listWithUs');
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', mt: 4 }}
    >
      <Button onClick={onCancel} disabled={busy} sx={{ mr: 'auto' }}>
        {t('actions.cancel')}
      </Button>
      {buttons.map((button) => {
        if (button === 'PAY') return null;
        if (button === 'PREVIOUS')
          return (
            <Button key={button} variant="outlined" onClick={onPrevious} disabled={busy}>
              {t(LABELS.PREVIOUS)}
            </Button>
          );
        return (
          <Button
            key={button}
            variant="contained"
            onClick={onAdvance}
            loading={busy}
            disabled={button === 'NEXT' && nextDisabled}
          >
            {t(LABELS[button])}
          </Button>
        );
      })}
    </Stack>
  );
}
