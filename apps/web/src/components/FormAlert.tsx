import Alert, { type AlertColor } from '@mui/material/Alert';

/** A form-level message, announced to screen readers when it appears. */
export function FormAlert({
  message,
  severity = 'error',
}: {
  message: string | null;
  severity?: AlertColor;
}) {
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
