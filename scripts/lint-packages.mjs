// Packs each publishable package and checks the tarball with publint and arethetypeswrong (every
// resolution, node10 included), its metadata (repository, homepage, bugs, the one version line) and
// its README's links (absolute: a relative link breaks on the registry's page).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'tabula-pack-'));
let failed = false;
const versions = new Set();
for (const dir of readdirSync(join(root, 'packages'))) {
  const pkgDir = join(root, 'packages', dir);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  if (pkg.private) {
    console.log(`skip ${pkg.name} (private: not yet published)`);
    continue;
  }
  for (const field of ['repository', 'homepage', 'bugs', 'license', 'description', 'engines']) {
    if (!pkg[field]) {
      console.error(`${pkg.name}: package.json has no "${field}"`);
      failed = true;
    }
  }
  versions.add(pkg.version);
  const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const [, target] of readme.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!/^(https?:|mailto:|#)/.test(target)) {
      console.error(`${pkg.name}: README.md links to ${target}, which is not in the tarball: use an absolute address`);
      failed = true;
    }
  }
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', out], { cwd: pkgDir, encoding: 'utf8' }).trim().split('\n').pop();
  const file = join(out, tarball);
  console.log(`\n# ${pkg.name}: ${tarball}`);
  // A command (a `bin` and no `exports`) has no types to check: publint only.
  const checks = [['publint', ['run', '--strict', file]]];
  if (pkg.exports) checks.push(['attw', [file]]);
  for (const [cmd, args] of checks) {
    try {
      execFileSync('npx', ['--no-install', cmd, ...args], { cwd: root, stdio: 'inherit' });
    } catch {
      failed = true;
    }
  }
}
if (versions.size > 1) {
  console.error(`the published packages do not share one version: ${[...versions].join(', ')}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
