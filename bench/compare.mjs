#!/usr/bin/env node
/**
 * `node bench/compare.mjs before.json after.json [more.json…]` (or `npm run bench:compare -- …`): the figures of two or more result
 * files of one benchmark (bench:web or bench:ssr, written with `--json`) side by side, as a
 * markdown table with each later file's ratio to the first (×0.80 better: 20 % less time, or a
 * lower score…). Each column is named after its file; the files' commits and machines are listed
 * above the table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compareTable } from './bench-figures.mjs';

const files = process.argv.slice(2);
if (files.length < 2) {
  console.error('usage: node bench/compare.mjs before.json after.json [more.json…]');
  process.exit(2);
}
// Relative to where the command was typed, also under `npm run bench:compare` (INIT_CWD).
const typedIn = process.env.INIT_CWD ?? process.cwd();
const columns = files.map((file) => ({
  name: path.basename(file, '.json'),
  report: JSON.parse(fs.readFileSync(path.resolve(typedIn, file), 'utf8')),
}));
let table;
try {
  table = compareTable(columns);
} catch (error) {
  console.error(`compare: ${error.message}`);
  process.exit(2);
}
for (const { name, report } of columns) {
  const { commit, subject } = report.source ?? {};
  const load = report.machine?.loadAverage?.join(' / ') ?? '?';
  console.log(
    `- ${name}: bench:${report.bench} of ${commit ?? '?'} ${subject ?? ''}, ${report.date}, load ${load}`,
  );
}
console.log('');
for (const line of table) console.log(line);
