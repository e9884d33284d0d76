/**
 * `@tabula/react`'s test project on React 19 (the repository's React): the hooks in a DOM test
 * environment (happy-dom, per file), and in Debian's Chromium through playwright-core (node
 * environment). `vitest.react18.config.ts` runs the DOM tests again on React 18.
 *
 * @module
 */
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { alias, setupFiles } from '../../vitest.shared';

export default defineProject({
  resolve: { alias: { ...alias, '@tabula/react': fileURLToPath(new URL('./src/index.ts', import.meta.url)) } },
  test: {
    name: 'react',
    include: ['test/**/*.test.ts'],
    setupFiles,
    // The browser test builds an app with Vite and plays a bot turn in Chromium; it bounds itself.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
