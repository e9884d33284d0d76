/**
 * Uniform random play (the kit's) rarely builds and activates clockworkers, so abilities, extra
 * steps and evolution are seldom reached. These games favour them: builds, activations, moving on
 * and evolution first, `done` last, checking the game's laws after every action.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '@tabula/core';
import type { ClockworkAction, ClockworkState } from '../src/index';
import { clockworkEmpire as game } from '../src/index';
import { laws } from './kit';

const WEIGHT: Partial<Record<ClockworkAction['type'], number>> = { tap: 0.1, build: 20, activate: 20, moveOn: 10, select: 10, evolve: 20, maintain: 5, done: 0.2 };
const GAMES = Math.max(4, Number(process.env.TABULA_KIT_RUNS) || 6);
const MAX_STEPS = 5000;

describe('ability-heavy random games', () => {
  it('end, accept every legal action they try, and keep the laws, with abilities, extra steps and evolutions in play', () => {
    const seen: Record<string, number> = {};
    for (let g = 0; g < GAMES; g++) {
      const rng = createRng(`fuzz-${g}`);
      let s: ClockworkState = game.setup({ players: 3 + (g % 2), seed: `abilities-${g}` });
      let steps = 0;
      while (!game.isOver(s)) {
        expect(steps++, `game ${g} ends`).toBeLessThan(MAX_STEPS);
        const seat = game.activeSeats(s)[0]!;
        const legal = game.legalActions(s, seat);
        expect(legal.length, `seat ${seat} has a legal action`).toBeGreaterThan(0);
        const weights = legal.map((a) => WEIGHT[a.type] ?? 1);
        let r = (rng.int(1000) / 1000) * weights.reduce((a, b) => a + b, 0);
        const action = legal.find((_, i) => (r -= weights[i]!) < 0) ?? legal[legal.length - 1]!;
        const out = game.apply(s, seat, action);
        if (!out.ok) throw new Error(`game ${g}: legal ${JSON.stringify(action)} rejected: ${out.error.code} ${out.error.message}`);
        for (const law of laws) {
          const problem = law.check(out.state, s, out.events);
          if (problem) throw new Error(`game ${g}, step ${steps}: ${law.name}: ${problem}`);
        }
        seen[action.type] = (seen[action.type] ?? 0) + 1;
        s = out.state;
      }
      expect(game.result(s)).toBeDefined();
    }
    // Not vacuous: the rare paths were taken.
    for (const type of ['activate', 'moveOn', 'evolve'] as const) expect(seen[type] ?? 0, type).toBeGreaterThan(0);
  }, 120_000);
});
