/**
 * The rules keep what they work out from a board with its geometry (moves, sea searches, free
 * cells, islands by id) and reuse geometries across states. Each answer must be the one the plain
 * computation gives, on a geometry analysed afresh, whatever states were seen before: checked here
 * over states from random games, reached through `apply` (frozen states, one after another) and
 * through the simulator (one live state changed in place).
 */
import { describe, expect, it } from 'vitest';
import { simulator, type Seat } from '@tabula/core';
import {
  akrotiri,
  analyzeBoard,
  freeCells,
  islandAt,
  islandById,
  islandOfDock,
  portageDocks,
  PROVISIONAL_COMPONENTS,
  seaReachableDocks,
  THERA_ISLAND,
  type AkrotiriState,
  type BoardGeometry,
} from '../src/index';
import { forEachMoveOption, moveOption, reachesDock } from '../src/rules/boat';
import { coloursOnBoatIsland } from '../src/rules/cargo';
import { freeCellsOf, geometryOf, islandDocks, islandOf } from '../src/rules/geometry';
import { MOVE_COST, PORTAGE_PAST_BOAT } from '../src/data/rules';

/** The moves of `seat` worked out afresh from `full`, the board's geometry analysed anew (K5.1). */
function plainMoves(full: BoardGeometry, s: AkrotiriState, seat: Seat): [string, string, number][] {
  const from = s.seats[seat]!.boat;
  if (!from) return [];
  const other = s.seats[1 - seat]!.boat;
  const out: [string, string, number][] = [];
  const sea = seaReachableDocks(full, from);
  for (const dock of sea) out.push([dock, 'sea', MOVE_COST]);
  const blocked = other !== null && islandOfDock(full, other) === islandOfDock(full, from);
  for (const dock of portageDocks(full, from)) if (!sea.includes(dock)) out.push([dock, 'portage', blocked ? PORTAGE_PAST_BOAT : MOVE_COST]);
  return out.filter(([dock]) => dock !== other);
}

/** Checks every kept answer on state `s` against the plain computation. */
function checkState(s: AkrotiriState): void {
  const full = analyzeBoard(s.board, PROVISIONAL_COMPONENTS);
  const g = geometryOf(s);
  expect(freeCellsOf(s)).toEqual(freeCells(s.board));
  for (const island of full.islands) {
    expect(islandOf(g, island.id)).toEqual(islandById(full, island.id));
    expect(islandDocks(g, island.id)).toEqual(island.docks);
  }
  for (const dock of full.islandOfDock.keys()) expect(seaReachableDocks(g, dock)).toEqual(seaReachableDocks(full, dock));
  for (const seat of [0, 1]) {
    const seen: [string, string, number][] = [];
    forEachMoveOption(s, seat, (to, option) => seen.push([to, option.by, option.moves]));
    const plain = plainMoves(full, s, seat);
    expect(seen).toEqual(plain);
    for (const [to, by, moves] of plain) expect(moveOption(s, seat, to)).toEqual({ by, moves });
    const other = s.seats[1 - seat]!.boat;
    if (other !== null && s.seats[seat]!.boat !== null) {
      const reached = seaReachableDocks(full, s.seats[seat]!.boat!).includes(other) || portageDocks(full, s.seats[seat]!.boat!).includes(other);
      expect(reachesDock(s, seat, other)).toBe(reached);
      expect(moveOption(s, seat, other)).toBeUndefined();
    }
    const island = s.seats[seat]!.boat ? islandOfDock(full, s.seats[seat]!.boat!) : undefined;
    const colours = new Set(s.cubes.filter((c) => island !== undefined && island !== THERA_ISLAND && islandAt(full, c) === island).map((c) => c.color));
    if (island !== THERA_ISLAND) expect(coloursOnBoatIsland(s, seat)).toEqual(colours);
  }
}

/** A deterministic pick among `n` legal actions, varied by game and step. */
const pick = (game: number, step: number, n: number): number => (game * 7919 + step * 104729) % n;

describe('kept answers equal the plain computation', () => {
  it('over random games played through apply (frozen states)', () => {
    for (let game = 0; game < 4; game++) {
      let s = akrotiri.setup({ players: 2, seed: `caches-${game}` });
      for (let step = 0; !akrotiri.isOver(s); step++) {
        if (step % 3 === 0) checkState(s);
        const seat = akrotiri.activeSeats(s)[0]!;
        const legal = akrotiri.legalActions(s, seat);
        const out = akrotiri.apply(s, seat, legal[pick(game, step, legal.length)]!);
        if (!out.ok) throw new Error(out.error.message);
        s = out.state;
      }
    }
  });

  it('over random games played on the simulator (one live state, changed in place)', () => {
    for (let game = 0; game < 4; game++) {
      const sim = simulator(akrotiri, akrotiri.setup({ players: 2, seed: `caches-sim-${game}` }));
      for (let step = 0; !sim.isOver(); step++) {
        if (step % 3 === 1) checkState(sim.state);
        const seat = sim.activeSeats()[0]!;
        const legal = sim.legalActions(seat);
        const out = sim.apply(seat, legal[pick(game, step, legal.length)]!);
        if (!out.ok) throw new Error(out.error.message);
      }
    }
  });

  it('for states met out of order: a later state, then an earlier one of another game, then the later one again', () => {
    const states: AkrotiriState[][] = [0, 1].map((game) => {
      const out: AkrotiriState[] = [];
      let s = akrotiri.setup({ players: 2, seed: `caches-order-${game}` });
      for (let step = 0; !akrotiri.isOver(s); step++) {
        out.push(s);
        const seat = akrotiri.activeSeats(s)[0]!;
        const legal = akrotiri.legalActions(s, seat);
        const next = akrotiri.apply(s, seat, legal[pick(game, step, legal.length)]!);
        if (!next.ok) throw new Error(next.error.message);
        s = next.state;
      }
      return out;
    });
    const [a, b] = states as [AkrotiriState[], AkrotiriState[]];
    for (let i = 0; i < 12; i++) {
      checkState(a[a.length - 1 - i * 7]!);
      checkState(b[i * 11]!);
      // A copy of a state is a new board object: its geometry is found by content.
      checkState(JSON.parse(JSON.stringify(a[i * 13]!)) as AkrotiriState);
    }
  });
});
