// Vitest reads the list of test projects from vitest.workspace.ts, through this config's
// `test.projects` (Vitest 3.2's way; a bare workspace file is deprecated and prints a notice).
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace';

export default defineConfig({ test: { projects } });
