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
    active,
    legal: viewer !== null && active.includes(viewer) ? legalActions(s, viewer) : [],
  };
}

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
 * island and the other seats' hands are redealt from `seed`, and so is the RNG.
 */
export function determinize(v: SurviveView, _seat: Seat, seed: string): SurviveState {
  const rng = createRng(seed);
  const { terrain, explorers, unplaced, unplacedCounts, hands, handCounts, active: _a, legal: _l, ...open } = v;
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
  // Tiles: unknown ids go to the hidden hands (red or defence backs, from terrains with a surplus) and then to the island by face.
  const visible = new Set<number>([...v.discard, ...hands.flatMap((h) => h ?? [])]);
  let unknown = TERRAIN_TILES.map((_, id) => id).filter((id) => !visible.has(id));
  const need = (t: Terrain) => terrain.filter((x) => x === t).length;
  const have = (t: Terrain) => unknown.filter((id) => TERRAIN_TILES[id]!.terrain === t).length;
  const dealt: number[][] = hands.map((h) => (h ? h.slice() : []));
  hands.forEach((h, seat) => {
    if (h) return;
    for (let k = 0; k < handCounts[seat]!; k++) {
      const fits = unknown.filter((id) => TILE_BACK_CLASS[TERRAIN_TILES[id]!.back] !== 'green' && have(TERRAIN_TILES[id]!.terrain) > need(TERRAIN_TILES[id]!.terrain));
      const tile = rng.pick(fits);
      dealt[seat]!.push(tile);
      unknown = unknown.filter((id) => id !== tile);
    }
  });
  const byTerrain = Object.fromEntries(TERRAINS.map((t) => [t, rng.shuffle(unknown.filter((id) => TERRAIN_TILES[id]!.terrain === t))])) as Record<Terrain, number[]>;
  const board = terrain.map((t) => (t === null ? null : byTerrain[t].pop()!));
  return { ...clone(open), board, land: terrain.map((x) => x !== null), explorers: known, unplaced: pools, hands: dealt, rng: rng.state() };
}

/**
 * The same state with what `seat` cannot see redealt (for the kit's leak check): the values of
 * explorers it may not see, the backs of the island's tiles among tiles of the same face, the
 * other seats' hands among themselves, and the RNG.
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
  for (const t of TERRAINS) {
    const hexes = s.board.flatMap((tile, hex) => (tile !== null && TERRAIN_TILES[tile]!.terrain === t ? [hex] : []));
    const tiles = rng.shuffle(hexes.map((hex) => s.board[hex]!));
    hexes.forEach((hex, k) => (out.board[hex] = tiles[k]!));
  }
  const others = s.hands.flatMap((hand, h) => (h === seat ? [] : hand));
  const shuffled = rng.shuffle(others);
  s.hands.forEach((hand, h) => {
    if (h !== seat) out.hands[h] = shuffled.splice(0, hand.length);
  });
  out.rng = rng.state();
  return out;
}
