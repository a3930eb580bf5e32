/**
 * The command line and the result file shared by the page benchmarks:
 *   --root <dir>   the checkout to measure (default: this one; also BENCH_ROOT), e.g. a worktree of
 *                  an older commit, built there;
 *   --json <file>  also write the figures as JSON, for `node bench/compare.mjs a.json b.json`.
 * Relative paths are read from the directory the command was typed in (npm's INIT_CWD under
 * `npm run`, which runs workspace scripts elsewhere).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const thisRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const typedIn = process.env.INIT_CWD ?? process.cwd();

/** `{ root, jsonFile }` from argv (`--name value` or `--name=value`) and BENCH_ROOT. */
export function benchOptions(argv = process.argv.slice(2)) {
  const value = (name) => {
    const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i === -1) return undefined;
    const found = argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
    if (!found || found.startsWith('--')) throw new Error(`--${name} needs a value`);
    return found;
  };
  const rootArg = value('root') ?? process.env.BENCH_ROOT;
  const root = rootArg ? path.resolve(typedIn, rootArg) : thisRoot;
  if (!fs.existsSync(path.join(root, 'apps/api')))
    throw new Error(`${root} is not a checkout of this project`);
  const json = value('json');
  return { root, jsonFile: json ? path.resolve(typedIn, json) : null };
}

/** The measured checkout's commit (short hash and subject), or null outside git. */
export function describeSource(root) {
  const git = spawnSync('git', ['-C', root, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' });
  const [commit, ...subject] = git.status === 0 ? git.stdout.trim().split(' ') : [];
  return { root, commit: commit ?? null, subject: subject.join(' ') || null };
}

/** What the figures depend on besides the code: a busy machine's figures are not comparable. */
export function describeMachine() {
  return {
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    node: process.version,
  };
}

export const loadLine = () =>
  `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`;

/**
 * Writes a result file: `{ bench, date, source, machine, settings, figures, details }`, where
 * `figures` is the flat list compare.mjs reads (bench-figures.mjs `figure`).
 */
export function writeReport(file, report) {
  if (!file) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), ...report }, null, 2)}\n`);
  console.log(`\nWrote ${file}`);
}
