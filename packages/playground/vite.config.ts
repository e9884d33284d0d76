/**
 * Vite's config for the playground: React, relative asset paths (the build works from any static
 * host, in any folder), and `@tabula/*` resolved to the packages' sources, so the playground never
 * needs a build of the packages first.
 *
 * @module
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const source = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** `@tabula/*` to the packages' sources (the same map as the root `vitest.shared.ts`). */
export const alias = {
  // A subpath before its package: an alias also takes the paths below it.
  '@tabula/core/internal': source('core/src/internal/index.ts'),
  '@tabula/core/ui': source('core/src/ui/index.ts'),
  '@tabula/atlandice/ui': source('atlandice/src/ui/index.ts'),
  '@tabula/survive/ui': source('survive/src/ui/index.ts'),
  '@tabula/akrotiri/ui': source('akrotiri/src/ui/index.ts'),
  '@tabula/clockwork-empire/ui': source('clockwork-empire/src/ui/index.ts'),
  '@tabula/react': source('react/src/index.ts'),
  '@tabula/core': source('core/src/index.ts'),
  '@tabula/atlandice': source('atlandice/src/index.ts'),
  '@tabula/survive': source('survive/src/index.ts'),
  '@tabula/akrotiri': source('akrotiri/src/index.ts'),
  '@tabula/clockwork-empire': source('clockwork-empire/src/index.ts'),
  '@tabula/bots': source('bots/src/index.ts'),
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  resolve: { alias },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  // The bots' Web Worker is an ES module, like the page.
  worker: { format: 'es' },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
