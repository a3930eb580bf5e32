import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanCardFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';

export interface TeamContactOutcome {
  plan: PlanCardFieldsFragment;
  planName: string;
  /** Whether the team got the request. */
  sent: boolean;
  error: unknown;
}

/**
 * What follows 'Ask the team': the team-contact notice (spec/03 §8), or, when the request did not
 * reach the team, that the listing is saved all the same, with Try again.
 */
export function TeamContactNotice({
  outcome,
  retrying,
  onRetry,
  onContinue,
}: {
  outcome: TeamContactOutcome;
  retrying: boolean;
  onRetry: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onContinue} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm">
      <DialogTitle id={titleId}>
        {outcome.sent ? t('step.noticeTitle') : t('step.notifyFailedTitle')}
      </DialogTitle>
      <DialogContent>
        {outcome.sent ? (
          <Alert id={textId} severity="success" role="status">
            {t('step.teamNotice')}
          </Alert>
        ) : (
          <Alert id={textId} severity="warning" role="alert">
            <AlertTitle>{t('step.notifyFailed', { name: outcome.planName })}</AlertTitle>
            {errorText(toAppError(outcome.error), locale)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {!outcome.sent && (
          <Button onClick={onRetry} loading={retrying}>
            {t('step.tryAgain')}
          </Button>
        )}
        <Button variant="contained" onClick={onContinue} disabled={retrying}>
          {outcome.sent ? t('step.continue') : t('step.continueWithout')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
