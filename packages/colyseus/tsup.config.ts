import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', protocol: 'src/protocol.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node22',
  external: ['@tabula/core', '@colyseus/core', '@colyseus/schema', '@colyseus/ws-transport'],
});
