import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { saveBlob } from '../../../lib/download/private-download';
import { toAppError, type AppError } from '../../../lib/errors/graphql-error';
import { LeaseListDocument } from '../api/lease-operations';
import { leasesCsv, type CsvLease } from '../format/lease-csv';
import type { LeaseWhereInput } from '../../../gql/graphql';

/** The largest page `leases` answers. */
const EXPORT_PAGE = 100;

export type ExportState =
  | { kind: 'idle' | 'done' }
  | { kind: 'running'; fetched: number; total: number | null }
  | { kind: 'failed'; error: AppError };

/**
 * Every lease of the current filters as leases.csv: the pages of `leases` read one after the
 * other (100 a page, the API's most) with the count so far for the progress bar, then saved.
 */
export function useLeaseExport(where: LeaseWhereInput) {
  const client = useApolloClient();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef(false);
  const start = async () => {
    if (running.current) return;
    running.current = true;
    setState({ kind: 'running', fetched: 0, total: null });
    try {
      const rows: CsvLease[] = [];
      let total = Infinity;
      while (rows.length < total) {
        const { data } = await client.query({
          query: LeaseListDocument,
          variables: { where, first: EXPORT_PAGE, skip: rows.length },
          fetchPolicy: 'network-only',
        });
        const page = data?.leases;
        if (!page || page.items.length === 0) break;
        rows.push(...page.items);
        total = page.count;
        setState({ kind: 'running', fetched: rows.length, total });
      }
      const stamp = new Date().toISOString().slice(0, 10);
      saveBlob(new Blob([leasesCsv(rows)], { type: 'text/csv;charset=utf-8' }), `leases-${stamp}.csv`);
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'failed', error: toAppError(error) });
    } finally {
      running.current = false;
    }
  };
  return { state, start, reset: () => setState({ kind: 'idle' }) };
}
