/**
 * The browser bundle of a boardgame.io client for Atlandice (not a test): `npx tsx
 * packages/boardgameio/bench/client-bundle.ts` from the repository's root.
 *
 * Bundles four one-file clients with esbuild (minified, ES2022, for the browser, NODE_ENV
 * production, the packages' sources through the root tsconfig's paths) and prints each bundle's
 * size, minified and gzipped (zlib level 9), and how much of it is Tabula's code:
 *
 * - `toBoardgameIO`: boardgame.io's `Client` and `SocketIO` with `toBoardgameIO(atlandice)`, as
 *   docs/multiplayer.md's client did: the rules engine is bundled;
 * - `clientGame`: the same client with `clientGame<typeof atlandice>('atlandice')` (Atlandice as a
 *   type only): no rules engine;
 * - `React, toBoardgameIO` and `React, useTabulaMatch`: a React page on boardgame.io's React
 *   `Client` with the full game, and one on `useTabulaMatch` with the thin game.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const CLIENTS: Record<string, string> = {
  toBoardgameIO: `
    import { Client } from 'boardgame.io/client';
    import { SocketIO } from 'boardgame.io/multiplayer';
    import { atlandice } from '@tabula/atlandice';
    import { toBoardgameIO, viewOf, withRejections } from '@tabula/boardgameio';
    const client = Client({ game: toBoardgameIO(atlandice), matchID: 'm', playerID: '0', credentials: 'c', debug: false, multiplayer: withRejections(SocketIO({ server: location.origin }), (r) => console.warn(r.code)) });
    client.subscribe((s) => s && console.log(viewOf(s).legal));
    client.start();`,
  clientGame: `
    import { Client } from 'boardgame.io/client';
    import { SocketIO } from 'boardgame.io/multiplayer';
    import type { atlandice } from '@tabula/atlandice';
    import { clientGame, withRejections } from '@tabula/boardgameio/client';
    const client = Client({ game: clientGame<typeof atlandice>('atlandice'), matchID: 'm', playerID: '0', credentials: 'c', debug: false, multiplayer: withRejections(SocketIO({ server: location.origin }), (r) => console.warn(r.code)) });
    client.subscribe((s) => s && console.log((s.G as { legal: unknown[] }).legal));
    client.start();`,
  'React, toBoardgameIO': `
    import { createElement as h } from 'react';
    import { createRoot } from 'react-dom/client';
    import { Client } from 'boardgame.io/react';
    import { SocketIO } from 'boardgame.io/multiplayer';
    import { atlandice } from '@tabula/atlandice';
    import { toBoardgameIO, withRejections } from '@tabula/boardgameio';
    const Board = (props: { G: { legal: unknown[] }; moves: Record<string, (a: unknown) => void> }) => h('button', { onClick: () => props.moves.act!(props.G.legal[0]) }, 'play');
    const App = Client({ game: toBoardgameIO(atlandice), board: Board as never, debug: false, multiplayer: withRejections(SocketIO({ server: location.origin }), (r) => console.warn(r.code)) });
    createRoot(document.body).render(h(App, { matchID: 'm', playerID: '0', credentials: 'c' }));`,
  'React, useTabulaMatch': `
    import { createElement as h } from 'react';
    import { createRoot } from 'react-dom/client';
    import type { atlandice } from '@tabula/atlandice';
    import { clientGame } from '@tabula/boardgameio/client';
    import { useTabulaMatch } from '@tabula/boardgameio/react';
    const game = clientGame<typeof atlandice>('atlandice');
    function App() {
      const match = useTabulaMatch(game, { server: location.origin, matchID: 'm', join: { playerName: 'Ada' } });
      return h('button', { onClick: () => match.act(match.legal[0]!) }, match.phase);
    }
    createRoot(document.body).render(h(App));`,
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

console.log('| client | minified | gzipped | Tabula (minified) | Tabula packages in the bundle |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, contents] of Object.entries(CLIENTS)) {
  const result = await build({
    stdin: { contents, loader: 'ts', resolveDir: ROOT, sourcefile: 'client.ts' },
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    tsconfig: `${ROOT}tsconfig.json`,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const code = result.outputFiles[0]!.contents;
  const output = Object.values(result.metafile.outputs)[0]!;
  let tabula = 0;
  const packages = new Set<string>();
  for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
    const match = /^packages\/([^/]+)\//.exec(path);
    if (!match) continue;
    tabula += bytesInOutput;
    packages.add(match[1]!);
  }
  console.log(`| ${name} | ${kB(code.length)} | ${kB(gzipSync(code, { level: 9 }).length)} | ${kB(tabula)} | ${[...packages].sort().join(', ')} |`);
}
