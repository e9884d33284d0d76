// A dry run of the release, on a copy of the repository (nothing here changes): `changeset version`
// applies the pending changesets, then each published package is packed at its new version and the
// tarball is checked with publint and arethetypeswrong, and all are installed together into an empty
// project (as `npm run pack:all` tells a user to) where their entry points must load. Run after
// `npm run build` (the copy takes each package's `dist`). The packing is shared with pack:all
// (scripts/lib/packages.mjs).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pack, ROOT as root, workspaces } from './lib/packages.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const work = mkdtempSync(join(tmpdir(), 'tabula-release-'));
const run = (cmd, args, cwd, quiet = false) => execFileSync(cmd, args, { cwd, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' });

console.log(`copying the repository to ${work}`);
cpSync(root, work, {
  recursive: true,
  filter: (src) => !/\/(node_modules|\.git|\.tmp|docs\/api)(\/|$)/.test(src.slice(root.length - 1)),
});

const packages = workspaces(work);
const before = new Map(packages.map((p) => [p.pkg.name, p.pkg.version]));

console.log('\n# changeset version');
run(bin('changeset'), ['version'], work);

let failed = false;
const tarballs = [];
const out = mkdtempSync(join(tmpdir(), 'tabula-release-packs-'));
for (const { dir } of packages) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (pkg.private) continue;
  console.log(`\n# ${pkg.name}: ${before.get(pkg.name)} → ${pkg.version}`);
  const internal = Object.entries(pkg.dependencies ?? {}).filter(([name]) => name.startsWith('@tabula/'));
  for (const [name, range] of internal) {
    const now = packages.find((p) => p.pkg.name === name);
    const version = now && JSON.parse(readFileSync(join(now.dir, 'package.json'), 'utf8')).version;
    if (version && !range.replace(/^[\^~]/, '').startsWith(version)) {
      console.error(`  ${name} is at ${version} but ${pkg.name} depends on ${range}`);
      failed = true;
    }
  }
  const file = pack(dir, out);
  tarballs.push({ name: pkg.name, file, bin: pkg.bin, exports: pkg.exports });
  const checks = [[bin('publint'), ['run', '--strict', file]]];
  if (pkg.exports) checks.push([bin('attw'), [file]]);
  for (const [cmd, args] of checks) {
    try {
      run(cmd, args, root);
    } catch {
      failed = true;
    }
  }
}

const versions = new Set(tarballs.map((t) => JSON.parse(run('tar', ['-xzOf', t.file, 'package/package.json'], out, true)).version));
if (versions.size > 1) {
  console.error(`\nthe published packages would not share one version: ${[...versions].join(', ')}`);
  failed = true;
}

console.log('\n# installing the tarballs into an empty project');
const app = mkdtempSync(join(tmpdir(), 'tabula-release-app-'));
writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'release-check', private: true, type: 'module' }));
try {
  run('npm', ['install', '--no-audit', '--no-fund', '--silent', ...tarballs.map((t) => t.file)], app);
  for (const t of tarballs) {
    if (!t.exports) continue;
    for (const entry of Object.keys(t.exports).filter((e) => e !== './package.json')) {
      const spec = entry === '.' ? t.name : `${t.name}/${entry.slice(2)}`;
      run('node', ['--input-type=module', '-e', `await import(${JSON.stringify(spec)}); console.log('  import ${spec}: ok')`], app);
      run('node', ['-e', `require(${JSON.stringify(spec)}); console.log('  require ${spec}: ok')`], app);
    }
  }
  if (tarballs.some((t) => t.bin)) run(join(app, 'node_modules', '.bin', 'tabula'), ['--version'], app);
} catch {
  failed = true;
}

rmSync(work, { recursive: true, force: true });
console.log(failed ? '\nrelease dry run: FAILED' : `\nrelease dry run: ok (${tarballs.length} packages at ${[...versions].join(', ')})`);
process.exit(failed ? 1 : 0);
