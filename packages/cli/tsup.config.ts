import { defineConfig } from 'tsup';

// Two entries: the executable, and the worker thread that `--workers N` starts on a piscina pool
// (found beside the executable as dist/worker.js). Dependencies stay external.
export default defineConfig({
  entry: { bin: 'src/bin.ts', worker: 'src/worker.ts' },
  format: ['esm'],
  clean: true,
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
});
