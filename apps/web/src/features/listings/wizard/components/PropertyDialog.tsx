import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stack from '@mui/material/Stack';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { HelpLink } from '../../../../components/HelpLink';
import { PLAN_STEP } from '../form/payload';
import { PictureScanContext } from '../hooks/use-picture-scan';
import {
  usePropertyDialogFlow,
  type Page,
  type PropertyDialogFlowOptions,
} from '../hooks/use-property-dialog-flow';
import { useWizardErrorText } from '../hooks/use-wizard-error-text';
import { BuildingStep } from './BuildingStep';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { FeaturesStep } from './FeaturesStep';
import { PlanStep, planPlaceOf, type PlanOffersComponent } from './PlanStep';
import { PropertyStep } from './PropertyStep';
import type { StepProps } from './step-props';
import { UnitDetailsStep } from './UnitDetailsStep';
import { UnitStep } from './UnitStep';

/**
 * The Add/Update Property dialog (spec/03 §2.2, §4.2): five pages of one form, plus the plan
 * choice. Its flow (pages, form, saves) is usePropertyDialogFlow; this draws it.
 */
export function PropertyDialog({
  PlanOffers,
  ...props
}: PropertyDialogFlowOptions & { PlanOffers?: PlanOffersComponent }) {
  const { t } = useTranslation('listingWizard');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const hintId = useId();
  const formId = useId();
  const errorText = useWizardErrorText();
  const {
    form: { control, getValues, setValue },
    detectedFeatures,
    addUnit,
    editMode,
    withPlan,
    shownPages,
    firstPage,
    page,
    goTo,
    busy,
    formError,
    notice,
    dismissNotice,
    discardGuard,
    next,
    createListing,
    createForPlan,
    created,
    finishCreated,
    createNewUnit,
    savePageThen,
    onPicturesReordered,
  } = usePropertyDialogFlow(props);
  const { listing, staff } = props;

  const stepProps: StepProps = { control, errorText, editMode, getValues, setValue };
  const heading = addUnit
    ? t('title.addUnits')
    : page >= 3 && page <= 5
      ? t(editMode ? 'title.updateUnits' : 'title.addUnits')
      : t(editMode ? 'title.updateProperty' : 'title.addProperty');
  /** A page's name; a new unit's last page has its pictures instead of the building's description. */
  const nameOf = (p: Page) => (addUnit && p === 5 ? t('steps.newUnit5') : t(`steps.${p}`));
  const pageName = nameOf(page);
  const pageIndex = shownPages.indexOf(page);
  const lastFormPage = page === 5;

  return (
    <Dialog
      open
      onClose={discardGuard.requestClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      aria-describedby={hintId}
    >
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <DialogContent dividers>
        <Stack
          direction="row"
          spacing={2}
          sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <DialogContentText id={hintId}>{t('hint')}</DialogContentText>
          <HelpLink helpKey="listing-wizard" />
        </Stack>
        {!fullScreen && (
          <Stepper activeStep={pageIndex} alternativeLabel sx={{ mb: 3 }} aria-hidden>
            {shownPages.map((p) => (
              <Step key={p}>
                <StepLabel>{nameOf(p)}</StepLabel>
              </Step>
            ))}
          </Stepper>
        )}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t('stepOf', { step: pageIndex + 1, total: shownPages.length, name: pageName })}
        </Typography>
        <FormAlert message={formError} />
        <PictureScanContext value={detectedFeatures}>
          <Box component="form" id={formId} noValidate onSubmit={next}>
            {page === 1 && <PropertyStep {...stepProps} />}
            {page === 2 && <BuildingStep {...stepProps} onPicturesReordered={onPicturesReordered} />}
            {page === 3 && <UnitStep {...stepProps} />}
            {page === 4 && <UnitDetailsStep {...stepProps} />}
            {page === 5 && <FeaturesStep {...stepProps} newUnit={addUnit} />}
            {page === PLAN_STEP && (
              <PlanStep
                busy={busy}
                onChooseBasic={() => void createListing(true)()}
                PlanOffers={PlanOffers}
                place={planPlaceOf(getValues('address'))}
                createForPlan={createForPlan}
                onDone={finishCreated}
              />
            )}
          </Box>
        </PictureScanContext>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
        <Button onClick={discardGuard.requestClose} disabled={busy} sx={{ mr: 'auto' }}>
          {t('actions.close')}
        </Button>
        {page > firstPage && !created && (
          <Button variant="outlined" onClick={() => goTo((page - 1) as Page)} disabled={busy}>
            {t('actions.previous')}
          </Button>
        )}
        {editMode && page <= 4 && (
          <Button variant="outlined" onClick={() => void savePageThen('stay')()} loading={busy}>
            {t('actions.save')}
          </Button>
        )}
        {lastFormPage && (
          <Button
            variant="outlined"
            onClick={() =>
              void (
                editMode ? savePageThen('another') : addUnit ? createNewUnit(true) : createListing(true)
              )()
            }
            loading={busy}
          >
            {t('actions.addAnotherUnit')}
          </Button>
        )}
        {(page < 5 || (lastFormPage && withPlan)) && (
          <Button type="submit" form={formId} variant="contained" loading={busy}>
            {t('actions.next')}
          </Button>
        )}
        {page === 5 && editMode && (
          <Button variant="contained" onClick={() => void savePageThen('finish')()} loading={busy}>
            {t('actions.save')}
          </Button>
        )}
        {lastFormPage && !listing && staff && (
          <Button variant="contained" onClick={() => void createListing(false)()} loading={busy}>
            {t('actions.save')}
          </Button>
        )}
        {lastFormPage && addUnit && (
          <Button variant="contained" onClick={() => void createNewUnit(false)()} loading={busy}>
            {t('actions.save')}
          </Button>
        )}
      </DialogActions>
      <Backdrop open={busy} sx={{ position: 'absolute', zIndex: (th) => th.zIndex.modal + 1 }}>
        <CircularProgress aria-label={t('saving')} />
      </Backdrop>
      <DiscardChangesDialog
        open={discardGuard.asking}
        onKeepEditing={discardGuard.keepEditing}
        onDiscard={discardGuard.discard}
      />
      <Snackbar
        open={!!notice}
        autoHideDuration={5000}
        onClose={dismissNotice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          variant="filled"
          onClose={dismissNotice}
          role={notice?.severity === 'error' ? 'alert' : 'status'}
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </Dialog>
  );
}
