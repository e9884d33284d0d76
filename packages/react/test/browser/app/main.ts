/// <reference lib="dom" />
/**
 * The browser test's page: the Survive app of `docs/guides/survive.md` (you against a random bot
 * and a search bot), mounted as a user would. `?seed=…&iterations=…&delay=…` set the match;
 * `?thread=page` removes `Worker` first, so the search bot thinks on the page (the comparison).
 *
 * @module
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { SurviveApp, newMatch } from '../../../../../examples/guides/survive-react';

const params = new URLSearchParams(location.search);
// The bots' worker starts at the first decision: removing `Worker` now leaves the search on the page.
if (params.get('thread') === 'page') delete (globalThis as { Worker?: unknown }).Worker;
const match = newMatch(params.get('seed') ?? 'browser', Number(params.get('iterations') ?? 1000));
/** The seats of the log, for the test. */
(window as unknown as { tabulaSeats: () => number[] }).tabulaSeats = () => match.log.map((e) => e.seat);
createRoot(document.getElementById('root')!).render(createElement(SurviveApp, { match, delayMs: Number(params.get('delay') ?? 0) }));
