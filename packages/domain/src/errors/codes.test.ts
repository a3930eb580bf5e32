import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUES, ERROR_MESSAGES, isErrorCode } from './codes';

describe('error catalogue', () => {
  it('declares each code in one domain only', () => {
    const codes = Object.values(ERROR_CATALOGUES).flatMap((catalogue) => Object.keys(catalogue));
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...codes].sort());
  });

  it("composes every domain's errors.ts", () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const files = fs.readdirSync(src).filter((d) => fs.existsSync(path.join(src, d, 'errors.ts')));
    expect(files.sort()).toEqual(
      Object.keys(ERROR_CATALOGUES)
        .filter((d) => d !== 'common')
        .sort(),
    );
  });

  it('gives every code an English and a French message', () => {
    for (const [code, message] of Object.entries(ERROR_MESSAGES) as [string, { en: string; fr: string }][]) {
      expect([code, message.en.length > 0, message.fr.length > 0]).toEqual([code, true, true]);
    }
    expect(isErrorCode('LISTING_NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });
});
