/**
 * `npm run pack:all [-- --out <folder>] [--build | --no-build]`: packs every published package (the
 * workspaces that are not `private`) into one folder (`.tmp/tarballs/` unless `--out`), and prints the one
 * `npm install` that puts them in another project. Until the packages are on npm, this is how to install
 * them: a lone tarball cannot find its `@tabula/*` dependencies, so they are installed together.
 *
 * A package is built first (`npm run build -w <it>`) when its `dist` is missing or older than its sources;
 * `--build` builds every one, `--no-build` none. The folder's older tarballs of these packages are removed,
 * so that it holds one of each. The command is the only line on stdout (everything else is on stderr):
 * `npm install $(npm run -s pack:all)` works too.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildReason, pack, publishedPackages, ROOT, tarballStem } from './lib/packages.mjs';

const usage = 'usage: node scripts/pack-all.mjs [--out <folder>] [--build | --no-build]';
let out = join(ROOT, '.tmp', 'tarballs');
let build = 'if-needed';
const args = process.argv.slice(2);
while (args.length > 0) {
  const arg = args.shift();
  if (arg === '--out' && args.length > 0) out = resolve(args.shift());
  else if (arg.startsWith('--out=')) out = resolve(arg.slice('--out='.length));
  else if (arg === '--build') build = 'always';
  else if (arg === '--no-build') build = 'never';
  else if (arg === '--help' || arg === '-h') {
    console.log(usage);
    process.exit(0);
  } else {
    console.error(`pack:all: unknown argument ${arg}\n${usage}`);
    process.exit(2);
  }
}
const say = (line) => process.stderr.write(`${line}\n`);

const packages = publishedPackages();
const toBuild = packages.map((p) => ({ ...p, why: build === 'always' ? 'asked' : buildReason(p.dir) })).filter((p) => p.why !== null);
if (toBuild.length > 0 && build === 'never') {
  for (const p of toBuild) say(`pack:all: ${p.pkg.name} is not built (${p.why}); run without --no-build, or npm run build`);
  process.exit(1);
}
if (toBuild.length > 0) {
  for (const p of toBuild) say(`building ${p.pkg.name} (${p.why})`);
  // The build's own output goes to stderr too, so that stdout holds the command alone.
  execFileSync('npm', ['run', 'build', ...toBuild.flatMap((p) => ['-w', p.pkg.name])], { cwd: ROOT, stdio: ['ignore', 2, 2] });
}

mkdirSync(out, { recursive: true });
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const stale = new RegExp(`^(${packages.map((p) => escape(tarballStem(p.pkg.name))).join('|')})-\\d+\\.\\d+\\.\\d+.*\\.tgz$`);
for (const file of readdirSync(out)) if (stale.test(file)) rmSync(join(out, file));

say(`packing ${packages.length} packages into ${out}`);
const tarballs = packages.map(({ dir, pkg }) => {
  const file = pack(dir, out);
  say(`  ${pkg.name}@${pkg.version}: ${file.slice(out.length + 1)}`);
  return file;
});

const quote = (s) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
say('\nInstall them in your project with this one command (together: each finds its @tabula/* dependencies among the others):\n');
console.log(`npm install ${tarballs.map(quote).join(' ')}`);
