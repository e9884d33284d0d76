/**
 * Evaluations of the four Tabula titles, for playouts cut before the game ends. Each reads a full
 * state structurally (the few fields it needs, typed here, so that this package has no runtime
 * dependency on the games) and estimates what each seat would score if the game ended now; the
 * estimate becomes a reward by the seat's lead over its best opponent ({@link leadRewards}).
 *
 * The search hands an evaluation a determinization, never the true state (see `ismctsBot`): what
 * it reads of another seat's secrets was dealt at random from what the bot could not see.
 *
 * @module
 */
import { leadRewards, type Evaluation } from './rewards';

/** The fields of an Atlandice state that {@link atlandiceScores} reads. */
export interface AtlandiceLike {
  /** Number of seats. */
  players: number;
  /** Victory points by holder (seats, then the neutral player with 2 seats). */
  vp: number[];
  /** District tiles won by holder: 3 VP each at the end. */
  tilesWon: unknown[][];
  /** Resources held, `[holder][resource]`. */
  stock: number[][];
  /** Whether each resource is out of the game (it no longer scores majorities). */
  exhausted: boolean[];
}

/**
 * Atlandice (A8) if it ended now: points so far, 3 per district tile won, and the final
 * majorities of each resource still in play (most: 3 each, tied included; second: 1, only behind
 * a single leader). The neutral player's stock takes part in the majorities, as it does at the end.
 */
export function atlandiceScores(s: AtlandiceLike): number[] {
  const holders = s.stock.length;
  const out: number[] = new Array(s.players);
  for (let i = 0; i < s.players; i++) out[i] = (s.vp[i] ?? 0) + 3 * (s.tilesWon[i]?.length ?? 0);
  const resources = s.stock[0]?.length ?? 0;
  for (let r = 0; r < resources; r++) {
    if (s.exhausted[r]) continue;
    let first = 0;
    let firstCount = 0;
    for (let h = 0; h < holders; h++) {
      const v = s.stock[h]![r]!;
      if (v > first) {
        first = v;
        firstCount = 1;
      } else if (v === first && v > 0) firstCount++;
    }
    if (first < 1) continue;
    let second = 0;
    for (let h = 0; h < holders; h++) {
      const v = s.stock[h]![r]!;
      if (v < first && v > second) second = v;
    }
    for (let h = 0; h < s.players; h++) {
      const v = s.stock[h]![r]!;
      if (v === first) out[h]! += 3;
      else if (firstCount === 1 && second >= 1 && v === second) out[h]! += 1;
    }
  }
  return out;
}

/** The fields of a Survive state that {@link surviveScores} reads. */
export interface SurviveLike {
  /** Number of seats. */
  players: number;
  /** The seat owning each colour. */
  colourOwner: number[];
  /** Placed explorers: colour, where they are (hex indices, 0–132 row-major), the isle reached. */
  explorers: { colour: number; status: string; hex: number; isle: unknown }[];
  /** Unplaced explorers (their values) by colour, during setup. */
  unplaced?: unknown[][];
  /** Opposing explorers each seat killed (house rule 1). */
  kills?: number[];
  /** The setup options. */
  options?: { allEqual?: boolean; killBonus?: boolean; isleBonus?: boolean };
}

/**
 * Survive's board (S9): the playable columns of each of its 13 rows, and the sea hexes touching the
 * four safe isles, as `[row, column]` (public board data, as in `@tabula/survive`'s `data/board`).
 */
const SURVIVE_ROWS: readonly (readonly [number, number])[] = [
  [2, 8], [1, 10], [0, 10], [1, 10], [0, 10], [0, 11], [0, 10], [0, 11], [0, 10], [1, 10], [0, 10], [1, 10], [2, 8],
];
const SURVIVE_ISLE_HEXES: readonly (readonly [number, number])[] = [
  [1, 1], [2, 0], [1, 10], [2, 10], [10, 0], [11, 1], [10, 10], [11, 10],
];

/** Each hex index's distance, in hexes, to the nearest sea hex touching a safe isle (even-r offset rows, as the game's geometry). */
const SURVIVE_ISLE_DISTANCE: readonly number[] = (() => {
  const cells: { q: number; r: number }[] = [];
  const at = new Map<string, { q: number; r: number }>();
  SURVIVE_ROWS.forEach(([first, last], row) => {
    for (let col = first; col <= last; col++) {
      const c = { q: col - ((row + (row & 1)) >> 1), r: row };
      cells.push(c);
      at.set(`${row},${col}`, c);
    }
  });
  const isles = SURVIVE_ISLE_HEXES.map(([row, col]) => at.get(`${row},${col}`)!);
  return cells.map((c) => Math.min(...isles.map((i) => (Math.abs(c.q - i.q) + Math.abs(c.r - i.r) + Math.abs(c.q - i.q + c.r - i.r)) / 2)));
})();

/** The distance from hex `hex` (an index, 0–132) to the nearest sea hex touching a safe isle of Survive. */
export function surviveIsleDistance(hex: number): number {
  const d = SURVIVE_ISLE_DISTANCE[hex];
  if (d === undefined) throw new RangeError(`not a hex index of Survive's board (0–${SURVIVE_ISLE_DISTANCE.length - 1}): ${hex}`);
  return d;
}

/**
 * What share of an explorer's value each place is worth before it reaches a safe isle, next to an
 * isle: aboard a boat it is guarded and moves fast; swimming it is prey to sharks and sea serpents;
 * on land it still has the sea to cross. Each hex further from the isles takes
 * {@link SURVIVE_DISTANCE_COST} off (down to {@link SURVIVE_FLOOR}).
 */
const SURVIVE_BASE: Record<string, number> = { boat: 0.9, sea: 0.8, land: 0.6 };
/** The share of an explorer's value lost per hex between it and the nearest safe isle: a turn's swim, or most of one's sail. */
const SURVIVE_DISTANCE_COST = 0.1;
/** The least share of its value an explorer still on the board is worth. */
const SURVIVE_FLOOR = 0.05;

/**
 * The mean explorer value (S1.1: 1, 1, 1, 2, 2, 3, 3, 4, 5, 6). Values are secret during play, even
 * to their owner (S1.5), so a determinization deals them at random: weighing each explorer by its
 * dealt value would add noise to every estimate, not information. Each counts as the mean instead.
 */
const SURVIVE_MEAN_VALUE = 2.8;

/**
 * Survive (S7.2) if it ended now, counting explorers still on the board by their chance of reaching
 * safety: each explorer counts as the mean value (2.8; 1 with `allEqual`), in full once saved, else
 * by where it is and how far from the nearest safe isle (next to an isle: a boat 0.9, swimming
 * 0.8, land 0.6 of the value; 0.1 less per hex further, 0.05 at least), plus the house rules'
 * bonuses when they are on. Unplaced explorers (setup) count as on land in the middle of the island.
 */
export function surviveScores(s: SurviveLike): number[] {
  const out: number[] = new Array(s.players).fill(0);
  const value = s.options?.allEqual === true ? 1 : SURVIVE_MEAN_VALUE;
  const isles: Set<unknown>[] = Array.from({ length: s.players }, () => new Set());
  for (const e of s.explorers) {
    const seat = s.colourOwner[e.colour];
    if (seat === undefined || seat >= s.players || e.status === 'dead') continue;
    let share = 1;
    if (e.status === 'saved') isles[seat]!.add(e.isle);
    else share = Math.max(SURVIVE_FLOOR, (SURVIVE_BASE[e.status] ?? 0) - SURVIVE_DISTANCE_COST * (SURVIVE_ISLE_DISTANCE[e.hex] ?? 6));
    out[seat]! += share * value;
  }
  const unplacedShare = SURVIVE_BASE.land! - SURVIVE_DISTANCE_COST * 5;
  (s.unplaced ?? []).forEach((pool, colour) => {
    const seat = s.colourOwner[colour];
    if (seat === undefined || seat >= s.players) return;
    out[seat]! += unplacedShare * value * pool.length;
  });
  for (let seat = 0; seat < s.players; seat++) {
    if (s.options?.killBonus) out[seat]! += s.kills?.[seat] ?? 0;
    if (s.options?.isleBonus) out[seat]! += isles[seat]!.size;
  }
  return out;
}

/** The fields of an Akrotiri state that {@link akrotiriScores} reads. */
export interface AkrotiriLike {
  /** The component set, or `null` for the provisional set (map ids `E…`, `N…`, `H…`). */
  components: { maps: readonly { id: string; vp: number }[] } | null;
  /** Each seat's drachmas, cargo and excavated map cards. */
  seats: { drachmas: number; excavated: string[]; cargo: unknown[]; maps: string[] }[];
}

/** The provisional map cards' points by tier letter (the middle of each tier's range, K9). */
const AKROTIRI_TIER_VP: Record<string, number> = { E: 2.5, N: 4.5, H: 6.5 };

/**
 * Akrotiri (K6.2) if it ended now: the points of the map cards excavated, and a point per 10
 * drachmas (counted in fractions, so that every drachma helps), plus a little for cubes aboard
 * (each sells for drachmas) and map cards in hand (each a temple to come). Goal cards are left
 * out: they score the board's geometry, which only the game's own code reads cheaply.
 */
export function akrotiriScores(s: AkrotiriLike): number[] {
  const vpOf = (id: string): number => {
    const card = s.components?.maps.find((m) => m.id === id);
    return card ? card.vp : (AKROTIRI_TIER_VP[id[0] ?? ''] ?? 4);
  };
  return s.seats.map((p) => {
    let points = p.drachmas / 10 + 0.1 * p.cargo.length + 0.5 * p.maps.length;
    for (const id of p.excavated) points += vpOf(id);
    return points;
  });
}

/** The fields of a Clockwork Empire state that {@link clockworkScores} reads. */
export interface ClockworkLike {
  /** The component set, or `null` for the provisional set (whose card ids start with their colour's letter). */
  set?: { cards: readonly { id: string; colour: string }[] } | null;
  /** Each seat's points, built clockworkers (card ids), hand, resources and machine gods. */
  seats: { vp: number; built: { cards: string[] }[]; hand: unknown[]; resources: number[]; gods?: unknown[] }[];
}

/** The provisional set's card colours by the id's first letter (C9). */
const CLOCKWORK_LETTERS: Record<string, string> = { P: 'purple', Y: 'yellow', R: 'red', B: 'blue', G: 'green', S: 'grey', W: 'white' };
/** The six area colours, whose majorities score at the end (C8.3). */
const CLOCKWORK_AREA_COLOURS = ['purple', 'yellow', 'red', 'blue', 'green', 'grey'] as const;
/**
 * What a machine god held is worth at the end, on average (C8.1–C8.2): each god scores its own
 * text, which only the game's component data says; about 3.6 in random games of the provisional set.
 */
const CLOCKWORK_GOD_VP = 3.5;

/** `most` to the one seat with the greatest value (at least 1), `tied` to each when several share it (C8.3, C8.4). */
function majority(values: readonly number[], most: number, tied: number, into: number[]): void {
  let best = 0;
  let count = 0;
  for (const v of values) {
    if (v > best) {
      best = v;
      count = 1;
    } else if (v === best && v > 0) count++;
  }
  if (best < 1) return;
  values.forEach((v, seat) => {
    if (v === best) into[seat]! += count === 1 ? most : tied;
  });
}

/**
 * Clockwork Empire (C8) if it ended now: points so far, 1 per built clockworker, the colour
 * majorities of built clockworkers (3 alone, 1 each when tied, per area colour), the most cards in
 * hand and the most resources (4 alone, 2 each when tied), and 3.5 per machine god held (gods
 * score their own texts, which only the component data gives: about 3.6 each in random games).
 */
export function clockworkScores(s: ClockworkLike): number[] {
  const colourOf = new Map<string, string>();
  for (const c of s.set?.cards ?? []) colourOf.set(c.id, c.colour);
  const colour = (id: string): string | undefined => colourOf.get(id) ?? (s.set ? undefined : CLOCKWORK_LETTERS[id[0] ?? '']);
  const out = s.seats.map((p) => p.vp + p.built.length + CLOCKWORK_GOD_VP * (p.gods?.length ?? 0));
  for (const c of CLOCKWORK_AREA_COLOURS) {
    const counts = s.seats.map((p) => p.built.filter((cw) => cw.cards.some((id) => colour(id) === c)).length);
    majority(counts, 3, 1, out);
  }
  majority(s.seats.map((p) => p.hand.length), 4, 2, out);
  majority(
    s.seats.map((p) => p.resources.reduce((a, b) => a + b, 0)),
    4,
    2,
    out,
  );
  return out;
}

/** A title's search settings: its evaluation and how deep a playout goes before it is used. */
export interface GameProfile<S = any> {
  /** Rewards for a state where the playout was cut. */
  evaluate: Evaluation<S>;
  /** Actions played per iteration (tree and playout) before the evaluation is read. */
  maxDepth: number;
  /** The points that make a lead decisive: the evaluation's and the end's score margin scale. */
  scale: number;
  /** The heuristic score per seat behind `evaluate`. */
  scores: (state: S) => number[];
}

/** A profile from a score function and its scale. */
function profile<S>(scores: (state: S) => number[], scale: number, maxDepth: number): GameProfile<S> {
  return { scores, scale, maxDepth, evaluate: (state) => leadRewards(scores(state), scale) };
}

/**
 * The shipped profiles, by `game.name`: `ismctsBot` and the arena pick them by default. Depths and
 * scales were tuned on the strength bench (`bench/strength.ts`; see the README).
 */
export const profiles: Readonly<Record<string, GameProfile>> = Object.freeze({
  atlandice: profile(atlandiceScores, 3, 16),
  survive: profile(surviveScores, 1, 12),
  akrotiri: profile(akrotiriScores, 3, 16),
  'clockwork-empire': profile(clockworkScores, 4, 24),
});

/** The shipped profile of a game, by its name, or `undefined` for a game without one. */
export function profileFor(name: string): GameProfile | undefined {
  return Object.prototype.hasOwnProperty.call(profiles, name) ? profiles[name] : undefined;
}
