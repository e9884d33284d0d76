/**
 * The guide's browser example (examples/browser.ts, shown in docs/multiplayer.md) on a page:
 * `?server=…&match=…&name=…`. Bundled by esbuild for the browser test.
 */
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AtlandiceSeat } from '../../examples/browser';

const page = globalThis as unknown as { location: { search: string }; document: { getElementById(id: string): unknown } };
const params = new URLSearchParams(page.location.search);

createRoot(page.document.getElementById('root') as never).render(h(StrictMode, null, h(AtlandiceSeat, { server: params.get('server')!, matchID: params.get('match')!, name: params.get('name')! })));
