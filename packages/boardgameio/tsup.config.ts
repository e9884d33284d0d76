import { defineConfig } from 'tsup';

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
});
