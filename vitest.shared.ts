import { fileURLToPath } from 'node:url';

/** Source aliases so tests run against `src/`, never a stale `dist/`. */
export const alias = {
  '@tabula/core/testing': fileURLToPath(new URL('./packages/core/src/testing/index.ts', import.meta.url)),
  '@tabula/core/internal/testing': fileURLToPath(new URL('./packages/core/src/internal/testing.ts', import.meta.url)),
  '@tabula/core/internal': fileURLToPath(new URL('./packages/core/src/internal/index.ts', import.meta.url)),
  '@tabula/atlandice/testing': fileURLToPath(new URL('./packages/atlandice/src/testing/index.ts', import.meta.url)),
  '@tabula/survive/testing': fileURLToPath(new URL('./packages/survive/src/testing/index.ts', import.meta.url)),
  '@tabula/akrotiri/testing': fileURLToPath(new URL('./packages/akrotiri/src/testing/index.ts', import.meta.url)),
  '@tabula/clockwork-empire/testing': fileURLToPath(new URL('./packages/clockwork-empire/src/testing/index.ts', import.meta.url)),
  '@tabula/core/ui': fileURLToPath(new URL('./packages/core/src/ui/index.ts', import.meta.url)),
  '@tabula/atlandice/ui': fileURLToPath(new URL('./packages/atlandice/src/ui/index.ts', import.meta.url)),
  '@tabula/survive/ui': fileURLToPath(new URL('./packages/survive/src/ui/index.ts', import.meta.url)),
  '@tabula/akrotiri/ui': fileURLToPath(new URL('./packages/akrotiri/src/ui/index.ts', import.meta.url)),
  '@tabula/clockwork-empire/ui': fileURLToPath(new URL('./packages/clockwork-empire/src/ui/index.ts', import.meta.url)),
  '@tabula/react': fileURLToPath(new URL('./packages/react/src/index.ts', import.meta.url)),
  '@tabula/core': fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url)),
  '@tabula/atlandice': fileURLToPath(new URL('./packages/atlandice/src/index.ts', import.meta.url)),
  '@tabula/survive': fileURLToPath(new URL('./packages/survive/src/index.ts', import.meta.url)),
  '@tabula/akrotiri': fileURLToPath(new URL('./packages/akrotiri/src/index.ts', import.meta.url)),
  '@tabula/clockwork-empire': fileURLToPath(new URL('./packages/clockwork-empire/src/index.ts', import.meta.url)),
  '@tabula/bots': fileURLToPath(new URL('./packages/bots/src/index.ts', import.meta.url)),
  '@tabula/boardgameio': fileURLToPath(new URL('./packages/boardgameio/src/index.ts', import.meta.url)),
};

/** Run before every test file of every project (see vitest.setup.ts). */
export const setupFiles = [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))];
