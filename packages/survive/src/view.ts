/**
 * What a seat (or a spectator) sees (S1.5, S4.2, S6): explorer values only where allowed, tile
 * faces but not backs, its own hand but only the size of others'. Also `determinize` and
 * `resampleHidden`, which redeal exactly those secrets.
 */
import { createRng, deepFreeze, type Rng, type Seat } from '@tabula/core';
import type { SurviveAction } from './actions';
import { COMPONENT_COUNTS, EXPLORER_VALUES, TERRAIN_TILES, TILE_BACK_CLASS, TERRAINS, type Terrain } from './data/tiles';
import { activeSeats, legalActions } from './legal';
import { HEX_COUNT, type HexIndex } from './geometry';
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

/**
 * Parts of states known to be frozen all the way down: a view or a determinized state may share
 * them by identity. A frozen object never thaws, so an answer once found stays true; the set is
 * weak, so it holds nothing the states do not.
 */
const frozenParts = new WeakSet<object>();

/** Whether `value` and everything within it is frozen. */
function frozenThroughout(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (!Object.isFrozen(value)) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!frozenThroughout(value[i])) return false;
  } else {
    const obj = value as Record<string, unknown>;
    for (const key in obj) if (!frozenThroughout(obj[key])) return false;
  }
  return true;
}

/**
 * A part of a state (or of a view) to hand out again: the part itself when it is frozen throughout
 * (states from `setup` and `apply` are), so views and determinized states share it instead of
 * copying it; else a copy, so that no caller can change the state through what it was given.
 */
function share<T>(part: T): T {
  if (typeof part !== 'object' || part === null || frozenParts.has(part)) return part;
  if (!frozenThroughout(part)) return clone(part);
  frozenParts.add(part);
  return part;
}

/** Each hex's terrain (see {@link SurviveView.terrain}), by board: a board changes only when a tile is removed. */
const terrainByBoard = new WeakMap<readonly (number | null)[], readonly (Terrain | null)[]>();

/** The faces of the tiles on `board`, by hex: frozen and shared between the views of a frozen board. */
function terrainOf(board: readonly (number | null)[]): (Terrain | null)[] {
  const frozen = Object.isFrozen(board);
  const known = frozen ? terrainByBoard.get(board) : undefined;
  if (known) return known as (Terrain | null)[];
  const terrain = new Array<Terrain | null>(board.length);
  for (let hex = 0; hex < board.length; hex++) {
    const tile = board[hex];
    terrain[hex] = tile === null || tile === undefined ? null : TERRAIN_TILES[tile]!.terrain;
  }
  if (!frozen) return terrain;
  terrainByBoard.set(board, Object.freeze(terrain));
  return terrain;
}

/**
 * Each frozen explorer with its value hidden, frozen: one object, shared by every view that hides
 * that explorer (an explorer of a state stays the same object until it changes), and a key
 * {@link determinize} can cache by.
 */
const hiddenViews = new WeakMap<Explorer, ExplorerView>();

/** Base of {@link HiddenExplorer}: its constructor returns the object it is given. */
class Lend {
  constructor(target: object) {
    return target as Lend;
  }
}

/**
 * What a hidden explorer's view carries for {@link determinize}: the explorers dealt to it, by
 * value, in a private field (invisible to JSON, spreads, `Object.keys` and `structuredClone`), so
 * that the determinized states of every view hiding it share them, found without a `WeakMap`
 * lookup per explorer (a search bot determinizes once per iteration, some forty hidden explorers).
 */
class HiddenExplorer extends Lend {
  #dealt: Explorer[] = [];
  /** The explorers dealt to `view` by value, if it is a hidden explorer's view made by {@link hidden}. */
  static dealtTo(view: object): Explorer[] | undefined {
    return #dealt in view ? (view as HiddenExplorer).#dealt : undefined;
  }
}

/** An explorer with its value hidden. */
function hidden(e: Explorer): ExplorerView {
  if (!Object.isFrozen(e)) return { colour: e.colour, value: null, status: e.status, hex: e.hex, boat: e.boat, isle: e.isle };
  let out = hiddenViews.get(e);
  if (out === undefined) {
    out = { colour: e.colour, value: null, status: e.status, hex: e.hex, boat: e.boat, isle: e.isle };
    new HiddenExplorer(out);
    hiddenViews.set(e, Object.freeze(out));
  }
  return out;
}

/**
 * The explorer lists handed out by {@link explorerViews}, by the state's (frozen) explorer list,
 * then by the set of colours whose values are seen (a bit per colour).
 */
const viewsByList = new WeakMap<readonly Explorer[], (readonly ExplorerView[] | undefined)[]>();

/**
 * The explorers as `viewer` sees them: frozen explorers whose value it may see are shared as they
 * are; the others with their value null where hidden. The list is frozen and shared by every view
 * of the same frozen explorers with the same colours seen (seats, spectators, later states whose
 * explorers did not change), so that most views build none; a list that would hold an explorer
 * that is not frozen is fresh.
 */
function explorerViews(s: SurviveState, viewer: Seat | null): ExplorerView[] {
  const explorers = s.explorers;
  // Which colours' values the viewer sees (S1.5): at most 8 colours.
  let seen = 0;
  for (let c = 0; c < s.colours; c++) if (seesValues(s, viewer, c)) seen |= 1 << c;
  const listFrozen = Object.isFrozen(explorers);
  const byMask = listFrozen ? viewsByList.get(explorers) : undefined;
  const kept = byMask?.[seen];
  if (kept !== undefined) return kept as ExplorerView[];
  const out = new Array<ExplorerView>(explorers.length);
  let allFrozen = listFrozen;
  for (let id = 0; id < explorers.length; id++) {
    const e = explorers[id]!;
    const frozen = Object.isFrozen(e);
    allFrozen &&= frozen;
    if ((seen & (1 << e.colour)) === 0) out[id] = hidden(e);
    else out[id] = frozen ? e : { colour: e.colour, value: e.value, status: e.status, hex: e.hex, boat: e.boat, isle: e.isle };
  }
  if (!allFrozen) return out;
  let lists = byMask;
  if (lists === undefined) viewsByList.set(explorers, (lists = []));
  lists[seen] = Object.freeze(out);
  return out;
}

/**
 * The view of `viewer` (`null`: a spectator). Built field by field: the public parts of a frozen
 * state are shared, not copied (a view is fresh or frozen throughout, so no caller can change the
 * state through it), and the faces of a board are worked out once per board.
 */
export function view(s: SurviveState, viewer: Seat | null): SurviveView {
  const active = activeSeats(s);
  const { unplaced, hands } = s;
  const pools = new Array<number[] | null>(unplaced.length);
  const counts = new Array<number>(unplaced.length);
  for (let c = 0; c < unplaced.length; c++) {
    const pool = unplaced[c]!;
    pools[c] = seesValues(s, viewer, c) ? share(pool) : null;
    counts[c] = pool.length;
  }
  const handViews = new Array<number[] | null>(hands.length);
  const handCounts = new Array<number>(hands.length);
  const handFaces = new Array<Terrain[]>(hands.length);
  for (let seat = 0; seat < hands.length; seat++) {
    const hand = hands[seat]!;
    handViews[seat] = seat === viewer ? share(hand) : null;
    handCounts[seat] = hand.length;
    const faces = new Array<Terrain>(hand.length);
    for (let k = 0; k < hand.length; k++) faces[k] = TERRAIN_TILES[hand[k]!]!.terrain;
    handFaces[seat] = faces;
  }
  // The state's fields in the state's order (as `setup` makes it), then what the view adds.
  return {
    game: s.game,
    options: share(s.options),
    colours: s.colours,
    colourOwner: share(s.colourOwner),
    boats: share(s.boats),
    creatures: share(s.creatures),
    discard: share(s.discard),
    phase: s.phase,
    placements: s.placements,
    current: s.current,
    turn: s.turn,
    step: s.step,
    tilePlayed: s.tilePlayed,
    movesLeft: s.movesLeft,
    swam: share(s.swam),
    rolled: s.rolled,
    pending: share(s.pending),
    kills: share(s.kills),
    endReason: s.endReason,
    schema: s.schema,
    players: s.players,
    terrain: terrainOf(s.board),
    explorers: explorerViews(s, viewer),
    unplaced: pools,
    unplacedCounts: counts,
    hands: handViews,
    handCounts,
    handFaces,
    active,
    legal: viewer !== null && active.includes(viewer) ? legalActions(s, viewer) : [],
  };
}

/** Whether a tile can be in a hand: its back is red or a defence tile (green backs resolve at once, S4.2). */
const isKeepable = (tile: number): boolean => TILE_BACK_CLASS[TERRAIN_TILES[tile]!.back] !== 'green';

/** Tile ids by terrain (in {@link TERRAINS}' order), ascending: those that may be kept in a hand (red and defence backs). */
const KEEPABLE_BY_TERRAIN: readonly (readonly number[])[] = TERRAINS.map((t) => TERRAIN_TILES.flatMap((tile, id) => (tile.terrain === t && isKeepable(id) ? [id] : [])));

/** Tile ids by terrain (in {@link TERRAINS}' order), ascending: the green backs, which resolve at once and never reach a hand. */
const GREEN_BY_TERRAIN: readonly (readonly number[])[] = TERRAINS.map((t) => TERRAIN_TILES.flatMap((tile, id) => (tile.terrain === t && !isKeepable(id) ? [id] : [])));

/** What a view's terrain says of the island: where land is, and the hexes of each face (in {@link TERRAINS}' order), ascending. */
interface Island {
  readonly land: readonly boolean[];
  readonly hexesByFace: readonly (readonly HexIndex[])[];
}

/** The {@link Island} of each frozen terrain (views of one board share one terrain, see `view`). */
const islands = new WeakMap<readonly (Terrain | null)[], Island>();

/** The island of a view's terrain: worked out once per frozen terrain, its land frozen to be shared by the states made from it. */
function islandOf(terrain: readonly (Terrain | null)[]): Island {
  const frozen = Object.isFrozen(terrain);
  const known = frozen ? islands.get(terrain) : undefined;
  if (known) return known;
  const land = new Array<boolean>(terrain.length);
  const hexesByFace: HexIndex[][] = TERRAINS.map(() => []);
  for (let hex = 0; hex < terrain.length; hex++) {
    const face = terrain[hex] ?? null;
    land[hex] = face !== null;
    if (face !== null) hexesByFace[TERRAINS.indexOf(face)]?.push(hex);
  }
  const island = { land: Object.freeze(land), hexesByFace };
  if (frozen) islands.set(terrain, island);
  return island;
}

/** Scratch for {@link determinize}: which tiles are seen (discarded or in a visible hand), by tile id. */
const seenTiles = new Uint8Array(TERRAIN_TILES.length);

/** A board without tiles, of the island's size, for {@link determinize} to copy (a copy of a plain array is one block copy). */
const NO_TILES: (number | null)[] = new Array<number | null>(HEX_COUNT).fill(null);

/** Explorer values run from 0 up to this (exclusive): the slots of a colour in {@link unseenValues}. */
const VALUE_SLOTS = Math.max(...EXPLORER_VALUES) + 1;

/** How many explorers of each value a colour has (S1.1), by value. */
const VALUE_COUNTS = new Uint8Array(VALUE_SLOTS);
for (const value of EXPLORER_VALUES) VALUE_COUNTS[value]!++;

/** Scratch for {@link determinize}: how many of each value a colour has not shown, colour by colour. */
const unseenValues = new Uint8Array(VALUE_SLOTS * COMPONENT_COUNTS.colours);


/** A part of a view for a determinized state: shared when frozen throughout (see {@link share}), else a copy, frozen. */
function own<T>(part: T): T {
  const out = share(part);
  return out === part ? out : deepFreeze(out);
}

/** Explorer `e` of a view, with `value`, as a determinized state holds it: frozen, as every part of a state is. */
function dealtExplorer(e: ExplorerView, value: number): Explorer {
  if (!Object.isFrozen(e)) return Object.freeze({ colour: e.colour, value, status: e.status, hex: e.hex, boat: e.boat, isle: e.isle });
  // A frozen explorer with its value shown is the state's own.
  if (e.value !== null) return e as Explorer;
  // A hidden explorer's view made by `view` keeps what was dealt to it (see `HiddenExplorer`).
  const byValue = HiddenExplorer.dealtTo(e);
  if (byValue === undefined) return Object.freeze({ colour: e.colour, value, status: e.status, hex: e.hex, boat: e.boat, isle: e.isle });
  return (byValue[value] ??= Object.freeze({ colour: e.colour, value, status: e.status, hex: e.hex, boat: e.boat, isle: e.isle }));
}

/** Takes one of `items` at random (`undefined` if none is left): an unbiased draw without replacement, whatever the order of `items`. */
function takeAny<T>(items: T[], rng: Rng): T | undefined {
  if (items.length <= 1) return items.pop();
  const i = rng.int(items.length);
  const taken = items[i];
  items[i] = items[items.length - 1]!;
  items.pop();
  return taken;
}

/**
 * A full state consistent with a view: hidden explorer values, the backs of the tiles on the
 * island and in the other seats' hands (each keeping its public face, hands only red or defence
 * backs) are redealt from `seed`, and so is the RNG. Each hidden thing is drawn without replacement
 * from what it may be (one draw each), so every consistent state is as likely as in a full
 * shuffle. Built directly from the view and frozen as it is built: the view's public parts, when
 * frozen (as `view` hands them out), are shared, and so are the land of one board and the
 * explorers already dealt to a hidden explorer with the same value.
 */
export function determinize(v: SurviveView, _seat: Seat, seed: string): SurviveState {
  const rng = createRng(seed);
  const { terrain, explorers, unplaced, unplacedCounts, hands, handFaces } = v;
  // Explorer values: each colour's values not seen, drawn for its hidden explorers (by id); what
  // is left is its unplaced pool. Counted by value (views hand out frozen lists, which V8 reads
  // several times slower than plain ones: each is read once, by index).
  const colours = v.colours;
  if (!(colours >= 1 && colours <= COMPONENT_COUNTS.colours)) throw new RangeError(`determinize: a view of Survive has 1 to ${COMPONENT_COUNTS.colours} colours, got ${colours}`);
  unseenValues.set(VALUE_COUNTS);
  for (let c = 1; c < colours; c++) unseenValues.copyWithin(c * VALUE_SLOTS, 0, VALUE_SLOTS);
  for (let c = 0; c < colours; c++) {
    const pool = unplaced[c];
    if (pool) for (let i = 0; i < pool.length; i++) unseenValues[c * VALUE_SLOTS + pool[i]!]!--;
  }
  for (let id = 0; id < explorers.length; id++) {
    const e = explorers[id]!;
    if (e.value !== null) unseenValues[e.colour * VALUE_SLOTS + e.value]!--;
  }
  const missing = new Array<number[]>(colours);
  for (let c = 0; c < colours; c++) {
    const values: number[] = [];
    for (let value = 0; value < VALUE_SLOTS; value++) for (let k = unseenValues[c * VALUE_SLOTS + value]!; k > 0; k--) values.push(value);
    missing[c] = values;
  }
  const known = new Array<Explorer>(explorers.length);
  for (let id = 0; id < explorers.length; id++) {
    const e = explorers[id]!;
    let value = e.value;
    if (value === null) {
      value = takeAny(missing[e.colour] ?? [], rng)!;
      unseenValues[e.colour * VALUE_SLOTS + value]!--;
    }
    known[id] = dealtExplorer(e, value);
  }
  // A hidden pool: the smallest of the values left, as many as the view counts.
  const pools = new Array<number[]>(colours);
  for (let c = 0; c < colours; c++) {
    const pool = unplaced[c];
    if (pool) {
      pools[c] = own(pool);
      continue;
    }
    const values: number[] = [];
    const count = unplacedCounts[c]!;
    for (let value = 0; value < VALUE_SLOTS && values.length < count; value++) {
      for (let k = unseenValues[c * VALUE_SLOTS + value]!; k > 0 && values.length < count; k--) values.push(value);
    }
    pools[c] = Object.freeze(values) as number[];
  }
  // Tiles, face by face: each hidden hand slot (in seat order) takes an unseen red or defence
  // tile of its face (green backs never reach a hand), and each of the island's tiles of that face
  // (by hex) one of the unseen tiles left.
  seenTiles.fill(0);
  const discard = v.discard;
  for (let i = 0; i < discard.length; i++) seenTiles[discard[i]!] = 1;
  for (let seat = 0; seat < hands.length; seat++) {
    const h = hands[seat];
    if (h) for (let i = 0; i < h.length; i++) seenTiles[h[i]!] = 1;
  }
  const dealt = new Array<number[]>(hands.length);
  for (let seat = 0; seat < hands.length; seat++) {
    const h = hands[seat];
    dealt[seat] = h ? own(h) : new Array<number>(handFaces[seat]!.length);
  }
  const { land, hexesByFace } = islandOf(terrain);
  const board = terrain.length === NO_TILES.length ? NO_TILES.slice() : new Array<number | null>(terrain.length).fill(null);
  for (let f = 0; f < TERRAINS.length; f++) {
    const face = TERRAINS[f]!;
    const unseen: number[] = [];
    const keepable = KEEPABLE_BY_TERRAIN[f]!;
    for (let i = 0; i < keepable.length; i++) if (seenTiles[keepable[i]!] === 0) unseen.push(keepable[i]!);
    for (let seat = 0; seat < hands.length; seat++) {
      if (hands[seat]) continue;
      const faces = handFaces[seat]!;
      for (let k = 0; k < faces.length; k++) if (faces[k] === face) dealt[seat]![k] = takeAny(unseen, rng)!;
    }
    const green = GREEN_BY_TERRAIN[f]!;
    for (let i = 0; i < green.length; i++) if (seenTiles[green[i]!] === 0) unseen.push(green[i]!);
    const hexes = hexesByFace[f]!;
    for (let i = 0; i < hexes.length; i++) board[hexes[i]!] = takeAny(unseen, rng)!;
  }
  for (let seat = 0; seat < hands.length; seat++) if (!hands[seat]) Object.freeze(dealt[seat]);
  // The state's fields in `setup`'s order, so that the rules meet the shape they always meet.
  return Object.freeze<SurviveState>({
    game: v.game,
    options: own(v.options),
    colours: v.colours,
    colourOwner: own(v.colourOwner),
    board: Object.freeze(board) as (number | null)[],
    land: land as boolean[],
    unplaced: Object.freeze(pools) as number[][],
    explorers: Object.freeze(known) as Explorer[],
    boats: own(v.boats),
    creatures: own(v.creatures),
    hands: Object.freeze(dealt) as number[][],
    discard: own(v.discard),
    phase: v.phase,
    placements: v.placements,
    current: v.current,
    turn: v.turn,
    step: v.step,
    tilePlayed: v.tilePlayed,
    movesLeft: v.movesLeft,
    swam: own(v.swam),
    rolled: v.rolled,
    pending: own(v.pending),
    kills: own(v.kills),
    endReason: v.endReason,
    schema: v.schema,
    players: v.players,
    rng: Object.freeze(rng.state()),
  });
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
