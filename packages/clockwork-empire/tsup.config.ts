import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts', ui: 'src/ui/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  // The testing and ui entries import the package itself: one copy of the game, whichever entry is loaded first.
  external: ['@tabula/core', '@tabula/clockwork-empire', 'immer'],
});
