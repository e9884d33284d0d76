/**
 * Board geometry over dense hex indices (S9), with what setup (S1), movement (S3), tile removal
 * (S4), creatures (S5) and tile backs (S6) ask of it. Every table is built once at module load;
 * the functions are pure and allocate little.
 *
 * A hex index numbers the 133 hexes 0..132 row-major (row 0 left to right, then row 1, ...), so
 * game state can hold positions as plain JSON numbers.
 *
 * The sea is not fixed: a land slot becomes sea once its tile is removed (S4.2). Functions that
 * depend on it take a {@link LandPresence}.
 *
 * @module
 */
import {
  CENTRE,
  LAND_SLOTS,
  ROW_COLUMNS,
  SAFE_ISLE_NAMES,
  SAFE_ISLES,
  SEA_SERPENT_STARTS,
  type Hex,
  type SafeIsle,
} from './data/board';

/** A hex's dense index, 0..132 row-major (S9). */
export type HexIndex = number;

/**
 * Which land slots still hold a terrain tile: an array indexed by hex index, of length
 * {@link HEX_COUNT}, `true` where a tile lies. Entries at hexes that are not land slots are ignored
 * (those are always sea). See {@link landAtStart}.
 */
export type LandPresence = ArrayLike<boolean>;

/**
 * A test on a hex a sea move reaches: `true` when the move may go on past it, `false` when a move
 * entering it must end there (S5.1 [D]: a creature does not pass through a space where its move
 * would have to end, e.g. a shark at swimmers, S5.3).
 */
export type PassThrough = (hex: HexIndex) => boolean;

interface Cell {
  readonly hex: Hex;
  /** Axial coordinates, for distance. */
  readonly q: number;
  readonly r: number;
  readonly neighbours: readonly HexIndex[];
  readonly landSlot: boolean;
  readonly isle: SafeIsle | undefined;
}

interface Row {
  readonly first: number;
  readonly last: number;
  /** Index of the row's first hex. */
  readonly start: number;
}

const rows: Row[] = [];
let total = 0;
for (const [first, last] of ROW_COLUMNS) {
  rows.push({ first, last, start: total });
  total += last - first + 1;
}

/** S9: the number of playable hexes (133). */
export const HEX_COUNT: number = total;

/**
 * The index of the hex at `[row, col]` (S9 offset coordinates), or `undefined` when there is no
 * such hex on the board.
 */
export function hexIndex(row: number, col: number): HexIndex | undefined {
  const range = rows[row];
  if (range === undefined || !Number.isInteger(col) || col < range.first || col > range.last) return undefined;
  return range.start + col - range.first;
}

function indexOf(hex: Hex): HexIndex {
  const index = hexIndex(hex[0], hex[1]);
  if (index === undefined) throw new Error(`board data names a hex off the board: [${hex.join(', ')}]`);
  return index;
}

// S9 neighbour offsets, in the digest's order: NW, NE, W, E, SW, SE. In row-major indexing this is
// also ascending index order.
const EVEN_ROW_STEPS: readonly Hex[] = [[-1, 0], [-1, 1], [0, -1], [0, 1], [1, 0], [1, 1]];
const ODD_ROW_STEPS: readonly Hex[] = [[-1, -1], [-1, 0], [0, -1], [0, 1], [1, -1], [1, 0]];

const landSlotSet = new Set(LAND_SLOTS.map(indexOf));
const isleByHex = new Map<HexIndex, SafeIsle>();
for (const isle of SAFE_ISLE_NAMES) for (const hex of SAFE_ISLES[isle]) isleByHex.set(indexOf(hex), isle);

// Not frozen, though never changed: V8 reads frozen arrays more slowly (see `adjacent`).
const cells: readonly Cell[] = rows.flatMap((range, row) => {
  const out: Cell[] = [];
  for (let col = range.first; col <= range.last; col++) {
    const index = range.start + col - range.first;
    const steps = row % 2 === 0 ? EVEN_ROW_STEPS : ODD_ROW_STEPS;
    const neighbours: HexIndex[] = [];
    for (const [dr, dc] of steps) {
      const n = hexIndex(row + dr, col + dc);
      if (n !== undefined) neighbours.push(n);
    }
    out.push({
      hex: Object.freeze([row, col] as const),
      // even-r offset to axial: even rows are shifted right, so odd rows lag half a hex.
      q: col - ((row + (row & 1)) >> 1),
      r: row,
      neighbours: Object.freeze(neighbours),
      landSlot: landSlotSet.has(index),
      isle: isleByHex.get(index),
    });
  }
  return out;
});

function cell(index: HexIndex): Cell {
  const c = cells[index];
  if (c === undefined) throw new RangeError(`not a hex index (0..${HEX_COUNT - 1}): ${index}`);
  return c;
}

/** Whether `value` is a valid hex index: an integer 0..132. Use it to vet untrusted input. */
export function isHexIndex(value: unknown): value is HexIndex {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < HEX_COUNT;
}

/** The `[row, col]` of a hex index (a shared frozen tuple). Throws a RangeError on a bad index. */
export function hexOf(index: HexIndex): Hex {
  return cell(index).hex;
}

/**
 * S9: the hexes adjacent to `index`, in ascending index order (NW, NE, W, E, SW, SE, skipping any
 * off the board): 2 to 6 of them. A shared frozen array. Throws a RangeError on a bad index.
 */
export function neighbours(index: HexIndex): readonly HexIndex[] {
  return cell(index).neighbours;
}

/** The number of steps between two hexes across the grid, ignoring land and sea. */
export function distance(a: HexIndex, b: HexIndex): number {
  const x = cell(a);
  const y = cell(b);
  const dq = x.q - y.q;
  const dr = x.r - y.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** S9: whether the hex is one of the 40 island slots (whether or not its tile is still there). */
export function isLandSlot(index: HexIndex): boolean {
  return cell(index).landSlot;
}

/** S9: the 40 island slots as hex indices, ascending. */
export const LAND_SLOT_INDICES: readonly HexIndex[] = Object.freeze([...landSlotSet].sort((a, b) => a - b));

/** S9: the 93 hexes that are sea at the start (every hex but the land slots), ascending. */
export const SEA_AT_START: readonly HexIndex[] = Object.freeze(
  cells.flatMap((c, index) => (c.landSlot ? [] : [index])),
);

/** S9: the index of the island's centre, a sea hex walled in by land slots. */
export const CENTRE_INDEX: HexIndex = indexOf(CENTRE);

/** S9, S1.1: the 5 sea serpents' start hexes as indices, ascending. */
export const SEA_SERPENT_START_INDICES: readonly HexIndex[] = Object.freeze(
  SEA_SERPENT_STARTS.map(indexOf).sort((a, b) => a - b),
);

/** S9: the two sea hexes touching each safe isle, as indices, in {@link SAFE_ISLES}' order. */
export const SAFE_ISLE_HEXES: Readonly<Record<SafeIsle, readonly [HexIndex, HexIndex]>> = Object.freeze({
  NW: Object.freeze([indexOf(SAFE_ISLES.NW[0]), indexOf(SAFE_ISLES.NW[1])] as const),
  NE: Object.freeze([indexOf(SAFE_ISLES.NE[0]), indexOf(SAFE_ISLES.NE[1])] as const),
  SW: Object.freeze([indexOf(SAFE_ISLES.SW[0]), indexOf(SAFE_ISLES.SW[1])] as const),
  SE: Object.freeze([indexOf(SAFE_ISLES.SE[0]), indexOf(SAFE_ISLES.SE[1])] as const),
});

/**
 * S3.3, S3.4: the safe isle a hex touches, or `undefined`. Explorers land on an isle only from
 * one of its two touching sea hexes.
 */
export function safeIsleOf(index: HexIndex): SafeIsle | undefined {
  return cell(index).isle;
}

/**
 * S1.2: a fresh {@link LandPresence} for the start of play: every land slot holds a tile. The
 * caller owns the array (plain JSON booleans, fit for game state).
 */
export function landAtStart(): boolean[] {
  return cells.map((c) => c.landSlot);
}

function checkLand(land: LandPresence): void {
  if (land.length !== HEX_COUNT) {
    throw new RangeError(`land presence must be indexed by hex (length ${HEX_COUNT}), got length ${land.length}`);
  }
}

/*
 * Plain twins of the tables above for the rules' hot loops, never handed out: V8 (as in Node 20)
 * reads frozen arrays several times slower than plain ones, element by element or by builtins.
 */

/** Per hex, whether it is one of the island slots. */
const LAND_SLOT_FLAGS: readonly boolean[] = cells.map((c) => c.landSlot);

/** Per hex, its neighbours (as {@link neighbours}). */
const NEIGHBOURS: readonly (readonly HexIndex[])[] = cells.map((c) => [...c.neighbours]);

/**
 * S9: the hexes adjacent to `index`, as {@link neighbours} but without the bounds check, in a
 * plain array that is faster to read than the frozen one: for the rules' hot loops, on indices
 * known to be valid. Shared: never change it.
 */
export function adjacent(index: HexIndex): readonly HexIndex[] {
  return NEIGHBOURS[index]!;
}

/** S9: {@link LAND_SLOT_INDICES} as a plain array, for the rules' hot loops (see {@link adjacent}). Shared: never change it. */
export const LAND_SLOT_LIST: readonly HexIndex[] = [...LAND_SLOT_INDICES];

function seaAt(c: Cell, index: HexIndex, land: LandPresence): boolean {
  return !c.landSlot || land[index] !== true;
}

/**
 * {@link isSea} without its checks, for hot loops over indices known to be valid (such as those of
 * {@link neighbours}) and a `land` known to be indexed by hex: it reads one entry of `land` at most.
 */
export function isSeaUnchecked(index: HexIndex, land: LandPresence): boolean {
  return !LAND_SLOT_FLAGS[index] || land[index] !== true;
}

/** Whether a hex is sea on the current board: not a land slot, or a slot whose tile is gone (S4.2). */
export function isSea(index: HexIndex, land: LandPresence): boolean {
  checkLand(land);
  return seaAt(cell(index), index, land);
}

/**
 * S4.1: whether the hex holds a terrain tile adjacent to at least one sea hex of the current board
 * (the centre and spaces of removed tiles count as sea).
 */
export function isCoastal(index: HexIndex, land: LandPresence): boolean {
  checkLand(land);
  return coastal(index, land);
}

function coastal(index: HexIndex, land: LandPresence): boolean {
  const c = cell(index);
  if (seaAt(c, index, land)) return false;
  const around = NEIGHBOURS[index]!;
  for (let i = 0; i < around.length; i++) if (isSeaUnchecked(around[i]!, land)) return true;
  return false;
}

/**
 * S4.1: the land slots still holding a tile that touch the sea on the current board, ascending.
 * The coast moves inward as tiles are removed. 28 at the start.
 */
export function coastalLandSlots(land: LandPresence): HexIndex[] {
  checkLand(land);
  const out: HexIndex[] = [];
  for (const index of LAND_SLOT_INDICES) if (coastal(index, land)) out.push(index);
  return out;
}

/**
 * S1.4: the 28 sea hexes where boats may be placed at setup, ascending: sea hexes adjacent to a
 * terrain tile, less those holding a sea serpent at the start (S9; only the centre is both).
 * Spaces already holding a boat are the caller's to exclude.
 */
export const STARTING_BOAT_SPACES: readonly HexIndex[] = Object.freeze(
  SEA_AT_START.filter(
    (index) => !SEA_SERPENT_START_INDICES.includes(index) && cell(index).neighbours.some((n) => cell(n).landSlot),
  ),
);

function collectNeighbours(index: HexIndex, land: LandPresence, wantSea: boolean, out: HexIndex[]): HexIndex[] {
  checkLand(land);
  out.length = 0;
  cell(index);
  const around = NEIGHBOURS[index]!;
  for (let i = 0; i < around.length; i++) {
    const n = around[i]!;
    if (isSeaUnchecked(n, land) === wantSea) out.push(n);
  }
  return out;
}

/**
 * S3, S5, S6: the sea hexes adjacent to `index` on the current board, ascending: where a boat,
 * swimmer or creature may go in one step, and (with `index`) the area a whirlpool clears. Pass
 * `out` to reuse an array (it is cleared first); otherwise a new one is returned.
 */
export function seaNeighbours(index: HexIndex, land: LandPresence, out: HexIndex[] = []): HexIndex[] {
  return collectNeighbours(index, land, true, out);
}

/**
 * S3, S5: whether `to` is a sea hex adjacent to `from` on the current board: the same test as
 * `seaNeighbours(from, land).includes(to)`, without building the list.
 */
export function isSeaNeighbour(from: HexIndex, to: HexIndex, land: LandPresence): boolean {
  checkLand(land);
  cell(from);
  return NEIGHBOURS[from]!.includes(to) && isSeaUnchecked(to, land);
}

/**
 * S3.2: the adjacent hexes that still hold a terrain tile, ascending: where an explorer on land
 * may walk. Pass `out` to reuse an array (it is cleared first).
 */
export function landNeighbours(index: HexIndex, land: LandPresence, out: HexIndex[] = []): HexIndex[] {
  return collectNeighbours(index, land, false, out);
}

/**
 * S3.2: whether `to` still holds a terrain tile adjacent to `from`: the same test as
 * `landNeighbours(from, land).includes(to)`, without building the list.
 */
export function isLandNeighbour(from: HexIndex, to: HexIndex, land: LandPresence): boolean {
  checkLand(land);
  cell(from);
  return NEIGHBOURS[from]!.includes(to) && !isSeaUnchecked(to, land);
}

/** The breadth-first search's queue: after a search, the hexes reached, `from` first. */
const queue = new Int16Array(HEX_COUNT);

/**
 * The breadth-first search behind {@link seaDistances}, writing into `steps` (length
 * {@link HEX_COUNT}, overwritten) so that callers that only read the result can reuse one buffer.
 * Returns how many hexes it reached (with `from`): they are `queue[0]` onwards.
 */
function search(from: HexIndex, maxSteps: number, land: LandPresence, through: PassThrough | undefined, steps: Int16Array): number {
  checkLand(land);
  cell(from);
  steps.fill(-1);
  steps[from] = 0;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const at = queue[head++] as number;
    const d = steps[at] as number;
    if (d >= maxSteps || (at !== from && through !== undefined && !through(at))) continue;
    const around = NEIGHBOURS[at]!;
    for (let i = 0; i < around.length; i++) {
      const n = around[i]!;
      if (steps[n] === -1 && isSeaUnchecked(n, land)) {
        steps[n] = d + 1;
        queue[tail++] = n;
      }
    }
  }
  return tail;
}

/**
 * S5.1, S6: the fewest sea steps from `from` to every hex, moving only through sea hexes of the
 * current board, up to `maxSteps`; -1 where unreachable within that. `from` itself is 0 and need
 * not be sea. With `through`, a hex for which it returns `false` can be reached but not passed.
 */
export function seaDistances(from: HexIndex, maxSteps: number, land: LandPresence, through?: PassThrough): Int16Array {
  const steps = new Int16Array(HEX_COUNT);
  search(from, maxSteps, land, through, steps);
  return steps;
}

/** {@link seaWithin}'s scratch distances: never handed out. */
const scratchSteps = new Int16Array(HEX_COUNT);

/**
 * S5.1, S6: the sea hexes reachable from `from` in 1 to `maxSteps` sea steps on the current board,
 * ascending, `from` excluded: where a creature, a dolphin-moved swimmer or a wind-blown boat may
 * end. `through` as in {@link seaDistances} (it must not itself call `seaWithin`, whose scratch
 * memory is in use meanwhile).
 */
export function seaWithin(from: HexIndex, maxSteps: number, land: LandPresence, through?: PassThrough): HexIndex[] {
  const reached = search(from, maxSteps, land, through, scratchSteps);
  // The hexes reached after `from`, in index order (a typed array sorts numerically).
  const sorted = queue.subarray(1, reached).sort();
  const out: HexIndex[] = [];
  for (let i = 0; i < sorted.length; i++) out.push(sorted[i]!);
  return out;
}
