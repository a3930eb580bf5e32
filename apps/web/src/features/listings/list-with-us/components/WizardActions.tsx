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
  PAY: 'actions.pay',
  CONTINUE: 'actions.continue',
} as const;

/**
 * The step's buttons exactly as wizardButtons() lists them, Cancel first; the last one is the
 * step's main action. 'Pay later' beside 'Pay' is a secondary choice.
 */
export function WizardActions({
  buttons,
  busy,
  nextDisabled,
  payDisabled,
  onPrevious,
  onAction,
  onCancel,
}: {
  buttons: readonly WizardButton[];
  busy: boolean;
  nextDisabled: boolean;
  /** Pay and Continue wait for the deposit's quote. */
  payDisabled: boolean;
  onPrevious: () => void;
  onAction: (button: WizardButton) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('listWithUs');
  const main = buttons.at(-1);
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
        if (button === 'PREVIOUS')
          return (
            <Button key={button} variant="outlined" onClick={onPrevious} disabled={busy}>
              {t(LABELS.PREVIOUS)}
            </Button>
          );
        const disabled =
          (button === 'NEXT' && nextDisabled) || ((button === 'PAY' || button === 'CONTINUE') && payDisabled);
        return (
          <Button
            key={button}
            variant={button === main ? 'contained' : 'outlined'}
            onClick={() => onAction(button)}
            loading={busy}
            disabled={disabled}
          >
            {t(LABELS[button])}
          </Button>
        );
      })}
    </Stack>
  );
}
