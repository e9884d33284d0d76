/**
 * The playground's test project: unit tests of the shell's logic, and browser tests that build
 * the playground with Vite, serve it on 127.0.0.1 and drive Debian's Chromium (node environment).
 *
 * @module
 */
import { defineProject } from 'vitest/config';
import { alias, setupFiles } from '../../vitest.shared';

export default defineProject({
  resolve: { alias },
  test: {
    name: 'playground',
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    setupFiles,
    // The browser tests build the site once per file and play whole games; each test bounds itself.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
