import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readAgendaParams, writeAgendaParams, type AgendaParams } from './agenda-params';

/** The listing, status and first day of /building/viewings, kept in the URL. */
export function useAgendaParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readAgendaParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<AgendaParams>) =>
      setSearchParams((prev) => writeAgendaParams(readAgendaParams(prev), change), { replace: true }),
    [setSearchParams],
  );
  return { params, update };
}
