/**
 * The fast paths of the legal actions agree with the full lists they stand for: `stepDecision`
 * (what `advance` asks after every action) with `stepActions`, and `knownLegal` (what
 * `validate` asks first) with `legalActions`, and `hasOpenSlot` with `openSlots`, in every state
 * of random games.
 */
import { describe, expect, it } from 'vitest';
import { createRng, simulator } from '@tabula/core';
import { AREAS, RESOURCES, RULES, type ClockworkAction, type ClockworkState } from '../src/index';
import { hasOpenSlot, openSlots } from '../src/rules/area';
import { knownLegal, legalActions, stepActions, stepDecision, type StepDecision } from '../src/legal';
import { clockworkEmpire as game } from '../src/index';

/** Favours rare decisions (builds, abilities, evolution), as the abilities fuzz does. */
const WEIGHT: Partial<Record<ClockworkAction['type'], number>> = { tap: 0.3, build: 20, activate: 20, moveOn: 10, select: 10, evolve: 20, maintain: 5, done: 0.3 };
const GAMES = 8;

/** What `stepDecision` must say, read from the full list. */
function expectedDecision(actions: ClockworkAction[]): StepDecision {
  if (actions.length === 0) return 'none';
  return actions.every((a) => a.type === 'done') ? 'declineOnly' : 'choice';
}

/** The types `knownLegal` decides, each legal or not (out-of-range indices included). */
function candidates(s: ClockworkState, seat: number): ClockworkAction[] {
  const out: ClockworkAction[] = [{ type: 'go' }, { type: 'done' }, { type: 'draw' }, { type: 'discard', card: 'no such card' }];
  const dice = s.turn?.dice.length ?? 0;
  for (let die = 0; die <= dice; die++) out.push({ type: 'keep', die });
  for (let clockworker = 0; clockworker <= s.seats[seat]!.built.length; clockworker++) {
    out.push({ type: 'tap', clockworker, step: 1 }, { type: 'tap', clockworker, step: -1 });
  }
  for (const resource of RESOURCES) out.push({ type: 'take', resource });
  for (const card of s.seats[seat]!.hand) out.push({ type: 'discard', card });
  return out;
}

describe('fast legality checks', () => {
  it('agree with the full lists of legal actions in every state of random games', () => {
    const kinds = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      const rng = createRng(`decision-${g}`);
      const players = 3 + (g % 2);
      const sim = simulator(game, game.setup({ players, seed: `decision-${g}` }));
      while (!sim.isOver()) {
        const s = sim.state;
        if (s.phase === 'play' && s.turn && s.turn.steps.length > 0) {
          const kind = s.turn.steps[0]!.kind;
          kinds.add(kind);
          expect(stepDecision(s, s.current), `game ${g}, ${kind} step`).toBe(expectedDecision(stepActions(s, s.current)));
        }
        for (let seat = 0; seat < players; seat++) {
          for (const area of AREAS) {
            for (let face = 1; face <= RULES.dieSides; face++) {
              // `expect` only on a mismatch: it is slow for this many checks.
              const open = openSlots(s, seat, area, face).length > 0;
              if (hasOpenSlot(s, seat, area, face) !== open) expect(hasOpenSlot(s, seat, area, face), `game ${g}, seat ${seat}, ${area}, face ${face}`).toBe(open);
            }
          }
          const legal = legalActions(s, seat).map((a) => JSON.stringify(a));
          for (const a of candidates(s, seat)) {
            const listed = legal.includes(JSON.stringify(a));
            if (knownLegal(s, seat, a) !== listed) expect(knownLegal(s, seat, a), `game ${g}, seat ${seat}, ${JSON.stringify(a)}`).toBe(listed);
          }
        }
        const seat = sim.activeSeats()[0]!;
        const legal = sim.legalActions(seat);
        const weights = legal.map((a) => WEIGHT[a.type] ?? 1);
        let r = (rng.int(1000) / 1000) * weights.reduce((a, b) => a + b, 0);
        const action = legal.find((_, i) => (r -= weights[i]!) < 0) ?? legal[legal.length - 1]!;
        const out = sim.apply(seat, action);
        if (!out.ok) throw new Error(`game ${g}: legal ${JSON.stringify(action)} rejected: ${out.error.message}`);
      }
    }
    // The fast cases were all reached.
    for (const kind of ['move', 'activate', 'areaAction', 'choose', 'labDiscard', 'exchange', 'factory']) expect(kinds.has(kind), kind).toBe(true);
  }, 120_000);
});
