/**
 * Position builders and helpers for rule tests of Akrotiri: `@tabula/akrotiri/testing`.
 *
 * {@link position} builds a consistent state of play from the few things a test cares about (the
 * board, a seat's boat, cards and cubes, the turn) and fills in the rest so that every law of
 * `validateState` holds: decks hold the cards not used elsewhere, the market the cubes not on
 * the board or aboard, a seat's temples and excavated cards agree. {@link play} and {@link refuse}
 * play an action that must be legal, or must be refused, and say why when it is not so.
 *
 * @packageDocumentation
 */
import { createRng, deepFreeze, forceDraws, type Seat } from '@tabula/core';
import {
  actionsFor,
  akrotiri,
  COLORS,
  CUBES_PER_COLOR,
  GOAL_IDS,
  PROVISIONAL_COMPONENTS,
  SCHEMA,
  TEMPLES_PER_PLAYER,
  theraNode,
  TIERS,
  type AkrotiriAction,
  type AkrotiriEvent,
  type AkrotiriOptions,
  type AkrotiriState,
  type BoardCube,
  type Color,
  type ComponentSet,
  type GoalId,
  type Icon,
  type LandTile,
  type MapCard,
  type PlacedTile,
  type PlayerState,
  type Quadrant,
  type Rotation,
  type RouteEdge,
  type Step,
  type Temple,
  type Tier,
  type Turn,
} from '@tabula/akrotiri';

const SEPARATE: Quadrant[][] = [['NW'], ['NE'], ['SE'], ['SW']];

/** A test tile: `docks` maps each dock id to the quadrant of its piece. */
function testTile(id: string, icon: Icon, iconQuadrant: Quadrant, joins: Quadrant[][], docks: Record<string, Quadrant>, routes: RouteEdge[]): LandTile {
  return { id, icon, iconQuadrant, joins, docks: Object.entries(docks).map(([d, piece]) => ({ id: d, piece })), routes, provisional: false };
}

/**
 * Tiles for hand-built positions, beside the provisional ones in {@link TEST_COMPONENTS}: small
 * shapes whose islands, docks and routes are easy to follow. Setup never deals them.
 *
 * - `volcano`, `lake`, `forest`, `mountain`: four separate pieces, no dock, no route, the icon at
 *   NW (turn the tile to move it).
 * - `ladderFoot`, `ladder`: north of Thera, a "ladder" of islands each one portage further from it.
 * - `dockW`, `dockNWfromE`, `dockE`, `dockWSouth`, `dockS`: one dock, reached from one side.
 * - `whole`: all four pieces one island, one dock on its south side.
 */
export const TEST_TILES: readonly LandTile[] = deepFreeze([
  testTile('volcano', 'volcano', 'NW', SEPARATE, {}, []),
  testTile('lake', 'lake', 'NW', SEPARATE, {}, []),
  testTile('forest', 'forest', 'NW', SEPARATE, {}, []),
  testTile('mountain', 'mountain', 'NW', SEPARATE, {}, []),
  testTile('ladderFoot', 'lake', 'SW', SEPARATE, { y: 'NE' }, [['S', 'y']]),
  testTile('ladder', 'lake', 'SW', SEPARATE, { x: 'SE', y: 'NE' }, [['E', 'x'], ['x', 'y']]),
  testTile('dockW', 'mountain', 'SE', SEPARATE, { d: 'NW' }, [['W', 'd']]),
  testTile('dockNWfromE', 'mountain', 'SE', SEPARATE, { d: 'NW' }, [['E', 'd']]),
  testTile('dockE', 'forest', 'SW', SEPARATE, { d: 'NE' }, [['E', 'd']]),
  testTile('dockWSouth', 'forest', 'NE', SEPARATE, { d: 'SW' }, [['W', 'd']]),
  testTile('dockS', 'volcano', 'NW', SEPARATE, { d: 'SW' }, [['S', 'd']]),
  testTile('whole', 'mountain', 'NW', [['NW', 'NE', 'SE', 'SW']], { d: 'SW' }, [['S', 'd']]),
]);

/**
 * Map cards for hand-built positions (setup never deals them): `example`, the rulebook's example
 * card (a volcano above, a forest right, a mountain below); `twoWays` (a volcano above and one
 * left: one icon may count for both, K5.4 [D]); `free` and `free2`, with no requirement.
 */
export const TEST_MAPS: readonly MapCard[] = deepFreeze([
  { id: 'example', tier: 'easy', requirements: [{ count: 1, icon: 'volcano', direction: 'above' }, { count: 1, icon: 'forest', direction: 'right' }, { count: 1, icon: 'mountain', direction: 'below' }], cost: 3, vp: 3, provisional: false },
  { id: 'twoWays', tier: 'easy', requirements: [{ count: 1, icon: 'volcano', direction: 'above' }, { count: 1, icon: 'volcano', direction: 'left' }], cost: 2, vp: 2, provisional: false },
  { id: 'free', tier: 'easy', requirements: [], cost: 2, vp: 2, provisional: false },
  { id: 'free2', tier: 'normal', requirements: [], cost: 4, vp: 5, provisional: false },
] satisfies MapCard[]);

/** The provisional set plus {@link TEST_TILES} and {@link TEST_MAPS}: the set {@link position} uses unless told otherwise. */
export const TEST_COMPONENTS: ComponentSet = deepFreeze({
  ...PROVISIONAL_COMPONENTS,
  tiles: [...PROVISIONAL_COMPONENTS.tiles, ...TEST_TILES],
  maps: [...PROVISIONAL_COMPONENTS.maps, ...TEST_MAPS],
});

/** Placed tiles from `[tile, x, y, rotation?]` entries, oldest first (rotation 0 unless given). */
export function tiles(...list: [tile: string, x: number, y: number, rotation?: Rotation][]): PlacedTile[] {
  return list.map(([tile, x, y, rotation = 0]) => ({ tile, x, y, rotation }));
}

/** `count` cubes of `color` on quadrant `quadrant` of the tile on cell (x, y). */
export function cubes(x: number, y: number, quadrant: Quadrant, color: Color, count = 1): BoardCube[] {
  return Array.from({ length: count }, () => ({ x, y, quadrant, color }));
}

/** What a position says of a seat: any of its fields; the rest are filled in (see {@link position}). */
export type SeatSpec = Partial<PlayerState>;

/** What a hand-built position may set; {@link position} fills in the rest. */
export interface PositionSpec {
  /** The component set: {@link TEST_COMPONENTS} unless given. */
  components?: ComponentSet;
  /** K8: the variant; `'standard'` unless given. */
  variant?: 'standard' | 'strategic';
  /** The option of that name; `false` unless given. */
  stopWhenTilesRunOut?: boolean;
  /** K3.1: seat 0 unless given. */
  startPlayer?: Seat;
  /**
   * The placed tiles, oldest first (see {@link tiles}): each edge to edge with Thera or an earlier
   * one. A tile placed twice is a copy under a new id (the second `ladder` is `ladder#2`).
   */
  board?: PlacedTile[];
  /**
   * Each seat's things. Unless given: 2 drachmas; seat 0's boat at Thera's first dock, seat 1's at
   * its second; no cargo, tile, map card nor goal card; the temples of {@link PositionSpec.temples}
   * off its player board, and their map cards excavated.
   */
  seats?: [SeatSpec?, SeatSpec?];
  /** Cubes on the board (see {@link cubes}). */
  cubes?: BoardCube[];
  /** Temples on the board, oldest first. A map card under two temples is a copy under a new id (`E01#2`). */
  temples?: Temple[];
  /** K1.3: cubes on the market, by colour; unless given, the 8 of each colour not on the board nor aboard. */
  market?: Partial<Record<Color, number>>;
  /**
   * The tile deck, top first. Unless given, every tile of the set not placed, held nor discarded,
   * in the set's order. When given, the tiles used nowhere are left out of the position's set.
   */
  tileDeck?: string[];
  /** Tiles the Oracle discarded (K5.6). */
  tileDiscards?: string[];
  /** The map decks, top first, as for {@link PositionSpec.tileDeck}, tier by tier. */
  mapDecks?: Partial<Record<Tier, string[]>>;
  /** The goal deck, top first; unless given, the goal cards held nowhere, in order. */
  goalDeck?: GoalId[];
  /** K8: goal cards revealed face up. */
  revealedGoals?: GoalId[];
  /**
   * The turn: seat 0's unless given, turn 1 for the start player (2 for the other seat), the
   * actions its player board shows (K1.4), none used.
   */
  turn?: Partial<Turn>;
  /** What is owed, first step first: the turn's actions (K4.3) unless given. */
  steps?: Step[];
  /** The RNG's seed (for the draws of a reshuffle, an Oracle…); `'position'` unless given. */
  seed?: string;
}

/**
 * A position that is not a consistent state: {@link PositionError.problems} says why, field by
 * field (a field of the state, `$.…`, or for a mistake in the spec, the spec's fields: `cubes`).
 */
export class PositionError extends Error {
  override name = 'PositionError';
  /** What `validateState` found wrong. */
  readonly problems: readonly { path: string; message: string }[];
  constructor(problems: readonly { path: string; message: string }[]) {
    super(`not a consistent position: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
    this.problems = problems;
  }
}

/**
 * `items` with the second and later uses of a component (named by `idOf`) renamed `id#2`, `id#3`…,
 * each renamed one's component copied into `extra` under its new name.
 */
function copiesOf<T, C extends { id: string }>(items: readonly T[], idOf: (item: T) => string, renamed: (item: T, id: string) => T, components: readonly C[], extra: C[]): T[] {
  const uses = new Map<string, number>();
  return items.map((item) => {
    const id = idOf(item);
    const n = (uses.get(id) ?? 0) + 1;
    uses.set(id, n);
    const original = components.find((c) => c.id === id);
    if (n === 1 || original === undefined) return item;
    extra.push({ ...original, id: `${id}#${n}` });
    return renamed(item, `${id}#${n}`);
  });
}

/**
 * A state of play built from `spec`, in the middle of a turn unless the steps say otherwise, with
 * everything `spec` leaves out filled in consistently (see {@link PositionSpec}). Throws a
 * {@link PositionError} when the result breaks a law of `validateState`: the position a test asks
 * for must be one a game could reach. The common mistakes are named in the spec's terms (more
 * cubes of a colour put on the board and aboard than the game's 8, more temples of a seat than its
 * 6), not by the fields filled in from them.
 */
export function position(spec: PositionSpec = {}): AkrotiriState {
  const given = spec.components ?? TEST_COMPONENTS;
  const startPlayer = spec.startPlayer ?? 0;
  // Each component exists once: a tile placed again, or a map card under another temple, is a copy.
  const extraTiles: LandTile[] = [];
  const board = copiesOf(spec.board ?? [], (t) => t.tile, (t, id) => ({ ...t, tile: id }), given.tiles, extraTiles);
  const extraMaps: MapCard[] = [];
  const temples = copiesOf(spec.temples ?? [], (t) => t.map, (t, id) => ({ ...t, map: id }), given.maps, extraMaps);
  const set: ComponentSet = extraTiles.length + extraMaps.length === 0 ? given : { ...given, tiles: [...given.tiles, ...extraTiles], maps: [...given.maps, ...extraMaps] };
  const onBoard = spec.cubes ?? [];
  const docks = set.thera.docks.map((d) => theraNode(d.id));
  const seats = [0, 1].map((i): PlayerState => {
    const mine = temples.filter((t) => t.seat === i);
    const base: PlayerState = {
      drachmas: 2,
      boat: docks[i] ?? null,
      cargo: [],
      templesLeft: TEMPLES_PER_PLAYER - mine.length,
      tile: null,
      tileFaceUp: false,
      maps: [],
      excavated: mine.map((t) => t.map),
      goals: [],
      openGoals: [],
    };
    return { ...base, ...(spec.seats?.[i] ?? {}) };
  });
  const steps = spec.steps ?? [{ kind: 'actions', seat: spec.turn?.seat ?? 0 }];

  // Tiles: those used somewhere; the rest make the deck, or leave the set when the deck is given.
  const usedTiles = new Set([...board.map((t) => t.tile), ...seats.flatMap((p) => (p.tile === null ? [] : [p.tile])), ...(spec.tileDiscards ?? []), ...(spec.tileDeck ?? [])]);
  const setTiles = spec.tileDeck ? set.tiles.filter((t) => usedTiles.has(t.id)) : set.tiles;
  const tileDeck = spec.tileDeck ? [...spec.tileDeck] : set.tiles.filter((t) => !usedTiles.has(t.id)).map((t) => t.id);
  // Map cards, tier by tier, likewise.
  const usedMaps = new Set([...seats.flatMap((p) => [...p.maps, ...p.excavated]), ...TIERS.flatMap((t) => spec.mapDecks?.[t] ?? [])]);
  const setMaps = set.maps.filter((m) => spec.mapDecks?.[m.tier] === undefined || usedMaps.has(m.id));
  const mapDecks = Object.fromEntries(
    TIERS.map((tier) => [tier, spec.mapDecks?.[tier] ? [...spec.mapDecks[tier]] : set.maps.filter((m) => m.tier === tier && !usedMaps.has(m.id)).map((m) => m.id)]),
  ) as Record<Tier, string[]>;
  // Goal cards: those held nowhere make the deck.
  const held = new Set<GoalId>([...seats.flatMap((p) => p.goals), ...(spec.revealedGoals ?? []), ...steps.flatMap((st) => (st.kind === 'keepGoal' ? st.drawn : []))]);
  const goalDeck = spec.goalDeck ? [...spec.goalDeck] : GOAL_IDS.filter((g) => !held.has(g));
  // The market: the cubes of each colour not on the board nor aboard.
  const market = Object.fromEntries(
    COLORS.map((color) => {
      const out = onBoard.filter((x) => x.color === color).length + seats.reduce((n, p) => n + p.cargo.filter((x) => x === color).length, 0);
      return [color, spec.market?.[color] ?? CUBES_PER_COLOR - out];
    }),
  ) as Record<Color, number>;
  const turnSeat = spec.turn?.seat ?? 0;
  const turn: Turn = {
    seat: turnSeat,
    number: turnSeat === startPlayer ? 1 : 2,
    allowed: actionsFor(seats[turnSeat]?.templesLeft ?? TEMPLES_PER_PLAYER),
    used: 0,
    oracle: false,
    sequence: null,
    ...spec.turn,
  };
  const trimmed = setTiles !== set.tiles || setMaps.length !== set.maps.length;
  const components = trimmed ? { ...set, tiles: setTiles, maps: setMaps } : set;
  const state: AkrotiriState = {
    game: 'akrotiri',
    schema: SCHEMA,
    players: 2,
    rng: createRng(spec.seed ?? 'position').state(),
    components: components === PROVISIONAL_COMPONENTS ? null : structuredClone(components),
    variant: spec.variant ?? 'standard',
    stopWhenTilesRunOut: spec.stopWhenTilesRunOut ?? false,
    phase: 'play',
    startPlayer,
    board: { tiles: board.map((t) => ({ ...t })) },
    market,
    cubes: onBoard.map((x) => ({ ...x })),
    temples: temples.map((t) => ({ ...t })),
    seats,
    tileDeck,
    tileDiscards: [...(spec.tileDiscards ?? [])],
    mapDecks,
    goalDeck,
    revealedGoals: [...(spec.revealedGoals ?? [])],
    steps: structuredClone(steps),
    turn,
    ending: seats.some((p) => p.templesLeft === 0) ? 'lastTemple' : null,
    final: null,
  };
  const problems = akrotiri.validateState(state);
  if (problems.length === 0) return deepFreeze(state);
  // Said in the spec's terms: the laws broken in what it gave, as they are, and what it did wrong
  // that shows only in the fields filled in from it (`$.market.red … got -1`), in place of those.
  const mistakes = specMistakes(spec, seats, temples);
  const filled = (path: string) =>
    COLORS.some((color) => spec.market?.[color] === undefined && path === `$.market.${color}`) ||
    [0, 1].some((i) => (spec.seats?.[i]?.templesLeft === undefined && path.startsWith(`$.seats[${i}].templesLeft`)) || (spec.seats?.[i]?.excavated === undefined && path.startsWith(`$.seats[${i}].excavated`)));
  throw new PositionError(mistakes.length === 0 ? problems : [...problems.filter((p) => !filled(p.path)), ...mistakes]);
}

/**
 * The mistakes of a {@link position} spec that would otherwise show only as broken fields it fills
 * in (`$.market.red … got -1`, `$.seats[0].templesLeft … got -1`): more cubes of a colour on the
 * board and aboard than the game has, more temples of a seat on the board than it has. Each names
 * the spec's fields (`cubes`, `seats[0].cargo`, `temples`). Empty when there are none.
 */
function specMistakes(spec: PositionSpec, seats: readonly PlayerState[], temples: readonly Temple[]): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  for (const color of COLORS) {
    if (spec.market?.[color] !== undefined) continue;
    const onBoard = (spec.cubes ?? []).filter((x) => x.color === color).length;
    const aboard = seats.map((p) => p.cargo.filter((x) => x === color).length);
    const total = onBoard + aboard.reduce((a, b) => a + b, 0);
    if (total <= CUBES_PER_COLOR) continue;
    const where = [...(onBoard > 0 ? [`${onBoard} on the board`] : []), ...aboard.flatMap((n, seat) => (n > 0 ? [`${n} in seat ${seat}'s cargo`] : []))];
    const fields = [...(onBoard > 0 ? ['cubes'] : []), ...aboard.flatMap((n, seat) => (n > 0 ? [`seats[${seat}].cargo`] : []))];
    out.push({ path: fields.join(', '), message: `${total} ${color} cubes are put in play (${where.join(', ')}), but the game has ${CUBES_PER_COLOR} of each colour (K1.1)` });
  }
  for (let seat = 0; seat < seats.length; seat++) {
    if (spec.seats?.[seat]?.templesLeft !== undefined) continue;
    const built = temples.filter((t) => t.seat === seat).length;
    if (built > TEMPLES_PER_PLAYER) out.push({ path: 'temples', message: `${built} temples of seat ${seat} are put on the board, but a seat has ${TEMPLES_PER_PLAYER} (K1.1)` });
  }
  return out;
}

/** A new game from seed `'rules'`, start player 0 unless `options` say otherwise. */
export function fresh(options: AkrotiriOptions = {}): AkrotiriState {
  return akrotiri.setup({ players: 2, seed: 'rules', options: { startPlayer: 0, ...options } });
}

/** Whether two JSON values are equal, whatever the order of their keys. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Plays `action` of `seat`, which must be legal: among `legalActions`, and accepted. Forces the
 * RNG's next draws to `forced`, if given (for this action only). Throws, saying why, otherwise.
 */
export function play(s: AkrotiriState, seat: Seat, action: AkrotiriAction, ...forced: number[]): { state: AkrotiriState; events: AkrotiriEvent[] } {
  const out = akrotiri.apply(forced.length ? forceDraws(s, ...forced) : s, seat, action);
  if (!out.ok) throw new Error(`${JSON.stringify(action)} rejected: ${out.error.code}: ${out.error.message}`);
  if (!akrotiri.legalActions(s, seat).some((a) => same(a, action))) throw new Error(`${JSON.stringify(action)} was accepted but is not among seat ${seat}'s legal actions`);
  return { state: out.state, events: [...out.events] };
}

/** Plays `actions` of one seat in order, each as {@link play}; the state at the end and every event. */
export function playAll(s: AkrotiriState, seat: Seat, actions: AkrotiriAction[]): { state: AkrotiriState; events: AkrotiriEvent[] } {
  let state = s;
  const events: AkrotiriEvent[] = [];
  for (const a of actions) {
    const out = play(state, seat, a);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

/**
 * Plays `action` of `seat`, which must be refused with a message, leaving the state untouched,
 * and must not be among the legal actions; returns the rejection's code. `action` may be junk (an
 * untyped value): `apply` checks its input at run time.
 */
export function refuse(s: AkrotiriState, seat: Seat, action: unknown): string {
  const before = JSON.stringify(s);
  const out = akrotiri.apply(s, seat, action as AkrotiriAction);
  if (JSON.stringify(s) !== before) throw new Error(`refusing ${JSON.stringify(action)} changed the state`);
  if (out.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  if (out.error.message.length === 0) throw new Error(`${JSON.stringify(action)} was refused without a message`);
  if (akrotiri.legalActions(s, seat).some((a) => same(a, action))) throw new Error(`${JSON.stringify(action)} was refused but is among seat ${seat}'s legal actions`);
  return out.error.code;
}

/** The events of one type. */
export function eventsOf<T extends AkrotiriEvent['type']>(events: readonly AkrotiriEvent[], type: T): Extract<AkrotiriEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<AkrotiriEvent, { type: T }>[];
}

/** A seat's legal actions of one type. */
export function legalOf<T extends AkrotiriAction['type']>(s: AkrotiriState, seat: Seat, type: T): Extract<AkrotiriAction, { type: T }>[] {
  return akrotiri.legalActions(s, seat).filter((a) => a.type === type) as Extract<AkrotiriAction, { type: T }>[];
}

/** The seat that acts now. */
export function actor(s: AkrotiriState): Seat {
  const seat = akrotiri.activeSeats(s)[0];
  if (seat === undefined) throw new Error('nobody acts now: the game is over');
  return seat;
}

/** Plays the first legal action of whoever acts until `until` holds (at most `max` actions); throws if it never does. */
export function advanceUntil(s: AkrotiriState, until: (s: AkrotiriState) => boolean, max = 200): AkrotiriState {
  let state = s;
  for (let i = 0; i < max && !until(state); i++) {
    const seat = actor(state);
    state = play(state, seat, akrotiri.legalActions(state, seat)[0]!).state;
  }
  if (!until(state)) throw new Error(`advanceUntil: the condition did not hold within ${max} actions`);
  return state;
}
