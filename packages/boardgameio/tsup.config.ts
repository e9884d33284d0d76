import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

/**
 * boardgame.io 0.50 has no `exports` map: `boardgame.io/client` and `boardgame.io/multiplayer` are
 * folders, which Node's ES module loader does not resolve. The ES module build imports their
 * CommonJS files by path instead, which Node (named imports from CommonJS) and every bundler load.
 */
async function boardgameIOFilePaths(): Promise<void> {
  for (const name of await readdir('dist')) {
    if (!name.endsWith('.js')) continue;
    const file = join('dist', name);
    const code = await readFile(file, 'utf8');
    const fixed = code.replace(/from "boardgame\.io\/(client|multiplayer)"/g, 'from "boardgame.io/dist/cjs/$1.js"');
    if (fixed !== code) await writeFile(file, fixed);
  }
}

export default defineConfig({
  entry: { index: 'src/index.ts', server: 'src/server.ts', redis: 'src/redis.ts', client: 'src/browser.ts', react: 'src/react.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  // `import.meta.url` in the CommonJS build (the server entry loads boardgame.io's CommonJS subpaths with it).
  shims: true,
  external: ['@tabula/core', 'boardgame.io', 'ioredis', 'react'],
  onSuccess: boardgameIOFilePaths,
});
