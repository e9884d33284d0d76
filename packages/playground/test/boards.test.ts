/**
 * Each game's board and words, drawn on the server along a seeded random game for every viewer:
 * they draw every position without failing, their clickable targets play only legal actions,
 * the screen holds no other seat's secret but does show the viewer its own, and every action
 * and event has words.
 */
import { describe, expect, it } from 'vitest';
import { actionKey } from '../src/shell/actions';
import { GAME_ROWS, playRandom, viewersOf } from './games';
import { renderScreen } from './render';
import { forbiddenFor, knownBy, leaks, ownSecrets } from './secrets';

/** Every n-th step of a game, and its last. */
function everyNth(length: number, n: number): number[] {
  const out: number[] = [];
  for (let k = 0; k <= length; k += n) out.push(k);
  if (out[out.length - 1] !== length) out.push(length);
  return out;
}

/** Words that betray a renderer reading a field that is not there. */
const BROKEN = /undefined|NaN|\[object Object\]/;

describe.each(GAME_ROWS)('the %s board and words', (name, ui) => {
  const played = playRandom(ui, `boards-${name}`);
  const players = played.config.players;
  const steps = everyNth(played.log.length, Math.max(1, Math.floor(played.log.length / 15)));

  it('draw every sampled position for every viewer, with targets that play only legal actions', () => {
    let targets = 0;
    for (const k of steps) {
      const state = played.states[k] as never;
      for (const viewer of viewersOf(players)) {
        const legal = viewer === null ? [] : ui.game.legalActions(state, viewer);
        const view = ui.game.view(state, viewer);
        const html = renderScreen(ui, { view, viewer, legal, events: [], lastEvents: [], log: [] });
        const keys = new Set(legal.map(actionKey));
        for (const m of html.matchAll(/data-acts="([^"]*)"/g)) {
          const acts = JSON.parse(m[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as string[];
          expect(acts.length).toBeGreaterThan(0);
          for (const key of acts) expect(keys.has(key), `step ${k}: a target plays ${key}, not legal for ${viewer}`).toBe(true);
          targets++;
        }
      }
    }
    expect(targets, 'clickable targets drawn').toBeGreaterThan(0);
  });

  it('hold no other seat’s secret on a seat’s screen, and show each seat its own', () => {
    let own = 0;
    for (const k of steps) {
      const state = played.states[k] as { game: string };
      for (const viewer of viewersOf(players)) {
        const known = knownBy(ui.game, state, viewer, played.steps.slice(0, k));
        const seen = JSON.parse(known.json) as { events: unknown[]; log: { seat: number; action: unknown }[] };
        const legal = viewer === null ? [] : ui.game.legalActions(state as never, viewer);
        const html = renderScreen(ui, { view: known.view, viewer, legal, events: seen.events, lastEvents: [], log: seen.log });
        expect(leaks(html, forbiddenFor(state, viewer, known)), `step ${k}, viewer ${viewer}`).toEqual([]);
        if (viewer !== null) own += ownSecrets(state, viewer).filter((s) => s.pattern.test(html)).length;
      }
    }
    if (name !== 'atlandice') expect(own, 'own secrets shown to their seat').toBeGreaterThan(0);
  });

  it('describe every action and event of the game, as every viewer sees it, in words', () => {
    for (const viewer of viewersOf(players)) {
      played.steps.forEach((step, k) => {
        const view = ui.game.view(played.states[k + 1] as never, viewer);
        const action = ui.describeAction(ui.game.actionFor(step.action as never, step.seat, viewer), view);
        expect(action.length, `step ${k}`).toBeGreaterThan(0);
        expect(action, `step ${k}: ${JSON.stringify(step.action)}`).not.toMatch(BROKEN);
        for (const event of ui.game.eventsFor(step.events as never[], viewer)) {
          const words = ui.describeEvent(event, view);
          expect(words.length).toBeGreaterThan(0);
          expect(words, `step ${k}: ${JSON.stringify(event)}`).not.toMatch(BROKEN);
          // Without the view (as the interface allows), the words still stand.
          expect(ui.describeEvent(event), `step ${k}: ${JSON.stringify(event)}`).not.toMatch(BROKEN);
        }
      });
    }
  });
});
