import { defineProject } from 'vitest/config';
import { alias, setupFiles } from '../../vitest.shared';

export default defineProject({
  resolve: { alias },
  // Whole games and child processes: generous limits on a shared machine (each test still names what it checks).
  test: { name: 'cli', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], setupFiles, testTimeout: 60_000 },
});
