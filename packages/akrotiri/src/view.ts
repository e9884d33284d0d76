/**
 * What a seat (or a spectator) sees: everything but the RNG, the order of the decks, and the other
 * seat's secrets (its tile in hand unless the Oracle revealed it, its map cards, shown as counts per
 * tier, and its goal cards, shown as a count beside those it took face up). Plus `determinize` and
 * the leak check's `resampleHidden`, which both keep what is public.
 */
import { createRng, deepFreeze, type Rng, type RngState, type Seat } from '@tabula/core';
import { blankArray, plainConstructor } from '@tabula/core/internal';
import type { AkrotiriAction } from './actions';
import { GOAL_IDS, type GoalId } from './data/goals';
import { PROVISIONAL_COMPONENTS } from './data/components';
import { TIERS, type ComponentSet, type Tier } from './data/types';
import { activeSeats, legalActions, pendingDecision } from './legal';
import { componentsOf } from './rules/geometry';
import type { AkrotiriState, PlayerState, Step } from './state';

/**
 * A seat as seen: its secrets only for its own viewer. What every seat knows stays visible: a tile
 * the Oracle revealed (`tileFaceUp`), and the goal cards taken face up (`openGoals`, K8).
 */
export type SeatView = Omit<PlayerState, 'tile' | 'maps' | 'goals'> & {
  /** The tile in hand: the viewer's own, or anyone's revealed by the Oracle; else `null` (see `hasTile`). */
  tile: string | null;
  /** Whether the seat holds a tile. */
  hasTile: boolean;
  /** Map cards in hand: the viewer's own; `null` for others (see `mapCounts`). */
  maps: string[] | null;
  /** Map cards in hand per tier (card backs show the tier). */
  mapCounts: Record<Tier, number>;
  /** Goal cards: the viewer's own; `null` for others (see `goalCount` and `openGoals`). */
  goals: GoalId[] | null;
  /** How many goal cards the seat holds. */
  goalCount: number;
};

/** A step as seen: the goal cards drawn by another seat are hidden (`drawn: null`, `drawnCount`). */
export type StepView = Exclude<Step, { kind: 'keepGoal' }> | { kind: 'keepGoal'; seat: Seat; drawn: GoalId[] | null; drawnCount: number };

/** An Akrotiri view. */
export type AkrotiriView = Omit<AkrotiriState, 'rng' | 'seats' | 'tileDeck' | 'mapDecks' | 'goalDeck' | 'steps'> & {
  seats: SeatView[];
  /** Tiles left in the deck. */
  tileDeck: number;
  /** Map cards left in each deck. */
  mapDecks: Record<Tier, number>;
  /** Goal cards left in the deck. */
  goalDeck: number;
  steps: StepView[];
  /** The viewer (`null`: a spectator). */
  viewer: Seat | null;
  /** Seats that may act now. */
  active: Seat[];
  /** The decision owed now (another seat's drawn goal cards hidden). */
  pending: StepView | null;
  /** The viewer's legal actions (empty for spectators and inactive seats). */
  legal: AkrotiriAction[];
};

/**
 * Parts of states known to be frozen all the way down: a view or a determinized state may share
 * them by identity. A frozen object never thaws, so an answer once found stays true; the set is
 * weak, so it holds nothing the states do not.
 */
const frozenParts = new WeakSet<object>();

/** Whether `value` and everything within it is frozen (remembered for each part found so). */
function frozenThroughout(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (frozenParts.has(value)) return true;
  if (!Object.isFrozen(value)) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!frozenThroughout(value[i])) return false;
  } else {
    const obj = value as Record<string, unknown>;
    for (const key in obj) if (!frozenThroughout(obj[key])) return false;
  }
  frozenParts.add(value);
  return true;
}

/** A deep copy of plain JSON data. */
function clone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(clone(value[i]));
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const obj = value as Record<string, unknown>;
  for (const key in obj) out[key] = clone(obj[key]);
  return out as T;
}

/**
 * A part of a state (or of a view) to hand out again: the part itself when it is frozen all the
 * way down (every part of a state `setup` or `apply` made is), so that views and determinized
 * states share it instead of copying it; else a copy, so that nothing handed out aliases a part a
 * caller may change.
 */
function share<T>(part: T): T {
  return frozenThroughout(part) ? part : clone(part);
}

/** What the views and `determinize` need of a component set, worked out once per frozen set. */
interface SetLookup {
  /** Each map card's tier, by id. */
  readonly tierOf: ReadonlyMap<string, Tier>;
  /** The land tile ids, in the set's order. */
  readonly tileIds: readonly string[];
  /** The map card ids of each tier, in the set's order. */
  readonly mapIds: Readonly<Record<Tier, readonly string[]>>;
}

/** {@link SetLookup} by component set (only sets frozen all the way down, which never change). */
const lookups = new WeakMap<ComponentSet, SetLookup>();

/** The {@link SetLookup} of `components`. */
function lookupOf(components: ComponentSet): SetLookup {
  const known = lookups.get(components);
  if (known) return known;
  const tierOf = new Map<string, Tier>();
  const mapIds: Record<Tier, string[]> = { easy: [], normal: [], hard: [] };
  for (const m of components.maps) {
    tierOf.set(m.id, m.tier);
    mapIds[m.tier].push(m.id);
  }
  const lookup: SetLookup = { tierOf, tileIds: components.tiles.map((t) => t.id), mapIds };
  if (frozenThroughout(components)) lookups.set(components, lookup);
  return lookup;
}

/** A map card's tier in a game on `s`'s component set (for `redeal`). */
function tierOf(s: AkrotiriState): ReadonlyMap<string, Tier> {
  return lookupOf(componentsOf(s)).tierOf;
}

/** A step as `viewer` sees it: another seat's drawn goal cards hidden; any other step shared (or copied). */
function stepView(step: Step, viewer: Seat | null): StepView {
  if (step.kind !== 'keepGoal') return share(step);
  return { kind: 'keepGoal', seat: step.seat, drawn: step.seat === viewer ? share(step.drawn) : null, drawnCount: step.drawn.length };
}

/** A seat as `viewer` sees it (see {@link SeatView}); `tiers`: each map card's tier. */
function seatView(p: PlayerState, own: boolean, tiers: ReadonlyMap<string, Tier>): SeatView {
  const mapCounts = { easy: 0, normal: 0, hard: 0 } as Record<Tier, number>;
  for (const m of p.maps) {
    const tier = tiers.get(m);
    if (tier !== undefined) mapCounts[tier]++;
  }
  return {
    drachmas: p.drachmas,
    boat: p.boat,
    cargo: share(p.cargo),
    templesLeft: p.templesLeft,
    tile: own || p.tileFaceUp ? p.tile : null,
    tileFaceUp: p.tileFaceUp,
    maps: own ? share(p.maps) : null,
    excavated: share(p.excavated),
    goals: own ? share(p.goals) : null,
    openGoals: share(p.openGoals),
    hasTile: p.tile !== null,
    mapCounts,
    goalCount: p.goals.length,
  };
}

/**
 * The view of `viewer` (`null`: a spectator). Built field by field, in the state's order: the
 * public parts of a state frozen all the way down (as `setup` and `apply` make them) are shared,
 * not copied; a view is fresh or frozen throughout, so no caller can change the state through it.
 */
export function view(s: AkrotiriState, viewer: Seat | null): AkrotiriView {
  const tiers = tierOf(s);
  const active = activeSeats(s);
  const pending = pendingDecision(s);
  const seats: SeatView[] = [];
  for (let seat = 0; seat < s.seats.length; seat++) seats.push(seatView(s.seats[seat]!, seat === viewer, tiers));
  const steps: StepView[] = [];
  for (const step of s.steps) steps.push(stepView(step, viewer));
  return {
    game: s.game,
    components: share(s.components),
    variant: s.variant,
    stopWhenTilesRunOut: s.stopWhenTilesRunOut,
    phase: s.phase,
    startPlayer: s.startPlayer,
    board: share(s.board),
    market: share(s.market),
    cubes: share(s.cubes),
    temples: share(s.temples),
    tileDiscards: share(s.tileDiscards),
    revealedGoals: share(s.revealedGoals),
    turn: share(s.turn),
    ending: s.ending,
    final: share(s.final),
    schema: s.schema,
    players: s.players,
    seats,
    tileDeck: s.tileDeck.length,
    mapDecks: { easy: s.mapDecks.easy.length, normal: s.mapDecks.normal.length, hard: s.mapDecks.hard.length },
    goalDeck: s.goalDeck.length,
    steps,
    viewer,
    active,
    // The pending decision is the first step, already in `steps`: a fresh copy, so no object is reached by two paths.
    pending: pending ? structuredClone(steps[0]!) : null,
    legal: viewer !== null && active.includes(viewer) ? legalActions(s, viewer) : [],
  };
}

/** Takes the first `count` items off `pool` (which keeps the rest). */
function deal<T>(pool: T[], count: number): T[] {
  return pool.splice(0, count);
}

/**
 * Redeals, in place, everything `seat` cannot see: the tile deck with the other seat's face-down
 * tile, each map deck with the other seat's map cards of that tier, and the goal deck with the
 * other seat's secret goal cards (and the goal cards it is choosing from).
 */
function redeal(s: AkrotiriState, seat: Seat, rng: Rng): void {
  const tiers = tierOf(s);
  const others = s.seats.filter((_, i) => i !== seat);
  // Tiles: a tile the Oracle revealed stays where everyone saw it.
  const hiddenTile = (p: PlayerState): boolean => p.tile !== null && !p.tileFaceUp;
  const tilePool = rng.shuffle([...s.tileDeck, ...others.flatMap((p) => (hiddenTile(p) ? [p.tile!] : []))]);
  for (const p of others) if (hiddenTile(p)) p.tile = tilePool.shift()!;
  s.tileDeck = tilePool;
  // Map cards, tier by tier.
  for (const tier of TIERS) {
    const pool = rng.shuffle([...s.mapDecks[tier], ...others.flatMap((p) => p.maps.filter((m) => tiers.get(m) === tier))]);
    for (const p of others) p.maps = p.maps.map((m) => (tiers.get(m) === tier ? pool.shift()! : m));
    s.mapDecks[tier] = pool;
  }
  // Goal cards: those taken face up (K8) stay.
  // Once the game is over, every goal card was shown for scoring (K6.2): none is hidden.
  const shown = (p: PlayerState, g: GoalId): boolean => s.final !== null || p.openGoals.includes(g);
  const hiddenGoals = (p: PlayerState): GoalId[] => p.goals.filter((g) => !shown(p, g));
  const hiddenSteps = s.steps.filter((st): st is Extract<Step, { kind: 'keepGoal' }> => st.kind === 'keepGoal' && st.seat !== seat);
  const goalPool = rng.shuffle([...s.goalDeck, ...others.flatMap(hiddenGoals), ...hiddenSteps.flatMap((st) => st.drawn)]);
  for (const p of others) p.goals = p.goals.map((g) => (shown(p, g) ? g : goalPool.shift()!));
  for (const st of hiddenSteps) st.drawn = deal(goalPool, st.drawn.length);
  s.goalDeck = goalPool;
}

/** The same state with everything `seat` cannot see redealt from `seed` (for the leak check). */
export function resampleHidden(s: AkrotiriState, seat: Seat, seed: string): AkrotiriState {
  const copy = structuredClone(s);
  redeal(copy, seat, createRng(seed));
  return copy;
}

/** The items of `ids` not in `seen`, shuffled: the cards or tiles a seat cannot see. */
function unseen<T extends string>(ids: readonly T[], seen: ReadonlySet<string>, rng: Rng): T[] {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i++) if (!seen.has(ids[i]!)) out.push(ids[i]!);
  return rng.shuffle(out);
}

/** Adds each of `ids` to `seen`, reading the list by index (V8 runs `for…of` over a frozen list several times slower). */
function addAll(seen: Set<string>, ids: readonly string[] | null | undefined): void {
  if (ids) for (let i = 0; i < ids.length; i++) seen.add(ids[i]!);
}

/** A part of a view for a determinized state: shared when frozen all the way down (see {@link share}), else a copy, frozen. */
function ownPart<T>(part: T): T {
  const out = share(part);
  return out === part ? out : deepFreeze(out);
}

/** A new part of a determinized state whose own parts are frozen already, frozen. */
const frozen = <T extends object>(part: T): T => Object.freeze(part);

/**
 * A full state consistent with what `seat` sees: the cards and tiles it cannot see are dealt at
 * random from `seed` from those unaccounted for (each pool shuffled once), and the RNG is new. The
 * parts of the view frozen all the way down (those a view shares with its state) are shared by
 * the new state, the rest copied. The state is frozen all the way down, as every state is.
 */
export function determinize(v: AkrotiriView, seat: Seat, seed: string): AkrotiriState {
  const rng = createRng(seed);
  const lookup = lookupOf(v.components ?? PROVISIONAL_COMPONENTS);
  const seats = v.seats;
  const me = seats[seat]!;
  const final = v.final;
  // K6.2: once the game is over, every seat's goal cards were shown for scoring (the final scores name them).
  const shownGoals = (i: number): GoalId[] | undefined => (final ? (Object.keys(final[i]?.goals ?? {}) as GoalId[]) : undefined);
  // Tiles the seat cannot see: not on the board, not discarded, not in a hand it sees (its own, or
  // one the Oracle revealed).
  const seenTiles = new Set<string>();
  addAll(seenTiles, v.tileDiscards);
  const placed = v.board.tiles;
  for (let i = 0; i < placed.length; i++) seenTiles.add(placed[i]!.tile);
  for (let i = 0; i < seats.length; i++) if (seats[i]!.tile !== null) seenTiles.add(seats[i]!.tile!);
  const tiles = unseen(lookup.tileIds, seenTiles, rng);
  let nextTile = 0;
  // Map cards: not excavated by anyone, not in the viewer's hand; tier by tier.
  const seenMaps = new Set<string>();
  addAll(seenMaps, me.maps);
  for (let i = 0; i < seats.length; i++) addAll(seenMaps, seats[i]!.excavated);
  const maps = { easy: unseen(lookup.mapIds.easy, seenMaps, rng), normal: unseen(lookup.mapIds.normal, seenMaps, rng), hard: unseen(lookup.mapIds.hard, seenMaps, rng) };
  const nextMap = { easy: 0, normal: 0, hard: 0 };
  // Goal cards: not the viewer's, not revealed, not taken face up, not shown for scoring, not those
  // the viewer chooses from.
  const seenGoals = new Set<string>();
  addAll(seenGoals, me.goals);
  addAll(seenGoals, v.revealedGoals);
  for (let i = 0; i < seats.length; i++) {
    addAll(seenGoals, seats[i]!.openGoals);
    addAll(seenGoals, shownGoals(i));
  }
  for (let i = 0; i < v.steps.length; i++) {
    const st = v.steps[i]!;
    if (st.kind === 'keepGoal' && st.seat === seat) addAll(seenGoals, st.drawn);
  }
  const goals = unseen(GOAL_IDS, seenGoals, rng);
  let nextGoal = 0;
  const dealGoals = (count: number): GoalId[] => frozen(goals.slice(nextGoal, (nextGoal += Math.max(0, count))));

  const fullSeats: PlayerState[] = seats.map((p, i) => {
    const own = i === seat;
    let tile = p.tile;
    if (!own && tile === null && p.hasTile) tile = tiles[nextTile++] ?? null;
    let hand: string[];
    if (own) hand = ownPart(p.maps ?? []);
    else {
      hand = blankArray<string>(0);
      for (const tier of TIERS) {
        const pool = maps[tier];
        for (let k = 0; k < p.mapCounts[tier] && nextMap[tier] < pool.length; k++) hand.push(pool[nextMap[tier]++]!);
      }
      frozen(hand);
    }
    const goals = own ? ownPart(p.goals ?? []) : frozen(shownGoals(i) ?? joined(p.openGoals, dealGoals(p.goalCount - p.openGoals.length)));
    return frozen(new DealtSeat(p, ownPart(p.cargo), tile, hand, ownPart(p.excavated), goals, ownPart(p.openGoals)));
  });
  const steps: Step[] = v.steps.map((st) => (st.kind === 'keepGoal' ? frozen<Step>({ kind: 'keepGoal', seat: st.seat, drawn: st.drawn !== null ? ownPart(st.drawn) : dealGoals(st.drawnCount) }) : ownPart(st)));
  const mapDecks = frozen(
    new MapDecks(
      frozen(maps.easy.slice(nextMap.easy, nextMap.easy + v.mapDecks.easy)),
      frozen(maps.normal.slice(nextMap.normal, nextMap.normal + v.mapDecks.normal)),
      frozen(maps.hard.slice(nextMap.hard, nextMap.hard + v.mapDecks.hard)),
    ),
  );
  // Frozen as it is built, where what is new is known: core then has nothing left to freeze.
  return frozen(
    new DealtState(v, frozen(fullSeats), frozen(tiles.slice(nextTile, nextTile + v.tileDeck)), mapDecks, frozen(goals.slice(nextGoal, nextGoal + v.goalDeck)), frozen(steps), ownPart(final), frozen(rng.state())),
  );
}

/** `a` then `b`, in a new list (a spread makes one V8 may move to its long-lived space: see {@link DealtState}). */
function joined<T>(a: readonly T[], b: readonly T[]): T[] {
  const out = new Array<T>(a.length + b.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]!;
  for (let i = 0; i < b.length; i++) out[a.length + i] = b[i]!;
  return out;
}

/**
 * A seat of a determinized state, made by a constructor rather than a literal, as are
 * {@link MapDecks} and {@link DealtState}: a search drops each deal soon, and V8 may move what a
 * literal makes to its long-lived space for good, where a deal cost 2.4 times as much (see core's
 * `plainConstructor`). Fields in the order of a state's seat.
 */
const DealtSeat = plainConstructor(function (
  this: PlayerState,
  p: AkrotiriView['seats'][number],
  cargo: PlayerState['cargo'],
  tile: string | null,
  maps: string[],
  excavated: string[],
  goals: GoalId[],
  openGoals: GoalId[],
) {
  this.drachmas = p.drachmas;
  this.boat = p.boat;
  this.cargo = cargo;
  this.templesLeft = p.templesLeft;
  this.tile = tile;
  this.tileFaceUp = p.tileFaceUp;
  this.maps = maps;
  this.excavated = excavated;
  this.goals = goals;
  this.openGoals = openGoals;
});

/** The map decks of a determinized state, tier by tier (see {@link DealtSeat}). */
const MapDecks = plainConstructor(function (this: AkrotiriState['mapDecks'], easy: string[], normal: string[], hard: string[]) {
  this.easy = easy;
  this.normal = normal;
  this.hard = hard;
});

/** A determinized state (see {@link DealtSeat}); the view's parts shared when frozen through, else copied. */
const DealtState = plainConstructor(function (
  this: AkrotiriState,
  v: AkrotiriView,
  seats: PlayerState[],
  tileDeck: string[],
  mapDecks: AkrotiriState['mapDecks'],
  goalDeck: GoalId[],
  steps: Step[],
  final: AkrotiriState['final'],
  rng: RngState,
) {
  this.game = 'akrotiri';
  this.components = ownPart(v.components);
  this.variant = v.variant;
  this.stopWhenTilesRunOut = v.stopWhenTilesRunOut;
  this.phase = v.phase;
  this.startPlayer = v.startPlayer;
  this.board = ownPart(v.board);
  this.market = ownPart(v.market);
  this.cubes = ownPart(v.cubes);
  this.temples = ownPart(v.temples);
  this.seats = seats;
  this.tileDeck = tileDeck;
  this.tileDiscards = ownPart(v.tileDiscards);
  this.mapDecks = mapDecks;
  this.goalDeck = goalDeck;
  this.revealedGoals = ownPart(v.revealedGoals);
  this.steps = steps;
  this.turn = ownPart(v.turn);
  this.ending = v.ending;
  this.final = final;
  this.schema = v.schema;
  this.players = v.players;
  this.rng = rng;
});
