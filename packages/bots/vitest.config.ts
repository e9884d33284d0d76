import { defineProject } from 'vitest/config';
import { alias, setupFiles } from '../../vitest.shared';

export default defineProject({
  resolve: { alias },
  test: { name: 'bots', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], setupFiles },
});
