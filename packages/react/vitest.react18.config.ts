/**
 * `@tabula/react`'s DOM tests again, on React 18: `react` and `react-dom` are React 18.3 from the
 * `react-18-fixture` dev dependency (a tarball of `test/react-18/package.json`), whose react-dom
 * finds its own React beside it.
 *
 * @module
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { alias, setupFiles } from '../../vitest.shared';

const fixture = createRequire(createRequire(import.meta.url).resolve('react-18-fixture/package.json'));
const folder = (name: string): string => dirname(fixture.resolve(`${name}/package.json`));

export default defineProject({
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      { find: '@tabula/react', replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
      { find: /^react$/, replacement: folder('react') },
      { find: /^react\/(.*)$/, replacement: `${folder('react')}/$1` },
      { find: /^react-dom$/, replacement: folder('react-dom') },
      { find: /^react-dom\/(.*)$/, replacement: `${folder('react-dom')}/$1` },
    ],
  },
  test: {
    name: 'react-18',
    include: ['test/dom/**/*.test.ts'],
    setupFiles: [...setupFiles, fileURLToPath(new URL('./test/react-18/check.ts', import.meta.url))],
  },
});
