import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../i18n/use-locale';
import { fetchPrivateFile, saveBlob } from '../lib/download/private-download';
import { errorText, toAppError, type AppError } from '../lib/errors/graphql-error';
import { SuccessToast } from './SuccessToast';

type DownloadState = { kind: 'idle' | 'running' | 'done' } | { kind: 'failed'; error: AppError };

export interface PrivateDownloadLabels {
  /** The button's words. */
  button: string;
  /** Its accessible name when it says more than its words (it must start with them). */
  accessibleName?: string;
  /** Said on the button and by the progress bar while the file downloads. */
  running: string;
  /** The toast once the file is saved. */
  done: string;
}

/**
 * A button that downloads a private file (an export, an archive) with the session's token, with
 * a progress bar while it comes, the API's refusal in words, and a toast once it is saved.
 */
export function PrivateDownloadButton({
  url,
  filename,
  labels,
  buttonProps,
  sx,
}: {
  url: string;
  filename: string;
  labels: PrivateDownloadLabels;
  buttonProps?: Pick<ButtonProps, 'size' | 'fullWidth'>;
  sx?: SxProps<Theme>;
}) {
  const locale = useLocale();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  // A download finishing after the user left the page must not set the state of a gone component.
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const start = async () => {
    setState({ kind: 'running' });
    try {
      const blob = await fetchPrivateFile(url);
      if (!mounted.current) return;
      saveBlob(blob, filename);
      setState({ kind: 'done' });
    } catch (error) {
      if (mounted.current) setState({ kind: 'failed', error: toAppError(error) });
    }
  };

  const running = state.kind === 'running';
  return (
    <Box sx={sx}>
      <Button
        variant="outlined"
        {...buttonProps}
        startIcon={<FileDownload />}
        onClick={() => void start()}
        disabled={running}
        aria-label={running ? undefined : labels.accessibleName}
      >
        {running ? labels.running : labels.button}
      </Button>
      {running && <LinearProgress aria-label={labels.running} sx={{ mt: 1 }} />}
      {state.kind === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setState({ kind: 'idle' })}>
          {errorText(state.error, locale)}
        </Alert>
      )}
      <SuccessToast
        message={state.kind === 'done' ? labels.done : null}
        onClose={() => setState({ kind: 'idle' })}
      />
    </Box>
  );
}
