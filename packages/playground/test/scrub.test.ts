/**
 * The scrubber: the position after step k is exactly what the viewer saw then (the view, events
 * and log core's match store gave it at that step), never a secret it could not see then, and it
 * follows a log that changed (an undo, another action played).
 */
import { describe, expect, it } from 'vitest';
import { loadMatch, type LogEntry } from '@tabula/core';
import type { SurviveView } from '@tabula/survive';
import { createTimeline } from '../src/shell/scrub';
import { GAME_ROWS, playRandom, viewersOf } from './games';
import { forbiddenFor, knownBy, leaks } from './secrets';
import { renderScreen } from './render';

/** A few steps of a game of `n` steps: the start, the first, some in between, the end. */
function sampleSteps(n: number): number[] {
  return [...new Set([0, 1, Math.floor(n / 5), Math.floor(n / 2), Math.floor((4 * n) / 5), n - 1, n].filter((k) => k >= 0 && k <= n))];
}

describe.each(GAME_ROWS)('the scrubber on %s', (name, ui) => {
  // A game cut short: long enough to hold secrets dealt and revealed, short enough to be quick.
  const played = playRandom(ui, `scrub-${name}`, 240);
  const players = played.config.players;

  it('shows, after step k, the view, events and log the viewer’s match handle gave at step k', () => {
    const timeline = createTimeline(ui.game, played.config);
    for (const k of sampleSteps(played.log.length)) {
      const then = loadMatch(ui.game, { game: name, config: played.config, log: played.log.slice(0, k) });
      for (const viewer of viewersOf(players)) {
        const at = timeline.at(played.log, k, viewer);
        const snap = then.seat(viewer).getSnapshot();
        expect(at.step).toBe(k);
        expect(at.view, `view at ${k} for ${viewer}`).toEqual(snap.view);
        expect(at.events, `events at ${k} for ${viewer}`).toEqual(snap.events);
        expect(at.log, `log at ${k} for ${viewer}`).toEqual(snap.log);
        expect(at.lastEvents).toEqual(k === 0 ? [] : ui.game.eventsFor(played.steps[k - 1]!.events as never[], viewer));
        expect(at.over).toBe(snap.over);
        expect(at.result).toEqual(snap.result);
      }
    }
  });

  it('never holds another seat’s secret of that step, even after the game revealed it', () => {
    const timeline = createTimeline(ui.game, played.config);
    for (const k of sampleSteps(played.log.length)) {
      for (const viewer of viewersOf(players)) {
        const at = timeline.at(played.log, k, viewer);
        const known = knownBy(ui.game, played.states[k], viewer, played.steps.slice(0, k));
        // What the scrubber shows is what the viewer was given then, and the screen drawn from
        // it (the board, the moves and the events in words) holds no secret beyond it.
        expect(JSON.stringify({ view: at.view, events: at.events, log: at.log })).toBe(known.json);
        const screen = renderScreen(ui, { view: at.view, viewer, legal: [], events: at.events, lastEvents: at.lastEvents, log: at.log });
        expect(leaks(screen, forbiddenFor(played.states[k] as { game: string }, viewer, known)), `step ${k}, viewer ${viewer}`).toEqual([]);
      }
    }
  });

  it('follows a log that changed: after an undo and another action, the new steps are replayed', () => {
    const timeline = createTimeline(ui.game, played.config);
    const n = played.log.length;
    // Look far along the first log, so the timeline has replayed past the fork.
    timeline.at(played.log, n, 0);
    // The fork: the first step from the middle on where its seat had another choice.
    const fork = played.log.findIndex((entry, i) => i >= Math.floor(n / 2) && ui.game.legalActions(played.states[i] as never, entry.seat).length > 1);
    expect(fork).toBeGreaterThanOrEqual(0);
    const seat = played.log[fork]!.seat;
    const other = ui.game.legalActions(played.states[fork] as never, seat).find((a) => JSON.stringify(a) !== JSON.stringify(played.log[fork]!.action))!;
    const changed: LogEntry<unknown>[] = [...played.log.slice(0, fork), { seat, action: other }];
    for (const viewer of viewersOf(players)) {
      const at = timeline.at(changed, fork + 1, viewer);
      const snap = loadMatch(ui.game, { game: name, config: played.config, log: changed }).seat(viewer).getSnapshot();
      expect(at.view).toEqual(snap.view);
      expect(at.log).toEqual(snap.log);
    }
  });

  it('refuses a step outside the log', () => {
    const timeline = createTimeline(ui.game, played.config);
    expect(() => timeline.at(played.log, played.log.length + 1, 0)).toThrow(RangeError);
    expect(() => timeline.at(played.log, -1, null)).toThrow(RangeError);
  });
});

describe('the scrubber hides what was hidden then', () => {
  it('Survive: explorer values revealed at the end are hidden again at an earlier step', () => {
    const ui = GAME_ROWS.find(([name]) => name === 'survive')![1];
    const played = playRandom(ui, 'scrub-survive-values');
    const timeline = createTimeline(ui.game, played.config);
    const end = timeline.at(played.log, played.log.length, 1).view as SurviveView;
    expect(end.phase).toBe('over');
    expect(end.explorers.every((e) => e.value !== null)).toBe(true); // revealed: the check below can fail
    let during = played.states.length - 1;
    while (during > 0 && (played.states[during] as { phase: string }).phase !== 'play') during--;
    const then = timeline.at(played.log, during, 1).view as SurviveView;
    expect(then.explorers.length).toBeGreaterThan(0);
    expect(then.explorers.filter((e) => e.value !== null)).toEqual([]);
  });
});
