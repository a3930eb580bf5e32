import { describe, expect, it } from 'vitest';
import { CodedError } from '../../../../lib/errors/graphql-error';
import { EXPORT_BYTES_PER_ROW, EXPORT_FIXED_BYTES, exportProgress, exportRows } from './export-progress';
import { EXPORT_URL, fetchListingExport } from './fetch-listing-export';

describe('the export progress estimate', () => {
  it('reads the row count of X-Export-Rows, or nothing', () => {
    expect(exportRows('1200')).toBe(1200);
    expect(exportRows(' 0 ')).toBe(0);
    expect(exportRows(null)).toBeNull();
    expect(exportRows('many')).toBeNull();
    expect(exportRows('-3')).toBeNull();
  });

  it('grows with the bytes received against the size estimated from the rows', () => {
    const rows = 1000;
    const total = EXPORT_FIXED_BYTES + rows * EXPORT_BYTES_PER_ROW;
    expect(exportProgress(0, rows)).toBe(0);
    expect(exportProgress(total / 4, rows)).toBe(25);
    expect(exportProgress(total / 2, rows)).toBe(50);
  });

  it('stays under 100 until the body has ended, even when the file is larger than estimated', () => {
    expect(exportProgress(10_000_000, 10)).toBe(99);
  });

  it('is indeterminate without a row count', () => {
    expect(exportProgress(5000, null)).toBeNull();
  });
});

/** A streamed response whose body arrives in the given chunks. */
function streamed(chunks: number[], headers: Record<string, string>): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(7));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('fetchListingExport', () => {
  it('sends the Authorization header and reports progress chunk by chunk, then 100', async () => {
    const calls: { url: string; authorization: string | null }[] = [];
    const rows = 100;
    const estimate = EXPORT_FIXED_BYTES + rows * EXPORT_BYTES_PER_ROW;
    const fetchFn = (async (url: string, init?: RequestInit) => {
      calls.push({ url, authorization: new Headers(init?.headers).get('authorization') });
      return streamed([estimate / 2, estimate / 4], { 'X-Export-Rows': String(rows) });
    }) as typeof fetch;
    const seen: (number | null)[] = [];
    const blob = await fetchListingExport('Bearer abc', (p) => seen.push(p), { fetchFn });
    expect(calls).toEqual([{ url: EXPORT_URL, authorization: 'Bearer abc' }]);
    expect(seen).toEqual([0, 50, 75, 100]);
    expect(blob.size).toBe((estimate * 3) / 4);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('rejects with the code the API gives for a refusal', async () => {
    const fetchFn = (async () =>
      new Response(JSON.stringify({ code: 'NO_ACCESS' }), { status: 403 })) as unknown as typeof fetch;
    const error = await fetchListingExport('Bearer abc', () => undefined, { fetchFn }).catch((e) => e);
    expect(error).toBeInstanceOf(CodedError);
    expect((error as CodedError).code).toBe('NO_ACCESS');
  });

  it('rejects with SOMETHING_WRONG when a refusal says nothing the page knows', async () => {
    const fetchFn = (async () => new Response('Bad gateway', { status: 502 })) as unknown as typeof fetch;
    const error = await fetchListingExport('', () => undefined, { fetchFn }).catch((e) => e);
    expect((error as CodedError).code).toBe('SOMETHING_WRONG');
  });

  it('rejects when the body is cut short', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
        controller.error(new Error('connection reset'));
      },
    });
    const fetchFn = (async () => new Response(body, { status: 200 })) as unknown as typeof fetch;
    await expect(fetchListingExport('', () => undefined, { fetchFn })).rejects.toThrow('connection reset');
  });
});
