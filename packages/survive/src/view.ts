/**
 * What a seat (or a spectator) sees (S1.5, S4.2, S6): explorer values only where allowed, tile
 * faces but not backs, its own hand but only the size of others'. Also `determinize` and
 * `resampleHidden`, which redeal exactly those secrets.
 */
import { createRng, type Seat } from '@tabula/core';
import type { SurviveAction } from './actions';
import { EXPLORER_VALUES, TERRAIN_TILES, TILE_BACK_CLASS, TERRAINS, type Terrain } from './data/tiles';
import { activeSeats, legalActions } from './legal';
import { terrainAt } from './rules/removal';
import type { Explorer, SurviveState } from './state';
import { clone } from './clone';

/** An explorer as seen: its value is null where the viewer may not know it. */
export interface ExplorerView extends Omit<Explorer, 'value'> {
  value: number | null;
}

/** A Survive view: the state without its RNG and secrets, plus who acts and what the viewer may do. */
export type SurviveView = Omit<SurviveState, 'rng' | 'board' | 'land' | 'explorers' | 'unplaced' | 'hands'> & {
  /** The terrain of the tile on each hex (its face), null on sea (the state's `land` is `terrain[hex] !== null`). Backs stay secret until removed. */
  terrain: (Terrain | null)[];
  explorers: ExplorerView[];
  /** Each colour's unplaced values where the viewer may see them, else null. */
  unplaced: (number[] | null)[];
  /** How many explorers each colour has still to place. */
  unplacedCounts: number[];
  /** Each seat's hand (tile ids) where the viewer may see it (its own), else null. */
  hands: (number[] | null)[];
  /** How many tiles each seat holds. */
  handCounts: number[];
  /**
   * The face (terrain) of each tile in each seat's hand, in hand order. Public: kept tiles lie
   * face down in front of their owner, terrain side up, icon hidden (rulebook, "Removing a tile").
   */
  handFaces: Terrain[][];
  /** Seats that may act now. */
  active: Seat[];
  /** The viewer's legal actions (empty for spectators and inactive seats). */
  legal: SurviveAction[];
};

/**
 * S1.5 [D]: whether `viewer` may see the values of a colour's explorers: its owner during setup;
 * nobody during play unless `revealOwnValues` (then the owner); everyone once the game is over.
 */
export function seesValues(s: Pick<SurviveState, 'phase' | 'colourOwner' | 'options'>, viewer: Seat | null, colour: number): boolean {
  if (s.phase === 'over') return true;
  if (viewer === null || s.colourOwner[colour] !== viewer) return false;
  return s.phase !== 'play' || s.options.revealOwnValues;
}

/** The view of `viewer` (`null`: a spectator). */
export function view(s: SurviveState, viewer: Seat | null): SurviveView {
  const { rng: _rng, board: _board, land: _land, explorers, unplaced, hands, ...open } = s;
  const active = activeSeats(s);
  return {
    ...clone(open),
    terrain: s.board.map((_, hex) => terrainAt(s, hex)),
    explorers: explorers.map((e) => ({ ...e, value: seesValues(s, viewer, e.colour) ? e.value : null })),
    unplaced: unplaced.map((pool, c) => (seesValues(s, viewer, c) ? pool.slice() : null)),
    unplacedCounts: unplaced.map((pool) => pool.length),
    hands: hands.map((hand, seat) => (seat === viewer ? hand.slice() : null)),
    handCounts: hands.map((hand) => hand.length),
    handFaces: hands.map((hand) => hand.map((tile) => TERRAIN_TILES[tile]!.terrain)),
    active,
    legal: viewer !== null && active.includes(viewer) ? legalActions(s, viewer) : [],
  };
}

/** Whether a tile can be in a hand: its back is red or a defence tile (green backs resolve at once, S4.2). */
const isKeepable = (tile: number): boolean => TILE_BACK_CLASS[TERRAIN_TILES[tile]!.back] !== 'green';

/** Removes one occurrence of each of `taken` from `pool`. */
function minus(pool: number[], taken: number[]): number[] {
  const out = pool.slice();
  for (const v of taken) {
    const i = out.indexOf(v);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/**
 * A full state consistent with a view: hidden explorer values, the backs of the tiles on the
 * island and in the other seats' hands (each keeping its public face, hands only red or defence
 * backs) are redealt from `seed`, and so is the RNG.
 */
export function determinize(v: SurviveView, _seat: Seat, seed: string): SurviveState {
  const rng = createRng(seed);
  const { terrain, explorers, unplaced, unplacedCounts, hands, handCounts: _c, handFaces, active: _a, legal: _l, ...open } = v;
  // Explorer values: each colour's missing values, dealt to its hidden explorers, then its unplaced pool.
  const known = clone(explorers) as Explorer[];
  const pools: number[][] = [];
  for (let c = 0; c < v.colours; c++) {
    const seen = [...explorers.filter((e) => e.colour === c && e.value !== null).map((e) => e.value!), ...(unplaced[c] ?? [])];
    const missing = rng.shuffle(minus([...EXPLORER_VALUES], seen));
    explorers.forEach((e, id) => {
      if (e.colour === c && e.value === null) known[id]!.value = missing.pop()!;
    });
    pools.push(unplaced[c] ? unplaced[c]!.slice() : missing.slice(0, unplacedCounts[c]).sort((a, b) => a - b));
  }
  // Tiles: by face, the unseen tiles go to the hidden hands' slots (red or defence backs only,
  // as green backs never reach a hand) and then to the island's tiles of that face.
  const visible = new Set<number>([...v.discard, ...hands.flatMap((h) => h ?? [])]);
  const unseen = TERRAIN_TILES.map((_, id) => id).filter((id) => !visible.has(id));
  const dealt: number[][] = hands.map((h) => (h ? h.slice() : []));
  const board: (number | null)[] = terrain.map(() => null);
  for (const t of TERRAINS) {
    const pool = unseen.filter((id) => TERRAIN_TILES[id]!.terrain === t);
    const keepable = rng.shuffle(pool.filter(isKeepable));
    hands.forEach((h, seat) => {
      if (h) return;
      handFaces[seat]!.forEach((face, k) => {
        if (face === t) dealt[seat]![k] = keepable.pop()!;
      });
    });
    const rest = rng.shuffle([...keepable, ...pool.filter((id) => !isKeepable(id))]);
    terrain.forEach((face, hex) => {
      if (face === t) board[hex] = rest.pop()!;
    });
  }
  return { ...clone(open), board, land: terrain.map((x) => x !== null), explorers: known, unplaced: pools, hands: dealt, rng: rng.state() };
}

/**
 * The same state with what `seat` cannot see redealt (for the kit's leak check): the values of
 * explorers it may not see; the backs of the island's tiles and of the other seats' hands, among
 * tiles of the same face (hands keep red or defence backs); and the RNG.
 */
export function resampleHidden(s: SurviveState, seat: Seat, seed: string): SurviveState {
  const rng = createRng(seed);
  const out: SurviveState = { ...s, explorers: s.explorers.map((e) => ({ ...e })), unplaced: s.unplaced.map((p) => p.slice()), board: s.board.slice(), hands: s.hands.map((h) => h.slice()) };
  for (let c = 0; c < s.colours; c++) {
    if (seesValues(s, seat, c)) continue;
    const ids = s.explorers.flatMap((e, id) => (e.colour === c ? [id] : []));
    const values = rng.shuffle([...ids.map((id) => s.explorers[id]!.value), ...s.unplaced[c]!]);
    ids.forEach((id, k) => (out.explorers[id]!.value = values[k]!));
    out.unplaced[c] = values.slice(ids.length).sort((a, b) => a - b);
  }
  // Tile backs, face by face: the island's tiles and the other seats' hands are one pool; hand
  // slots take red or defence backs only.
  for (const t of TERRAINS) {
    const hexes = s.board.flatMap((tile, hex) => (tile !== null && TERRAIN_TILES[tile]!.terrain === t ? [hex] : []));
    const slots = s.hands.flatMap((hand, h) => (h === seat ? [] : hand.flatMap((tile, k) => (TERRAIN_TILES[tile]!.terrain === t ? [[h, k] as const] : []))));
    const pool = [...hexes.map((hex) => s.board[hex]!), ...slots.map(([h, k]) => s.hands[h]![k]!)];
    const keepable = rng.shuffle(pool.filter(isKeepable));
    for (const [h, k] of slots) out.hands[h]![k] = keepable.pop()!;
    const rest = rng.shuffle([...keepable, ...pool.filter((id) => !isKeepable(id))]);
    for (const hex of hexes) out.board[hex] = rest.pop()!;
  }
  out.rng = rng.state();
  return out;
}
