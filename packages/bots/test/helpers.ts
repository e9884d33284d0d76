/** Shared helpers of the bots' tests: the four titles, and positions reached by random play. */
import seedrandom from 'seedrandom';
import type { BaseState, Game, Seat } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';

/** A title and a player count to test it at. */
export interface Title {
  game: Game<any, any, any, any, any, any>;
  players: number;
}

/** The four titles, each at a player count it supports (3 where it can, to have several opponents). */
export const TITLES: Title[] = [
  { game: atlandice, players: 3 },
  { game: survive, players: 3 },
  { game: akrotiri, players: 2 },
  { game: clockworkEmpire, players: 3 },
];

/** A position and the seat to decide in it. */
export interface Position<S> {
  state: S;
  seat: Seat;
  legal: readonly unknown[];
}

/**
 * The first position, after at least `after` random actions (from `seed`), where the active seat
 * has at least two legal actions. Throws if the game ends first.
 */
export function positionAfter<S extends BaseState>(game: Game<S, any, any, any, any, any>, players: number, seed: string, after: number): Position<S> {
  const random = seedrandom.alea(seed);
  let state = game.setup({ players, seed });
  for (let played = 0; ; played++) {
    if (game.isOver(state)) throw new Error(`${game.name} ended after ${played} random actions from seed ${seed}`);
    const seat = game.activeSeats(state)[0]!;
    const legal = game.legalActions(state, seat);
    if (played >= after && legal.length >= 2) return { state, seat, legal };
    const out = game.apply(state, seat, legal[Math.floor(random() * legal.length)]);
    if (!out.ok) throw new Error(`${game.name}: a legal action was refused: ${out.error.code}: ${out.error.message}`);
    state = out.state;
  }
}
