import { describe, expect, it } from 'vitest';
import { makeXlsx } from './test-files';
import { bombPart, textPart, xlsxBomb, zipOf } from './test-zip';
import { checkZipInflation } from './zip-inflation';

const MIB = 1 << 20;
const BOUNDS = { maxInflatedBytes: 8 * MIB, maxEntries: 20 };
/** What inflation hands over at once: the check may pass the bound by this much before it stops. */
const CHUNK = 64 * 1024;

describe('checkZipInflation', () => {
  it('passes a real workbook, with what it unpacks to', async () => {
    const verdict = await checkZipInflation(await makeXlsx('4200'), BOUNDS);
    expect(verdict.ok).toBe(true);
    expect(verdict.inflatedBytes).toBeGreaterThan(1000);
  });

  it('refuses a bomb that declares its size without unpacking any of it', async () => {
    expect(await checkZipInflation(await xlsxBomb(400), BOUNDS)).toEqual({
      ok: false,
      reason: 'tooLarge',
      inflatedBytes: 0,
    });
  });

  it('refuses a bomb whose headers lie about its size, unpacking no more than the bound', async () => {
    const verdict = await checkZipInflation(await xlsxBomb(400, 1000), BOUNDS);
    expect(verdict).toMatchObject({ ok: false, reason: 'tooLarge' });
    expect(verdict.inflatedBytes).toBeGreaterThan(BOUNDS.maxInflatedBytes);
    expect(verdict.inflatedBytes).toBeLessThanOrEqual(BOUNDS.maxInflatedBytes + CHUNK);
  });

  it('counts every part against one bound: many parts each under it are refused together', async () => {
    const parts = await Promise.all([1, 2, 3].map((i) => bombPart(`part${i}.xml`, 3)));
    expect(await checkZipInflation(zipOf(parts), BOUNDS)).toMatchObject({ ok: false, reason: 'tooLarge' });
    const lying = parts.map((p) => ({ ...p, declaredSize: 10 }));
    expect(await checkZipInflation(zipOf(lying), BOUNDS)).toMatchObject({ ok: false, reason: 'tooLarge' });
  });

  it('refuses more parts than allowed, and a zip that cannot be read', async () => {
    const many = zipOf(Array.from({ length: 21 }, (_, i) => textPart(`p${i}.xml`, '<x/>')));
    expect(await checkZipInflation(many, BOUNDS)).toMatchObject({ ok: false, reason: 'tooManyEntries' });
    const xlsx = await makeXlsx('4200');
    expect(await checkZipInflation(xlsx.subarray(0, xlsx.length - 30), BOUNDS)).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    const garbled = zipOf([{ ...textPart('a.xml', '<x/>'), deflated: Buffer.from([0xff, 0xff, 0xff]) }]);
    expect(await checkZipInflation(garbled, BOUNDS)).toMatchObject({ ok: false, reason: 'malformed' });
  });
});
