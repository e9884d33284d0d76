/**
 * What the release scripts share: the workspaces (in package.json's order, dependencies first), the
 * published ones (not `private`), whether a package's `dist` is older than its sources, and `npm pack`
 * into a folder. Used by `pack-all.mjs` (`npm run pack:all`) and `release-dry-run.mjs`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository's root (this file is scripts/lib/packages.mjs). */
export const ROOT = new URL('../..', import.meta.url).pathname;

/** Every workspace of the repository at `root`, as `{ dir, pkg }` (its folder and package.json), in package.json's order. */
export function workspaces(root = ROOT) {
  const { workspaces: dirs } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return dirs.map((dir) => ({ dir: resolve(root, dir), pkg: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) }));
}

/** The workspaces that are published: those not marked `private`. */
export function publishedPackages(root = ROOT) {
  return workspaces(root).filter(({ pkg }) => !pkg.private);
}

/** How `npm pack` names a package's tarballs, before the version: @tabula/core → tabula-core. */
export function tarballStem(name) {
  return name.replace(/^@/, '').replace('/', '-');
}

/** The newest modification time under `path` (a file or a folder, walked whole; the oldest with `pick` Math.min), or 0 when it is missing. */
function newest(path, pick = Math.max) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((t, name) => pick(t, newest(join(path, name), pick)), pick === Math.max ? 0 : Infinity);
}

/**
 * Why the package in `dir` needs a build, or null when its `dist` is newer than what it is built from
 * (`src/`, package.json, tsup.config.ts): missing, or older than a source.
 */
export function buildReason(dir) {
  if (!existsSync(join(dir, 'dist')) || readdirSync(join(dir, 'dist')).length === 0) return 'no dist';
  const built = newest(join(dir, 'dist'), Math.min);
  const sources = Math.max(newest(join(dir, 'src')), newest(join(dir, 'package.json')), newest(join(dir, 'tsup.config.ts')));
  return sources > built ? 'a source is newer than dist' : null;
}

/** Packs the package in `dir` into the folder `out` (`npm pack`) and returns the tarball's path. */
export function pack(dir, out) {
  const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', out], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim().split('\n').pop();
  return join(out, name);
}
