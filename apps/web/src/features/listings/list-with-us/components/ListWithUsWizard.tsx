import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpLink } from '../../../../components/HelpLink';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText } from '../../../../lib/errors/graphql-error';
import { DiscardChangesDialog } from '../../wizard/components/DiscardChangesDialog';
import { useWizardErrorText } from '../../wizard/hooks/use-wizard-error-text';
import { stepHeadingKey } from '../form/lwu-steps';
import type { ListWithUsListing } from '../form/lwu-edit';
import type { ListWithUsDraft } from '../form/lwu-values';
import { useExtrasErrorText } from '../hooks/use-extras-error-text';
import { useListWithUsFlow } from '../hooks/use-list-with-us-flow';
import { AuthDialog } from './AuthDialog';
import type { QuoteSummaryProps } from './DepositQuote';
import { StepContent, type PlanChooserProps } from './StepContent';
import { UnauthorizedDialog } from './UnauthorizedDialog';
import { WizardActions } from './WizardActions';

export interface ListWithUsWizardProps {
  initial: ListWithUsDraft;
  loggedIn: boolean;
  /** Edit mode: the listing of `?listing=<id>`, saved page by page. */
  edit?: ListWithUsListing | null;
  staff?: boolean;
  PlanChooser: ComponentType<PlanChooserProps>;
  QuoteSummary: ComponentType<QuoteSummaryProps>;
  /** Edit mode reopened at step 9 to pay the deposit (`&step=9`). */
  payOpen?: boolean;
  LoginForm: ComponentType;
  SignUpForm: ComponentType;
}

/** The nine-step wizard of /list-with-us (spec/03 §2.1): its flow is useListWithUsFlow. */
export function ListWithUsWizard({
  initial,
  loggedIn,
  edit = null,
  staff = false,
  PlanChooser,
  QuoteSummary,
  payOpen = false,
  LoginForm,
  SignUpForm,
}: ListWithUsWizardProps) {
  const { t } = useTranslation('listWithUs');
  const locale = useLocale();
  const errorTextOf = useWizardErrorText();
  const extrasErrorText = useExtrasErrorText();
  const flow = useListWithUsFlow({ initial, loggedIn, edit, staff, payOpen });
  const { step, steps, submission } = flow;
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = submission.phase !== null || flow.saving || flow.checkout.busy;
  const main = flow.buttons.at(-1);

  // Every step starts at the top, its heading read out by screen readers.
  useEffect(() => {
    if (!flow.changed) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [flow.changed]);

  const index = steps.indexOf(step);
  const phaseText =
    submission.phase === 'uploading'
      ? t('submit.uploading', { percent: submission.percent })
      : submission.phase
        ? t(`submit.${submission.phase}`)
        : flow.saving
          ? t('edit.saving')
          : flow.checkout.busy
            ? t('pay.opening')
            : '';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, position: 'relative' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {t(`headings.${stepHeadingKey(step, flow.editMode)}`)}
        </Typography>
        <HelpLink helpKey="listing-wizard" />
      </Stack>
      {step <= 5 && <Typography color="text.secondary">{t('hint')}</Typography>}
      <Stepper
        activeStep={index}
        alternativeLabel
        aria-hidden
        sx={{ my: 3, display: { xs: 'none', md: 'flex' } }}
      >
        {steps.map((s) => (
          <Step key={s}>
            <StepLabel>{t(`steps.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, my: 2, outline: 'none' }}
      >
        {t('stepOf', { n: index + 1, total: steps.length, name: t(`steps.${step}`) })}
      </Typography>
      {submission.failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('submit.failed', { message: errorText(submission.failure, locale) })}
        </Alert>
      )}
      {flow.saveFailure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('edit.saveFailed', { message: errorText(flow.saveFailure, locale) })}
        </Alert>
      )}
      {flow.uploadsPending && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t('edit.uploadsPending')}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // Enter does what the step's main button does (never Pay later in Continue's place).
          if (main && main !== 'PREVIOUS' && !busy) void flow.act(main);
        }}
      >
        <StepContent
          flow={flow}
          errorText={errorTextOf}
          extrasErrorText={extrasErrorText}
          PlanChooser={PlanChooser}
          QuoteSummary={QuoteSummary}
        />
        <WizardActions
          buttons={flow.buttons}
          busy={busy}
          nextDisabled={step === 6 && !flow.mainPlanChosen}
          payDisabled={!flow.checkout.quote}
          onPrevious={flow.previous}
          onAction={(button) => void flow.act(button)}
          onCancel={flow.cancel.ask}
        />
      </Box>
      <Backdrop
        open={busy}
        sx={{ position: 'absolute', zIndex: (th) => th.zIndex.modal - 1, flexDirection: 'column', gap: 2 }}
      >
        <CircularProgress aria-label={phaseText} />
        <Stack
          spacing={1}
          sx={{ bgcolor: 'background.paper', p: 2, borderRadius: 1, minWidth: 240 }}
          role="status"
        >
          <Typography>{phaseText}</Typography>
          {submission.phase === 'uploading' && (
            <LinearProgress variant="determinate" value={submission.percent} aria-label={phaseText} />
          )}
        </Stack>
      </Backdrop>
      <DiscardChangesDialog
        open={flow.cancel.asked}
        onKeepEditing={flow.cancel.keep}
        onDiscard={flow.cancel.discard}
        discardLabel={t('actions.confirm')}
      />
      <AuthDialog
        open={flow.auth.open}
        onClose={flow.auth.close}
        LoginForm={LoginForm}
        SignUpForm={SignUpForm}
      />
      <UnauthorizedDialog
        open={submission.unauthorized}
        onClose={submission.dismissUnauthorized}
        onChangeRole={flow.backToRole}
      />
    </Paper>
  );
}
