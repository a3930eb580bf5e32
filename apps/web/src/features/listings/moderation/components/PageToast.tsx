import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface ToastMessage {
  text: string;
  severity: 'success' | 'error';
}

/**
 * The staff pages' confirmations and failures (spec/01 §4: 'Listing is now Unavailable!', or an
 * error toast carrying the error text). Errors are announced assertively and stay longer.
 */
export function PageToast({ toast, onClose }: { toast: ToastMessage | null; onClose: () => void }) {
  const error = toast?.severity === 'error';
  return (
    <Snackbar
      open={!!toast}
      autoHideDuration={error ? 8000 : 5000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={toast?.severity ?? 'success'}
        variant="filled"
        onClose={onClose}
        role={error ? 'alert' : 'status'}
        sx={{ width: '100%' }}
      >
        {toast?.text}
      </Alert>
    </Snackbar>
  );
}
