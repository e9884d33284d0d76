/**
 * A viewer's screen as text, rendered on the server (no browser): the game's board drawn from a
 * view, and the event log and moves in words, as the shell shows them.
 *
 * @module
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Seat, SeenLogEntry } from '@tabula/core';
import type { AnyGameUi } from '../src/games/types';

/** What a screen shows. */
export interface Screen {
  view: unknown;
  viewer: Seat | null;
  legal: readonly unknown[];
  events: readonly unknown[];
  lastEvents: readonly unknown[];
  log: readonly SeenLogEntry<unknown>[];
}

/** The board's HTML, then the moves and events in words, one a line. */
export function renderScreen(ui: AnyGameUi, screen: Screen): string {
  const board = renderToStaticMarkup(createElement(ui.Board, { view: screen.view, viewer: screen.viewer, legal: screen.legal, act: () => undefined, lastEvents: screen.lastEvents }));
  const moves = screen.log.map((e) => ui.describeAction(e.action, screen.view));
  const events = screen.events.map((e) => ui.describeEvent(e, screen.view));
  return [board, ...moves, ...events].join('\n');
}
