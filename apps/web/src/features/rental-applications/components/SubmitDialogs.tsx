import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePendingUploads } from '../hooks/upload-context';
import type { SubmitPhase } from '../hooks/use-submit-application';

/** The uploads still going when Submit! was pressed, each with its own progress. */
function UploadProgress() {
  const { t } = useTranslation('rentalApplication');
  const uploads = usePendingUploads().filter((u) => u.status === 'uploading');
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {uploads.map((upload) => (
        <div key={upload.id}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {upload.file.name}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={upload.progress}
            aria-label={t('files.uploading', { name: upload.file.name })}
          />
        </div>
      ))}
    </Stack>
  );
}

/** The progress, success and failure of Submit! (spec/02 §4, §8). */
export function SubmitDialogs({
  phase,
  onSuccessOk,
  onDismiss,
}: {
  phase: SubmitPhase;
  onSuccessOk: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('rentalApplication');
  const busy = phase.step === 'uploading' || phase.step === 'submitting';
  return (
    <>
      <Dialog open={busy} aria-labelledby="rental-application-progress" fullWidth maxWidth="xs">
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={28} aria-hidden />
            <Typography id="rental-application-progress">
              {phase.step === 'uploading' ? t('submit.uploading') : t('submit.submitting')}
            </Typography>
          </Stack>
          {phase.step === 'uploading' && <UploadProgress />}
        </DialogContent>
      </Dialog>
      <Dialog open={phase.step === 'success'} aria-labelledby="rental-application-sent">
        <DialogTitle id="rental-application-sent">{t('submit.successTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('submit.success')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onSuccessOk} autoFocus>
            {t('submit.ok')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={phase.step === 'failed'} onClose={onDismiss} aria-labelledby="rental-application-failed">
        <DialogTitle id="rental-application-failed">{t('submit.errorTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText role="alert">{phase.step === 'failed' ? phase.message : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onDismiss} autoFocus>
            {t('submit.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** A visitor pressing Submit! or choosing a document: log in or sign up, then come back. */
export function LoginDialog({
  open,
  onLogin,
  onClose,
}: {
  open: boolean;
  onLogin: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('rentalApplication');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="rental-application-login">
      <DialogTitle id="rental-application-login">{t('submit.loginTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('submit.loginText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('submit.notNow')}</Button>
        <Button variant="contained" onClick={onLogin} autoFocus>
          {t('submit.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
