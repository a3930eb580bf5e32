import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** A short-lived confirmation in the corner, announced politely to screen readers. */
export function SuccessToast({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Snackbar
      open={!!message}
      autoHideDuration={5000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={onClose} role="status" sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
