import { defineConfig } from 'tsup';

export default defineConfig({
  // `internal` (engine internals for Tabula's own games) shares its modules' state with `index`
  // (the state a game last made, whether a work copy is under way): hence chunks shared by both, in
  // CommonJS as in ESM (`splitting`), never a copy per entry. `treeshake` has Rollup write the
  // CommonJS chunks, as they are (without it, tsup rewrites them with sucrase, which compiles `?.`
  // and `??` into helper calls).
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts', ui: 'src/ui/index.ts', internal: 'src/internal/index.ts', 'internal-testing': 'src/internal/testing.ts' },
  splitting: true,
  treeshake: true,
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  external: ['fast-check', '@tabula/core'],
});
