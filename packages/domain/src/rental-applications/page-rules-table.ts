import { expect, it } from 'vitest';
import type { RentalApplicationDraft } from './draft';
import type { RentalApplicationPage } from './enums';
import { sampleGuarantorApplication, sampleTenantApplication } from './sample-applications';
import { validateRentalApplicationPage } from './validation';

/*
 * The page-rule table tests' one helper: each row changes a valid sample application and names the
 * [path, message] pairs the page's validation must answer (none for a change the page accepts).
 */

/** The day the rows are checked on. */
export const TODAY = '2026-11-26';
const day = new Date(2026, 10, 26);
export const SAMPLES = { tenant: sampleTenantApplication(day), guarantor: sampleGuarantorApplication(day) };

/** A row: what it shows, who applies, the change to a valid draft, and the [path, message] expected. */
export type PageRuleRow = [
  string,
  keyof typeof SAMPLES,
  (d: RentalApplicationDraft) => void,
  [string, string][],
];

export function pageRuleTable(page: RentalApplicationPage, rows: PageRuleRow[]): void {
  it.each(rows)('%s (%s)', (_, who, change, expected) => {
    const draft = structuredClone(SAMPLES[who]);
    change(draft);
    const result = validateRentalApplicationPage(page, draft, TODAY);
    expect(result.ok ? [] : result.issues.map((i) => [i.path, i.message])).toEqual(expected);
  });
}

/** `count` files of one kind, for the limits' rows. */
export const someFiles = (count: number, name: string, mimeType: string) =>
  Array.from({ length: count }, (_, i) => ({ fileId: `${name}-${i}`, name, size: 1, mimeType }));
