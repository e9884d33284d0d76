// The README's way to install the packages before they are on npm: `npm run pack:all` (scripts/pack-all.mjs)
// builds what needs it, packs every published package (the workspaces that are not private) into one
// folder and prints the one `npm install` of all the tarballs. Here into a temporary folder; the builds it
// may run write only the packages' `dist` (git-ignored). That the tarballs, installed together, load is
// the release dry run's part (`npm run release:dry-run`, in CI).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

type Manifest = { name: string; version: string; private?: boolean; main?: string; module?: string; types?: string; bin?: unknown; exports?: unknown };
const read = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest;
const published = (read(join(root, 'package.json')) as Manifest & { workspaces: string[] }).workspaces.map((dir) => read(join(root, dir, 'package.json'))).filter((pkg) => !pkg.private);
const tarball = (pkg: Manifest) => `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`;

/** Every file a package.json points at (main, module, types, bin, every condition of exports). */
const pointedAt = (pkg: Manifest): string[] => {
  const leaves = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : []);
  return [...new Set(leaves([pkg.main, pkg.module, pkg.types, pkg.bin, pkg.exports]).map((file) => file.replace(/^\.\//, '')))];
};

describe('npm run pack:all (scripts/pack-all.mjs)', () => {
  it('packs every published package into the folder it is given and prints the one npm install of them all', () => {
    expect(published.map((pkg) => pkg.name)).toContain('@tabula/core');
    const out = mkdtempSync(join(tmpdir(), 'tabula-pack-all-'));
    onTestFinished(() => rmSync(out, { recursive: true, force: true }));
    // An older tarball of a package is replaced; anything else in the folder is left alone.
    writeFileSync(join(out, 'tabula-core-0.0.1.tgz'), '');
    writeFileSync(join(out, 'notes.txt'), 'mine');

    const run = spawnSync(process.execPath, ['scripts/pack-all.mjs', '--out', out], { cwd: root, encoding: 'utf8', timeout: 280_000 });
    expect(run.status, run.stderr).toBe(0);

    expect(readdirSync(out).sort()).toEqual([...published.map(tarball), 'notes.txt'].sort());
    // stdout is the command alone: every tarball, by its absolute path, in one `npm install`.
    expect(run.stdout.trim().split('\n')).toEqual([`npm install ${published.map((pkg) => join(out, tarball(pkg))).join(' ')}`]);

    for (const pkg of published) {
      const file = join(out, tarball(pkg));
      const files = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n');
      const packed = JSON.parse(execFileSync('tar', ['-xzOf', file, 'package/package.json'], { encoding: 'utf8' })) as Manifest;
      expect(packed.name).toBe(pkg.name);
      expect(packed.version).toBe(pkg.version);
      // Built: whatever package.json points at is in the tarball, with the README.
      for (const target of [...pointedAt(pkg), 'README.md']) expect(files, `${pkg.name}: ${target}`).toContain(`package/${target}`);
    }
  }, 300_000);
});
