import { defineProject } from 'vitest/config';
import { alias, setupFiles } from '../vitest.shared';

export default defineProject({
  resolve: { alias },
  test: { name: 'examples', include: ['test/**/*.test.ts'], setupFiles },
});
