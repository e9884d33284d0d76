/**
 * What a seat (or a spectator) sees (S1.5, S4.2, S6): explorer values only where allowed, tile
 * faces but not backs, its own hand but only the size of others'. Also `determinize` and
 * `resampleHidden`, which redeal exactly those secrets.
 */
import { createRng, deepFreeze, type Rng, type RngState, type Seat } from '@tabula/core';
import { blankArray, plainConstructor } from '@tabula/core/internal';
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

/** Explorer values run from 0 up to this (exclusive): the slots of a colour in {@link unseenValues}, and of a hidden explorer's dealt explorers. */
const VALUE_SLOTS = Math.max(...EXPLORER_VALUES) + 1;

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
 * A class of its own, not core's `privateMarks`: its check then only ever meets explorer views, and
 * V8 answers it at once (a deal 0.94 of the time with it, paired), where core's shared check meets
 * every kind of object marked.
 */
class HiddenExplorer extends Lend {
  // A slot for every value from the start: a read past the end of an array, or into a hole, takes
  // V8's slow path.
  #dealt: (Explorer | undefined)[] = blankArray(VALUE_SLOTS);
  /** The explorers dealt to `view` by value, if it is a hidden explorer's view made by {@link hidden}. */
  static dealtTo(view: object): (Explorer | undefined)[] | undefined {
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
 * state are shared, not copied (what a view shares is frozen throughout, so no caller can change the
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

/** How many explorers of each value a colour has (S1.1), by value. */
const VALUE_COUNTS = new Uint8Array(VALUE_SLOTS);
for (const value of EXPLORER_VALUES) VALUE_COUNTS[value]!++;

/** Scratch for {@link determinize}: how many of each value a colour has not shown, colour by colour. */
const unseenValues = new Uint8Array(VALUE_SLOTS * COMPONENT_COUNTS.colours);

/** Room for a colour's values in {@link missingValues}: all of its explorers'. */
const VALUES_PER_COLOUR = EXPLORER_VALUES.length;

/** Scratch for {@link determinize}: each colour's values not yet dealt, {@link VALUES_PER_COLOUR} slots a colour, the first {@link missingLeft}`[c]` in use. */
const missingValues = new Int32Array(VALUES_PER_COLOUR * COMPONENT_COUNTS.colours);

/** Scratch for {@link determinize}: how many of each colour's slots in {@link missingValues} are in use (0 for a colour a view does not have). */
const missingLeft = new Int32Array(COMPONENT_COUNTS.colours);

/** Scratch for {@link determinize}: the tiles of one face not yet dealt, and a hidden pool before it is kept (see {@link keptOrNew}). */
const drawn = new Int32Array(TERRAIN_TILES.length);

/** Scratch for {@link determinize}: a state's pools or hands before the list of them is kept (see {@link keptListOrNew}). */
const parts: (readonly number[])[] = [];

/** Scratch for {@link determinize}: the tiles dealt to hidden hands, hand after hand (see {@link DealPlan.handAt}); grown for a view with more. */
let handTiles = new Int32Array(TERRAIN_TILES.length);


/** A part of a view for a determinized state: shared when frozen throughout (see {@link share}), else a copy, frozen. */
function own<T>(part: T): T {
  const out = share(part);
  return out === part ? out : deepFreeze(out);
}

/** Explorer `e` of a view, with `value`, as a determinized state holds it: frozen, as every part of a state is. */
function dealtExplorer(e: ExplorerView, value: number): Explorer {
  // A hidden explorer's view made by `view` (frozen as it is made) keeps what was dealt to it (see
  // `HiddenExplorer`). Asked first: a search deals the same hidden explorers again and again, and
  // the mark is cheaper to read than whether `e` is frozen.
  const byValue = HiddenExplorer.dealtTo(e);
  if (byValue !== undefined) return (byValue[value] ??= Object.freeze({ colour: e.colour, value, status: e.status, hex: e.hex, boat: e.boat, isle: e.isle }));
  // A frozen explorer with its value shown is the state's own.
  if (Object.isFrozen(e) && e.value !== null) return e as Explorer;
  return Object.freeze({ colour: e.colour, value, status: e.status, hex: e.hex, boat: e.boat, isle: e.isle });
}

/**
 * Takes one of the `n` (at least one) values at `from[base…base + n)` at random and moves the last
 * into its place, so that the first `n − 1` are those left: an unbiased draw without replacement,
 * whatever their order, and no draw when there is no choice.
 */
function drawOne(from: Int32Array, base: number, n: number, rng: Rng): number {
  if (n === 1) return from[base]!;
  const i = base + rng.int(n);
  const taken = from[i]!;
  from[i] = from[base + n - 1]!;
  return taken;
}

/** What one face's tiles need for a deal: see {@link DealPlan}. */
interface FacePlan {
  /** Unseen tiles of this face that may be in a hand (red and defence backs), ascending. */
  readonly keepable: readonly number[];
  /** The hidden hand slots showing this face, in seat order: where each is in {@link handTiles} (see {@link DealPlan.handAt}). */
  readonly slots: readonly number[];
  /** Unseen green-backed tiles of this face, ascending. */
  readonly green: readonly number[];
  /** The island's hexes showing this face, ascending. */
  readonly hexes: readonly HexIndex[];
}

/**
 * What {@link determinize} works out from a view before it draws anything: the same for every
 * seed. A search determinizes one view once per iteration, so the last plan is kept while every
 * part of the view it was made from is still there (see {@link planFits}).
 */
interface DealPlan {
  /** The view's parts the plan was made from, compared by identity on reuse (a plan is kept only when each is frozen throughout). */
  readonly from: readonly unknown[];
  /** The view's hand faces when the plan was made, flattened (they are not frozen: compared by value). */
  readonly faces: readonly (Terrain | number)[];
  readonly colours: number;
  /** How many explorers of each value a colour has not shown, before the draws (as in {@link unseenValues}). */
  readonly unseen: Uint8Array;
  /** Each colour's values not shown, ascending, in {@link VALUES_PER_COLOUR} slots a colour: what its hidden explorers are drawn from (as in {@link missingValues}). */
  readonly missing: readonly number[];
  /** How many values each colour has not shown (as in {@link missingLeft}). */
  readonly missingCounts: readonly number[];
  /** The state's explorers where shown; hidden ones are dealt from {@link hidden}. */
  readonly known: readonly (Explorer | undefined)[];
  /** The hidden explorers, as pairs (id, explorer view), by id. */
  readonly hidden: readonly (number | ExplorerView)[];
  /** Each colour's unplaced pool where the view shows it, else null. */
  readonly pools: readonly (readonly number[] | null)[];
  /** Each seat's hand where the view shows it, else null. */
  readonly hands: readonly (readonly number[] | null)[];
  /** How many tiles each seat holds. */
  readonly handSizes: readonly number[];
  /** Where each seat's hidden hand is dealt in {@link handTiles} (its tiles follow one another). */
  readonly handAt: readonly number[];
  /** How many hidden hand slots there are (the room a deal needs in {@link handTiles}). */
  readonly handSlots: number;
  /** By face, in {@link TERRAINS}' order. */
  readonly byFace: readonly FacePlan[];
  readonly land: readonly boolean[];
  readonly options: SurviveState['options'];
  readonly colourOwner: SurviveState['colourOwner'];
  readonly boats: SurviveState['boats'];
  readonly creatures: SurviveState['creatures'];
  readonly discard: SurviveState['discard'];
  readonly swam: SurviveState['swam'];
  readonly pending: SurviveState['pending'];
  readonly kills: SurviveState['kills'];
  /**
   * What the last deal from this plan made, frozen, to be used again by a deal that makes the same
   * (see {@link keptOrNew}): its hidden pools, by colour; its hidden hands, by seat; and its list of
   * pools and of hands (slots 0 and 1).
   */
  readonly lastPools: (readonly number[] | undefined)[];
  readonly lastHands: (readonly number[] | undefined)[];
  readonly lastLists: (readonly (readonly number[])[] | undefined)[];
}

/**
 * `kept[i]` when it holds the `n` values at `from[base…base + n)`, else a new list of them, frozen
 * and kept there: a search's deals of one view often make the same pool or hand (in play every pool
 * is empty, and so is a hand that holds nothing), and a list used again costs no allocation and no
 * freeze (V8 freezes in its runtime, some 600 instructions a list). Each place in a state has its
 * own slot, so no list is reached twice within one state.
 */
function keptOrNew(kept: (readonly number[] | undefined)[], i: number, from: Int32Array, base: number, n: number): number[] {
  const last = kept[i];
  if (last !== undefined && last.length === n) {
    let k = 0;
    while (k < n && last[k] === from[base + k]) k++;
    if (k === n) return last as number[];
  }
  // `new Array(n)` with a length from data: V8 makes it in its builtin, which it never pretenures
  // (see core's `young`), and with less work than `blankArray`.
  const fresh = new Array<number>(n);
  for (let k = 0; k < n; k++) fresh[k] = from[base + k]!;
  kept[i] = Object.freeze(fresh);
  return fresh;
}

/** As {@link keptOrNew}, for a state's list of pools or of hands: the `n` first of {@link parts}, compared by identity. */
function keptListOrNew(kept: (readonly (readonly number[])[] | undefined)[], i: number, n: number): number[][] {
  const last = kept[i];
  if (last !== undefined && last.length === n) {
    let k = 0;
    while (k < n && last[k] === parts[k]) k++;
    if (k === n) return last as number[][];
  }
  const fresh = new Array<readonly number[]>(n);
  for (let k = 0; k < n; k++) fresh[k] = parts[k]!;
  kept[i] = Object.freeze(fresh);
  return fresh as number[][];
}

/**
 * The view {@link determinize} last made a plan for, and the plan: kept only for a view whose parts
 * are all frozen throughout (as `view` hands them out). One slot, not a map by view: a search deals
 * one view again and again, and a map would take an entry for every view ever dealt (a weak map's
 * entries for short-lived keys weigh on the collector: dealing a new view each time cost three
 * times as much with one).
 */
let lastView: SurviveView | undefined;
let lastPlan: DealPlan | undefined;

/** The parts of `v` a plan is made from and compared by identity (the lists of pools and hands by element). */
function planParts(v: SurviveView): unknown[] {
  const out: unknown[] = [v.terrain, v.explorers, v.options, v.colourOwner, v.boats, v.creatures, v.discard, v.swam, v.pending, v.kills];
  for (let c = 0; c < v.unplaced.length; c++) out.push(v.unplaced[c]);
  for (let seat = 0; seat < v.hands.length; seat++) out.push(v.hands[seat]);
  return out;
}

/** The faces of the hands of `v`, flattened with each hand's size before it. */
function handFacesOf(v: SurviveView): (Terrain | number)[] {
  const out: (Terrain | number)[] = [];
  for (let seat = 0; seat < v.handFaces.length; seat++) {
    const faces = v.handFaces[seat]!;
    out.push(faces.length);
    for (let k = 0; k < faces.length; k++) out.push(faces[k]!);
  }
  return out;
}

/** Whether `plan` was made from what `v` holds now (the same frozen parts, the same hand faces and colour count). */
function planFits(plan: DealPlan, v: SurviveView): boolean {
  const from = plan.from;
  // The same number of pools and of hands as when the plan was made (so that each is compared with its own).
  if (v.colours !== plan.colours || v.hands.length !== plan.hands.length || v.handFaces.length !== plan.hands.length || v.unplaced.length + v.hands.length + 10 !== from.length) return false;
  if (from[0] !== v.terrain || from[1] !== v.explorers || from[2] !== v.options || from[3] !== v.colourOwner || from[4] !== v.boats) return false;
  if (from[5] !== v.creatures || from[6] !== v.discard || from[7] !== v.swam || from[8] !== v.pending || from[9] !== v.kills) return false;
  let i = 10;
  for (let c = 0; c < v.unplaced.length; c++) if (from[i++] !== v.unplaced[c]) return false;
  for (let seat = 0; seat < v.hands.length; seat++) if (from[i++] !== v.hands[seat]) return false;
  const faces = plan.faces;
  let k = 0;
  for (let seat = 0; seat < v.handFaces.length; seat++) {
    const hand = v.handFaces[seat]!;
    if (faces[k++] !== hand.length) return false;
    for (let j = 0; j < hand.length; j++) if (faces[k++] !== hand[j]) return false;
  }
  return k === faces.length;
}

/** The plan of `v`: the one kept if it was made for `v` and still fits, else a new one (kept when every part of `v` it reads is frozen throughout). */
function planOf(v: SurviveView): DealPlan {
  if (v === lastView && planFits(lastPlan!, v)) return lastPlan!;
  const plan = makePlan(v);
  const from = plan.from;
  let keep = Object.isFrozen(v.terrain) && Object.isFrozen(v.explorers);
  for (let i = 1; keep && i < from.length; i++) keep = share(from[i]) === from[i];
  lastView = keep ? v : undefined;
  lastPlan = keep ? plan : undefined;
  return plan;
}

/**
 * Counts one explorer of colour `c` with `value` as shown, in `unseen` (see {@link DealPlan.unseen});
 * refuses a value the colour has no explorer left with (no state is consistent with such a view).
 */
function countShown(unseen: Uint8Array, c: number, value: number): void {
  const i = c * VALUE_SLOTS + value;
  if (!(Number.isInteger(value) && value >= 0 && value < VALUE_SLOTS && unseen[i]! > 0)) {
    throw new RangeError(`determinize: the view shows more explorers of colour ${c} with value ${value} than the colour has`);
  }
  unseen[i]!--;
}

/** Works out a {@link DealPlan} (see {@link determinize} for what is dealt and how). */
function makePlan(v: SurviveView): DealPlan {
  const { terrain, explorers, unplaced, hands, handFaces } = v;
  const colours = v.colours;
  if (!(colours >= 1 && colours <= COMPONENT_COUNTS.colours)) throw new RangeError(`determinize: a view of Survive has 1 to ${COMPONENT_COUNTS.colours} colours, got ${colours}`);
  // Explorer values, counted by value (views hand out frozen lists, which V8 reads several times
  // slower than plain ones: each is read once, by index).
  const unseen = new Uint8Array(VALUE_SLOTS * colours);
  for (let c = 0; c < colours; c++) unseen.set(VALUE_COUNTS, c * VALUE_SLOTS);
  for (let c = 0; c < colours; c++) {
    const pool = unplaced[c];
    if (pool) for (let i = 0; i < pool.length; i++) countShown(unseen, c, pool[i]!);
  }
  // Built by pushing, so that it has no holes: its copies, and the states' lists, stay packed.
  const known: (Explorer | undefined)[] = [];
  const hidden: (number | ExplorerView)[] = [];
  for (let id = 0; id < explorers.length; id++) {
    const e = explorers[id]!;
    if (e.value === null) {
      hidden.push(id, e);
      known.push(undefined);
      continue;
    }
    countShown(unseen, e.colour, e.value);
    known.push(dealtExplorer(e, e.value));
  }
  // Plain lists, not typed ones: a typed list costs far more to make (over 64 bytes, it is held
  // outside V8's heap), and a plan is made for every view a search starts from.
  const missing = new Array<number>(VALUES_PER_COLOUR * colours).fill(0);
  const missingCounts = new Array<number>(colours);
  for (let c = 0; c < colours; c++) {
    let n = 0;
    for (let value = 0; value < VALUE_SLOTS; value++) for (let k = unseen[c * VALUE_SLOTS + value]!; k > 0; k--) missing[c * VALUES_PER_COLOUR + n++] = value;
    missingCounts[c] = n;
  }
  const pools = new Array<readonly number[] | null>(colours);
  for (let c = 0; c < colours; c++) pools[c] = unplaced[c] ? own(unplaced[c]!) : null;
  // Tiles: those seen (discarded, or in a hand the view shows) are dealt to nobody.
  seenTiles.fill(0);
  const discard = v.discard;
  for (let i = 0; i < discard.length; i++) seenTiles[discard[i]!] = 1;
  const shownHands = new Array<readonly number[] | null>(hands.length);
  const handSizes = new Array<number>(hands.length);
  const handAt = new Array<number>(hands.length);
  let handSlots = 0;
  for (let seat = 0; seat < hands.length; seat++) {
    const h = hands[seat];
    if (h) for (let i = 0; i < h.length; i++) seenTiles[h[i]!] = 1;
    shownHands[seat] = h ? own(h) : null;
    handSizes[seat] = handFaces[seat]!.length;
    handAt[seat] = handSlots;
    if (!h) handSlots += handSizes[seat]!;
  }
  const { land, hexesByFace } = islandOf(terrain);
  const byFace = new Array<FacePlan>(TERRAINS.length);
  for (let f = 0; f < TERRAINS.length; f++) {
    const face = TERRAINS[f]!;
    const keepable: number[] = [];
    const ofFace = KEEPABLE_BY_TERRAIN[f]!;
    for (let i = 0; i < ofFace.length; i++) if (seenTiles[ofFace[i]!] === 0) keepable.push(ofFace[i]!);
    const slots: number[] = [];
    for (let seat = 0; seat < hands.length; seat++) {
      if (hands[seat]) continue;
      const faces = handFaces[seat]!;
      for (let k = 0; k < faces.length; k++) if (faces[k] === face) slots.push(handAt[seat]! + k);
    }
    const green: number[] = [];
    const greenOfFace = GREEN_BY_TERRAIN[f]!;
    for (let i = 0; i < greenOfFace.length; i++) if (seenTiles[greenOfFace[i]!] === 0) green.push(greenOfFace[i]!);
    byFace[f] = { keepable, slots, green, hexes: hexesByFace[f]! };
  }
  return {
    from: planParts(v),
    faces: handFacesOf(v),
    colours,
    unseen,
    missing,
    missingCounts,
    known,
    hidden,
    pools,
    hands: shownHands,
    handSizes,
    handAt,
    handSlots,
    byFace,
    land,
    options: own(v.options),
    colourOwner: own(v.colourOwner),
    boats: own(v.boats),
    creatures: own(v.creatures),
    discard: own(v.discard),
    swam: own(v.swam),
    pending: own(v.pending),
    kills: own(v.kills),
    lastPools: new Array<undefined>(colours).fill(undefined),
    lastHands: new Array<undefined>(hands.length).fill(undefined),
    lastLists: [undefined, undefined],
  };
}

/** The refusal of a view that hides more tiles of face `f` than it leaves unseen (no state is consistent with it). */
function tooFew(f: number): never {
  throw new RangeError(`determinize: the view hides more ${TERRAINS[f]} tiles than it leaves unseen`);
}

/**
 * A full state consistent with a view: hidden explorer values, the backs of the tiles on the
 * island and in the other seats' hands (each keeping its public face, hands only red or defence
 * backs) are redealt from `seed`, and so is the RNG. Each hidden thing is drawn without replacement
 * from what it may be (one draw each), so every consistent state is as likely as in a full
 * shuffle. Built directly from the view and frozen as it is built: the view's public parts, when
 * frozen (as `view` hands them out), are shared, and so are the land of one board and the
 * explorers already dealt to a hidden explorer with the same value. What does not depend on the
 * seed is worked out once and kept for the last view dealt (a search determinizes one view many
 * times in a row) while that view holds the same parts.
 */
export function determinize(v: SurviveView, _seat: Seat, seed: string): SurviveState {
  const plan = planOf(v);
  const rng = createRng(seed);
  const colours = plan.colours;
  // Explorer values: each hidden explorer (by id) draws one of its colour's values not shown;
  // what is left is the colour's unplaced pool.
  unseenValues.set(plan.unseen);
  // The plan's lists are plain (see `makePlan`), copied by loops.
  const missing = plan.missing;
  for (let i = 0; i < missing.length; i++) missingValues[i] = missing[i]!;
  const missingCounts = plan.missingCounts;
  for (let c = 0; c < missingLeft.length; c++) missingLeft[c] = c < missingCounts.length ? missingCounts[c]! : 0;
  const known = plan.known.slice() as Explorer[]; // a plain array: `slice` copies it at once, a spread entry by entry
  const hidden = plan.hidden;
  for (let i = 0; i < hidden.length; i += 2) {
    const e = hidden[i + 1] as ExplorerView;
    const n = missingLeft[e.colour];
    if (!(n! > 0)) throw new RangeError(`determinize: the view hides more explorers of colour ${e.colour} than it leaves values unshown`);
    const value = drawOne(missingValues, e.colour * VALUES_PER_COLOUR, n!, rng);
    missingLeft[e.colour] = n! - 1;
    unseenValues[e.colour * VALUE_SLOTS + value]!--;
    known[hidden[i] as number] = dealtExplorer(e, value);
  }
  // A hidden pool: the smallest of the values left, as many as the view counts.
  for (let c = 0; c < colours; c++) {
    const shown = plan.pools[c];
    if (shown) {
      parts[c] = shown;
      continue;
    }
    let n = 0;
    const count = v.unplacedCounts[c]!;
    for (let value = 0; value < VALUE_SLOTS && n < count; value++) {
      for (let k = unseenValues[c * VALUE_SLOTS + value]!; k > 0 && n < count; k--) drawn[n++] = value;
    }
    parts[c] = keptOrNew(plan.lastPools, c, drawn, 0, n);
  }
  const pools = keptListOrNew(plan.lastLists, 0, colours);
  // Tiles, face by face: each hidden hand slot (in seat order) takes an unseen red or defence
  // tile of its face (green backs never reach a hand), and each of the island's tiles of that face
  // (by hex) one of the unseen tiles left.
  if (handTiles.length < plan.handSlots) handTiles = new Int32Array(plan.handSlots);
  const board = plan.land.length === NO_TILES.length ? NO_TILES.slice() : new Array<number | null>(plan.land.length).fill(null);
  for (let f = 0; f < plan.byFace.length; f++) {
    const { keepable, slots, green, hexes } = plan.byFace[f]!;
    let n = keepable.length;
    for (let i = 0; i < n; i++) drawn[i] = keepable[i]!;
    for (let i = 0; i < slots.length; i++) handTiles[slots[i]!] = n > 0 ? drawOne(drawn, 0, n--, rng) : tooFew(f);
    for (let i = 0; i < green.length; i++) drawn[n++] = green[i]!;
    for (let i = 0; i < hexes.length; i++) board[hexes[i]!] = n > 0 ? drawOne(drawn, 0, n--, rng) : tooFew(f);
  }
  const seats = plan.hands.length;
  for (let seat = 0; seat < seats; seat++) parts[seat] = plan.hands[seat] ?? keptOrNew(plan.lastHands, seat, handTiles, plan.handAt[seat]!, plan.handSizes[seat]!);
  const hands = keptListOrNew(plan.lastLists, 1, seats);
  return Object.freeze(new DealtState(v, plan, Object.freeze(board) as (number | null)[], pools, Object.freeze(known) as Explorer[], hands, Object.freeze(rng.state())));
}

/**
 * A determinized state, made by a constructor rather than a literal: a search drops each deal soon,
 * and V8 may move what a literal makes to its long-lived space for good (see core's
 * `plainConstructor`). The state's fields in `setup`'s order, so that the rules meet the shape they
 * always meet.
 */
const DealtState = plainConstructor(function (
  this: SurviveState,
  v: SurviveView,
  plan: DealPlan,
  board: (number | null)[],
  unplaced: number[][],
  explorers: Explorer[],
  hands: number[][],
  rng: RngState,
) {
  this.game = v.game;
  this.options = plan.options;
  this.colours = plan.colours;
  this.colourOwner = plan.colourOwner;
  this.board = board;
  this.land = plan.land as boolean[];
  this.unplaced = unplaced;
  this.explorers = explorers;
  this.boats = plan.boats;
  this.creatures = plan.creatures;
  this.hands = hands;
  this.discard = plan.discard;
  this.phase = v.phase;
  this.placements = v.placements;
  this.current = v.current;
  this.turn = v.turn;
  this.step = v.step;
  this.tilePlayed = v.tilePlayed;
  this.movesLeft = v.movesLeft;
  this.swam = plan.swam;
  this.rolled = v.rolled;
  this.pending = plan.pending;
  this.kills = plan.kills;
  this.endReason = v.endReason;
  this.schema = v.schema;
  this.players = v.players;
  this.rng = rng;
});

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
