/**
 * Runs the test suite on other majors of Node, whose binaries come from the npm registry:
 *
 *   npm run test:node -- 22                          the suite on the newest Node 22
 *   npm run test:node                                on 22, then on 24 (CI runs this after `npm test`)
 *   npm run test:node -- 24 -- --project examples    what follows `--` goes to vitest
 *   npm run test:node -- --fetch-only 22 24          only fetch the binaries
 *
 * The binary: the newest release of the major from the npm registry's `node-<os>-<cpu>` package, unpacked
 * into `.tmp/node/<major>/bin/` (see lib/node-binary.mjs).
 *
 * The run: as `npm test` runs it (the pretest check of the system programs, then `vitest run` with the
 * same config and reporters; the JSON report goes to `.tmp/vitest-results-node<major>.json`), with that
 * Node first on the PATH and as NODE, so that npm, npx, tsx and every child process (process.execPath)
 * use it. The typecheck is not repeated: tsc's answer does not depend on Node. Exits with 1 when the
 * suite fails on any of them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ROOT } from './lib/packages.mjs';
import { fetchNode } from './lib/node-binary.mjs';

const usage = 'usage: node scripts/node-versions.mjs [--fetch-only] [<major>...: 22 24 unless given] [-- <vitest arguments>]';
const args = process.argv.slice(2);
const dash = args.indexOf('--');
const vitestExtra = dash < 0 ? [] : args.slice(dash + 1);
const own = dash < 0 ? args : args.slice(0, dash);
const fetchOnly = own.includes('--fetch-only');
const given = own.filter((a) => a !== '--fetch-only');
const majors = given.length > 0 ? given : ['22', '24'];
if (majors.some((m) => !/^\d+$/.test(m))) {
  console.error(usage);
  process.exit(2);
}

/** The `vitest run …` of package.json's `test` script, its JSON report sent to `file`. */
function vitestArgs(file) {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const command = scripts.test.split('&&').map((c) => c.trim().split(/\s+/)).find((c) => c[0] === 'vitest' && c[1] === 'run');
  if (!command) throw new Error(`package.json's test script has no "vitest run": ${scripts.test}`);
  const output = command.findIndex((a) => a.startsWith('--outputFile.json='));
  if (output < 0) throw new Error(`package.json's test script gives vitest no --outputFile.json: ${scripts.test}`);
  command[output] = `--outputFile.json=${file}`;
  return command.slice(1);
}

let fetched;
try {
  fetched = majors.map((major) => ({ major, ...fetchNode(major) }));
} catch (error) {
  console.error(`test:node: ${error.message}`);
  process.exit(1);
}
if (fetchOnly) process.exit(0);

const results = [];
for (const { major, node, version } of fetched) {
  const report = join('.tmp', `vitest-results-node${major}.json`);
  rmSync(join(ROOT, report), { force: true });
  const env = {
    ...process.env,
    PATH: [join(ROOT, '.tmp', 'node', major, 'bin'), join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
    NODE: node,
    npm_node_execpath: node,
  };
  console.log(`\n== the test suite on Node ${version}`);
  const start = Date.now();
  const pretest = spawnSync(node, [join(ROOT, 'scripts', 'ensure-system.mjs')], { cwd: ROOT, env, stdio: 'inherit' });
  const run = pretest.status === 0 ? spawnSync(node, [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), ...vitestArgs(report), ...vitestExtra], { cwd: ROOT, env, stdio: 'inherit' }) : pretest;
  const seconds = Math.round((Date.now() - start) / 1000);
  const json = existsSync(join(ROOT, report)) ? JSON.parse(readFileSync(join(ROOT, report), 'utf8')) : null;
  results.push({ version, ok: run.status === 0, json, seconds });
}

// One line per Node; deliberately not of the form "N passed, N failed", which CI keeps for its overall line.
console.log('');
for (const { version, ok, json, seconds } of results) {
  const counts = json ? `${json.numPassedTests} tests passed, ${json.numFailedTests} failed (${json.numFailedTestSuites} files failed)` : 'no report (the run did not finish)';
  console.log(`Node ${version}: ${ok ? 'ok' : 'FAILED'}: ${counts}, in ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
