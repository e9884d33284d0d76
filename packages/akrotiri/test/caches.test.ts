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
import { keptNodeNames, NODE_NAMES_PER_CELL } from '../src/board/coords';
import { nodeTableOf } from '../src/board/routes';
import type { ComponentSet, LandTile } from '../src/index';

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

/** These games are played to their end: they stop when the tiles run out (the option's guard, K6.1). */
const GUARD = { stopWhenTilesRunOut: true } as const;

/** A deterministic pick among `n` legal actions, varied by game and step. */
const pick = (game: number, step: number, n: number): number => (game * 7919 + step * 104729) % n;

describe('kept answers equal the plain computation', () => {
  it('over random games played through apply (frozen states)', { timeout: 60_000 }, () => {
    for (let game = 0; game < 4; game++) {
      let s = akrotiri.setup({ players: 2, seed: `caches-${game}`, options: GUARD });
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

  it('over random games played on the simulator (one live state, changed in place)', { timeout: 60_000 }, () => {
    for (let game = 0; game < 4; game++) {
      const sim = simulator(akrotiri, akrotiri.setup({ players: 2, seed: `caches-sim-${game}`, options: GUARD }));
      for (let step = 0; !sim.isOver(); step++) {
        if (step % 3 === 1) checkState(sim.state);
        const seat = sim.activeSeats()[0]!;
        const legal = sim.legalActions(seat);
        const out = sim.apply(seat, legal[pick(game, step, legal.length)]!);
        if (!out.ok) throw new Error(out.error.message);
      }
    }
  });

  it('for states met out of order: a later state, then an earlier one of another game, then the later one again', { timeout: 60_000 }, () => {
    const states: AkrotiriState[][] = [0, 1].map((game) => {
      const out: AkrotiriState[] = [];
      let s = akrotiri.setup({ players: 2, seed: `caches-order-${game}`, options: GUARD });
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

/** The provisional set with every dock id of its tiles renamed `<prefix><id>` (routes follow). */
function renamedDocks(prefix: string): ComponentSet {
  const rename = (tile: LandTile): LandTile => {
    const ids = new Set(tile.docks.map((d) => d.id));
    const name = (node: string): string => (ids.has(node) ? `${prefix}${node}` : node);
    return {
      ...tile,
      docks: tile.docks.map((d) => ({ ...d, id: name(d.id) })),
      routes: tile.routes.map(([a, b]) => [name(a), name(b)] as const),
    };
  };
  return { ...PROVISIONAL_COMPONENTS, tiles: PROVISIONAL_COMPONENTS.tiles.map(rename) };
}

/** Plays the first legal action `steps` times (or to the end) on a game with `components` (none: the provisional set). */
function playSome(components: ComponentSet | undefined, steps: number): void {
  let s = akrotiri.setup({ players: 2, seed: 'tables', options: components ? { components, startPlayer: 0 } : { startPlayer: 0 } });
  for (let i = 0; i < steps && !akrotiri.isOver(s); i++) {
    const seat = akrotiri.activeSeats(s)[0]!;
    const out = akrotiri.apply(s, seat, akrotiri.legalActions(s, seat)[0]!);
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
  }
}

describe('route node tables stay bounded, whatever component sets are played', () => {
  it('many sets with dock ids of their own: the kept node names stop growing, and no set adds to another set\'s node numbers', { timeout: 120_000 }, () => {
    const provisional = nodeTableOf(PROVISIONAL_COMPONENTS);
    playSome(undefined, 120);
    const numbered = provisional.numbers.size;
    expect(numbered).toBeGreaterThan(0);
    // The same game (dock ids are not shuffled) on 16 sets fills the cells' name tables ...
    for (let k = 0; k < 16; k++) playSome(renamedDocks(`s${k}-`), 120);
    const kept = keptNodeNames();
    // ... and 16 sets more add nothing: each cell keeps at most NODE_NAMES_PER_CELL names.
    for (let k = 16; k < 32; k++) {
      playSome(renamedDocks(`s${k}-`), 120);
    }
    expect(keptNodeNames()).toBe(kept);
    expect(provisional.numbers.size).toBe(numbered);
    expect(NODE_NAMES_PER_CELL).toBeLessThanOrEqual(16);
  });
});
