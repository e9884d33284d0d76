import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { alias, setupFiles } from '../../vitest.shared';

/** This package, listed before the shared aliases. */
const entries = [
  { find: '@tabula/colyseus/protocol', replacement: fileURLToPath(new URL('./src/protocol.ts', import.meta.url)) },
  { find: '@tabula/colyseus', replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
];

export default defineProject({
  resolve: { alias: [...entries, ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement }))] },
  // Real Colyseus servers (child processes on Node 22+), sockets and Redis: a test file waits on the network.
  test: { name: 'colyseus', include: ['test/**/*.test.ts'], setupFiles, testTimeout: 120_000, hookTimeout: 90_000 },
});
