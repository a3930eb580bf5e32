import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useLocale } from '../i18n/use-locale';
import { errorText, type AppError } from '../lib/errors/graphql-error';

/**
 * The top-level error of a form that asks the person to confirm it is them (deleting the account,
 * turning two-factor off). When the server wants a fresh sign-in (REAUTHENTICATION_REQUIRED: an
 * account without a password whose session is too old), `signInAgain` follows the message: the
 * feature passes the way to sign in again, which this building block does not know.
 */
export function ConfirmationErrorAlert({
  error,
  signInAgain,
}: {
  error: AppError | null;
  signInAgain: ReactNode;
}) {
  const locale = useLocale();
  if (!error) return null;
  const reauthenticate = error.code === 'REAUTHENTICATION_REQUIRED';
  return (
    <Alert severity={reauthenticate ? 'warning' : 'error'} role="alert" sx={{ mb: 2, alignSelf: 'stretch' }}>
      {errorText(error, locale)}
      {reauthenticate && <Box sx={{ mt: 1.5 }}>{signInAgain}</Box>}
    </Alert>
  );
}
