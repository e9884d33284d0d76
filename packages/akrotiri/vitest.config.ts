import { defineProject } from 'vitest/config';
import { alias, setupFiles } from '../../vitest.shared';

export default defineProject({
  resolve: { alias },
  test: { name: 'akrotiri', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], setupFiles },
});
