import { useCallback, useEffect, useRef, useState } from 'react';
import { toAppError, type AppError } from '../../../../lib/errors/graphql-error';
import { saveBlob } from '../../../../lib/download/private-download';
import { authorizationHeader } from '../../../../lib/session/token-storage';
import { EXPORT_FILENAME, fetchListingExport } from '../export/fetch-listing-export';

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; percent: number | null }
  | { kind: 'done' }
  | { kind: 'failed'; error: AppError };

/**
 * The /listings export: downloads property-data.xlsx with the session's token, with the
 * estimated progress while it streams. Leaving the page cancels it.
 */
export function useListingExport() {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', percent: 0 });
    try {
      const blob = await fetchListingExport(
        authorizationHeader(),
        (percent) => setState({ kind: 'running', percent }),
        { signal: controller.signal },
      );
      saveBlob(blob, EXPORT_FILENAME);
      setState({ kind: 'done' });
    } catch (error) {
      if (!controller.signal.aborted) setState({ kind: 'failed', error: toAppError(error) });
    } finally {
      running.current = null;
    }
  }, []);

  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  return { state, start, reset } as const;
}
