import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { zodMiniCopy } from './zod-mini-copy';

/*
 * A real build of a small app shaped like ours: an entry that validates with zod/mini and a lazy
 * page that uses classic zod. The entry's chunk must hold zod/mini's code only.
 */
const webRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
let dir: string;
let chunks: Rolldown.OutputChunk[];

const entryChunk = () => chunks.find((c) => c.isEntry)!;
/** The code a browser loads before the entry runs: the entry's chunk and its static imports. */
function initialCode(): string {
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) visit(chunks.find((c) => c.fileName === imported)!);
  };
  visit(entryChunk());
  return chunks
    .filter((c) => files.has(c.fileName))
    .map((c) => c.code)
    .join('\n');
}

beforeAll(async () => {
  // Inside the app's folder, so that `zod` resolves from its node_modules.
  dir = fs.mkdtempSync(path.join(webRoot, 'node_modules', '.zod-mini-copy-test-'));
  fs.writeFileSync(
    path.join(dir, 'main.js'),
    `import * as z from 'zod/mini';
export const filters = z.object({ city: z.nullish(z.string().check(z.maxLength(5, 'tooLong'))) });
export const loadForm = () => import('./form.js');`,
  );
  fs.writeFileSync(
    path.join(dir, 'form.js'),
    `import { z } from 'zod';
import { filters } from './main.js';
export const form = z.object({ email: z.email(), where: filters });
export const schema = z.toJSONSchema(z.object({ email: z.email() }));`,
  );
  const output = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [zodMiniCopy()],
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(dir, 'main.js'), formats: ['es'], fileName: 'main' },
    },
  });
  chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => ('output' in o ? o.output : []))
    .filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('zodMiniCopy', () => {
  it("keeps classic zod's code out of the chunk that only uses zod/mini", () => {
    const entry = initialCode();
    // zod/mini's own parts are there...
    expect(entry).toMatch(/ZodMiniObject/);
    // ...not classic zod's: its schemas, JSON Schema, the English messages.
    expect(entry).not.toMatch(/ZodEmail|toJSONSchema|Invalid input: expected/);
    // The lazy page has them.
    expect(chunks.some((c) => /toJSONSchema/.test(c.code))).toBe(true);
  });

  it('builds a zod/mini schema that validates, and that a classic schema can wrap', async () => {
    const dist = path.join(dir, 'dist');
    for (const chunk of chunks) {
      fs.mkdirSync(path.dirname(path.join(dist, chunk.fileName)), { recursive: true });
      fs.writeFileSync(path.join(dist, chunk.fileName), chunk.code);
    }
    const main = (await import(path.join(dist, entryChunk().fileName))) as {
      filters: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };
      loadForm: () => Promise<{ form: { safeParse: (v: unknown) => { success: boolean } } }>;
    };
    expect(main.filters.safeParse({ city: 'Laval' }).success).toBe(true);
    expect(main.filters.safeParse({ city: 'Toronto' }).error?.issues[0]?.message).toBe('tooLong');
    const { form } = await main.loadForm();
    expect(form.safeParse({ email: 'renter@example.ca', where: { city: 'Laval' } }).success).toBe(true);
    expect(form.safeParse({ email: 'renter@example.ca', where: { city: 'Toronto' } }).success).toBe(false);
  });
});
