import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { alias, setupFiles } from '../../vitest.shared';

/** This package's sub-entries, listed before the shared aliases (whose `@tabula/boardgameio` would catch them first). */
const entries = [
  { find: '@tabula/boardgameio/server', replacement: fileURLToPath(new URL('./src/server.ts', import.meta.url)) },
  { find: '@tabula/boardgameio/redis', replacement: fileURLToPath(new URL('./src/redis.ts', import.meta.url)) },
  { find: '@tabula/boardgameio/client', replacement: fileURLToPath(new URL('./src/browser.ts', import.meta.url)) },
  { find: '@tabula/boardgameio/react', replacement: fileURLToPath(new URL('./src/react.ts', import.meta.url)) },
];

export default defineProject({
  resolve: { alias: [...entries, ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement }))] },
  // Real servers, sockets and processes: a test file waits on the network, not on the CPU.
  test: { name: 'boardgameio', include: ['test/**/*.test.ts'], setupFiles, testTimeout: 120_000, hookTimeout: 60_000 },
});
