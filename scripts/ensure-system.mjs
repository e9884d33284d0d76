// Runs before `npm test`: makes sure the system programs the tests drive for real are installed.
// - redis-server: the boardgame.io adapter's test of two servers sharing a match over Redis pub-sub;
// - chromium: the playground's browser tests (driven by playwright-core; browsers are never downloaded).
// Missing ones are installed with apt-get when this process may (root, Debian); otherwise it stops and names
// the command to run. Nothing is skipped: a test whose program is missing would fail anyway, saying the same.
// - Node 22+: @tabula/colyseus's tests run Colyseus 0.18 (Node 22+) servers as child processes. On an older
//   Node, the newest Node 22 is fetched from the npm registry into .tmp/node/22 (see lib/node-binary.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fetchNode } from './lib/node-binary.mjs';

if (Number(process.versions.node.split('.')[0]) < 22) {
  try {
    fetchNode(22, { log: (line) => console.log(`pretest: ${line}`), warn: (line) => console.warn(`pretest: ${line}`) });
  } catch (error) {
    console.error(`pretest: the Colyseus tests need Node 22+, and Node 22 could not be fetched from the npm registry: ${error.message}`);
    console.error('Fetch it with: node scripts/node-versions.mjs --fetch-only 22 (or run the tests on Node 22+)');
    process.exit(1);
  }
}

/** What the tests need: the Debian package, and the program that must be on the PATH (or at a path). */
const NEEDED = [
  { pkg: 'redis-server', program: 'redis-server' },
  { pkg: 'chromium', program: '/usr/bin/chromium' },
];

const found = (program) => (program.startsWith('/') ? existsSync(program) : spawnSync('sh', ['-c', `command -v ${program}`]).status === 0);
const missing = () => NEEDED.filter((n) => !found(n.program));

let lacking = missing();
if (lacking.length === 0) process.exit(0);

const names = lacking.map((n) => n.pkg).join(' ');
const mayInstall = typeof process.getuid === 'function' && process.getuid() === 0 && found('apt-get');
if (mayInstall) {
  console.log(`pretest: installing ${names} (apt-get) for the tests that drive them`);
  try {
    execFileSync('sh', ['-c', `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${names}`], { stdio: 'inherit' });
  } catch {
    // Reported below, with what is still missing.
  }
  lacking = missing();
}
if (lacking.length > 0) {
  const list = lacking.map((n) => n.pkg).join(' ');
  console.error(`pretest: the tests need ${list}, which ${lacking.length === 1 ? 'is' : 'are'} not installed.`);
  console.error(`Install with: sudo apt-get update && sudo apt-get install -y ${list}`);
  process.exit(1);
}
