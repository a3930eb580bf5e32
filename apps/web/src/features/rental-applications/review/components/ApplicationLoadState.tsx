import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { LoadError } from '../../../../components/LoadError';
import { PageSpinner } from '../../../../components/PageSpinner';

/**
 * A detail page before its application is there: the spinner, or the back link over the load
 * error with Try again.
 */
export function ApplicationLoadState({
  backLink,
  error,
  message,
  onRetry,
}: {
  backLink: ReactNode;
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  if (!error) return <PageSpinner />;
  return (
    <Stack spacing={2}>
      {backLink}
      <LoadError error={error} message={message} onRetry={onRetry} />
    </Stack>
  );
}
