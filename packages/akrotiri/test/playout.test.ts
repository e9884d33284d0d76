/**
 * Akrotiri's playout weights (`akrotiri.playoutWeights`): a weight for every legal action, all
 * positive (every legal action stays possible), the same seed the same game, and random games that
 * end by a sixth temple (K6.1) under the rulebook's rules, where uniform play rarely does.
 */
import { describe, expect, it } from 'vitest';
import { createRng, legalMoves, playoutChoice, type LogEntry } from '@tabula/core';
import { akrotiri, type AkrotiriAction, type AkrotiriState } from '../src/index';

/** One random game of the rulebook (no `stopWhenTilesRunOut`), weighted unless `uniform`, stopped after `maxSteps` actions. */
function play(game: number, opts: { uniform?: boolean; maxSteps?: number; check?: (s: AkrotiriState, weights: number[], legal: readonly AkrotiriAction[]) => void } = {}) {
  const rng = createRng(`playout-${game}`);
  const prng = () => rng.int(2 ** 30) / 2 ** 30;
  let s = akrotiri.setup({ players: 2, seed: `playout-game-${game}` });
  const log: LogEntry<AkrotiriAction>[] = [];
  while (!akrotiri.isOver(s) && log.length < (opts.maxSteps ?? 5000)) {
    const moves = legalMoves(akrotiri, s);
    if (opts.check) {
      const seat = moves[0]!.seat;
      const legal = moves.map((m) => m.action);
      opts.check(s, akrotiri.playoutWeights!(s, seat, legal), legal);
    }
    const move = moves[playoutChoice(akrotiri, s, moves, prng(), opts.uniform)]!;
    const out = akrotiri.apply(s, move.seat, move.action);
    if (!out.ok) throw new Error(`a legal action was refused: ${out.error.code}: ${out.error.message}`);
    s = out.state;
    log.push(move);
  }
  return { state: s, log };
}

describe('akrotiri playout weights', () => {
  it('give every legal action a positive, finite weight, one per action', () => {
    let checked = 0;
    for (let g = 0; g < 2; g++) {
      play(g, {
        check(_s, weights, legal) {
          expect(weights).toHaveLength(legal.length);
          for (const w of weights) expect(w > 0 && Number.isFinite(w)).toBe(true);
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('the same seed plays the same game; another seed another', () => {
    const a = play(3, { maxSteps: 400 }).log;
    expect(play(3, { maxSteps: 400 }).log).toEqual(a);
    expect(play(4, { maxSteps: 400 }).log).not.toEqual(a);
  });

  it('random games end by a sixth temple, in far fewer actions than uniform play; they still explore', () => {
    const games = Array.from({ length: 20 }, (_, g) => play(g));
    const sixth = games.filter((x) => x.state.ending === 'lastTemple' && x.state.seats.some((p) => p.templesLeft === 0));
    expect(sixth.length).toBeGreaterThanOrEqual(18);
    const mean = sixth.reduce((n, x) => n + x.log.length, 0) / sixth.length;
    expect(mean).toBeLessThan(2000);
    // Not a fixed bot: the games differ, and every kind of action is played.
    expect(new Set(games.map((x) => x.log.length)).size).toBeGreaterThan(10);
    const types = new Set(games.flatMap((x) => x.log.map((m) => m.action.type)));
    for (const t of ['placeTile', 'placeCube', 'move', 'load', 'sell', 'buyMaps', 'excavate', 'oracle', 'endTurn']) expect(types).toContain(t);
    // Uniform play of the same seeds, given as many actions as the weighted games took, ends none.
    const uniform = games.slice(0, 5).map((x, g) => play(g, { uniform: true, maxSteps: x.log.length }));
    expect(uniform.filter((x) => akrotiri.isOver(x.state))).toHaveLength(0);
  });
});
