// Packs each publishable package and checks the tarball with publint and arethetypeswrong.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'tabula-pack-'));
let failed = false;
for (const dir of readdirSync(join(root, 'packages'))) {
  const pkgDir = join(root, 'packages', dir);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  if (pkg.private) {
    console.log(`skip ${pkg.name} (private: not yet published)`);
    continue;
  }
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', out], { cwd: pkgDir, encoding: 'utf8' }).trim().split('\n').pop();
  const file = join(out, tarball);
  console.log(`\n# ${pkg.name}: ${tarball}`);
  // A command (a `bin` and no `exports`) has no types to check: publint only.
  const checks = [['publint', ['run', '--strict', file]]];
  if (pkg.exports) checks.push(['attw', [file, '--profile', 'node16']]);
  for (const [cmd, args] of checks) {
    try {
      execFileSync('npx', ['--no-install', cmd, ...args], { cwd: root, stdio: 'inherit' });
    } catch {
      failed = true;
    }
  }
}
process.exit(failed ? 1 : 0);
