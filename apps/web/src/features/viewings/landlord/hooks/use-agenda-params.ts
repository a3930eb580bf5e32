import { useUrlParams } from '../../../../lib/use-url-params';
import { readAgendaParams, writeAgendaParams, type AgendaParams } from './agenda-params';

const apply = (query: URLSearchParams, change: Partial<AgendaParams>) =>
  writeAgendaParams(readAgendaParams(query), change);

/** The listing, status and first day of /building/viewings, kept in the URL. */
export function useAgendaParams() {
  const { params, update } = useUrlParams(readAgendaParams, apply);
  return { params, update };
}
