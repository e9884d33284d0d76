/**
 * What a seat (or a spectator) sees: everything but the RNG, the order of the decks, and the other
 * seat's secrets (its tile in hand unless the Oracle revealed it, its map cards, shown as counts per
 * tier, and its goal cards, shown as a count beside those it took face up). Plus `determinize` and
 * the leak check's `resampleHidden`, which both keep what is public.
 */
import { createRng, type Rng, type Seat } from '@tabula/core';
import type { AkrotiriAction } from './actions';
import { GOAL_IDS, type GoalId } from './data/goals';
import { TIERS, type Tier } from './data/types';
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

/** A deep copy of plain JSON data. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function tierOf(s: AkrotiriState): Map<string, Tier> {
  return new Map(componentsOf(s).maps.map((m) => [m.id, m.tier]));
}

function stepView(step: Step, viewer: Seat | null): StepView {
  if (step.kind !== 'keepGoal') return plain(step);
  return { kind: 'keepGoal', seat: step.seat, drawn: step.seat === viewer ? [...step.drawn] : null, drawnCount: step.drawn.length };
}

/** The view of `viewer` (`null`: a spectator). */
export function view(s: AkrotiriState, viewer: Seat | null): AkrotiriView {
  const { rng: _rng, seats, tileDeck, mapDecks, goalDeck, steps, ...open } = s;
  const tiers = tierOf(s);
  const active = activeSeats(s);
  const pending = pendingDecision(s);
  return {
    ...plain(open),
    seats: seats.map((p, seat) => {
      const own = seat === viewer;
      const mapCounts = Object.fromEntries(TIERS.map((t) => [t, p.maps.filter((m) => tiers.get(m) === t).length])) as Record<Tier, number>;
      return {
        ...plain(p),
        tile: own || p.tileFaceUp ? p.tile : null,
        hasTile: p.tile !== null,
        maps: own ? [...p.maps] : null,
        mapCounts,
        goals: own ? [...p.goals] : null,
        goalCount: p.goals.length,
      };
    }),
    tileDeck: tileDeck.length,
    mapDecks: Object.fromEntries(TIERS.map((t) => [t, mapDecks[t].length])) as Record<Tier, number>,
    goalDeck: goalDeck.length,
    steps: steps.map((st) => stepView(st, viewer)),
    viewer,
    active,
    pending: pending ? stepView(pending, viewer) : null,
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

/**
 * A full state consistent with what `seat` sees: the cards and tiles it cannot see are dealt from
 * those unaccounted for, at random from `seed`, and the RNG is new.
 */
export function determinize(v: AkrotiriView, seat: Seat, seed: string): AkrotiriState {
  const rng = createRng(seed);
  const { seats, tileDeck, mapDecks, goalDeck, steps, viewer: _v, active: _a, pending: _p, legal: _l, ...open } = plain(v);
  const base = { ...open, rng: rng.state() } as unknown as AkrotiriState;
  const components = componentsOf(base);
  const me = seats[seat]!;
  // Tiles the seat cannot see: not on the board, not discarded, not in a hand it sees (its own, or
  // one the Oracle revealed).
  const seenTiles = new Set([...open.board.tiles.map((t) => t.tile), ...open.tileDiscards, ...seats.flatMap((p) => (p.tile ? [p.tile] : []))]);
  const unseenTiles = components.tiles.map((t) => t.id).filter((id) => !seenTiles.has(id));
  // Map cards: not excavated by anyone, not in the viewer's hand.
  const seenMaps = new Set([...seats.flatMap((p) => p.excavated), ...(me.maps ?? [])]);
  const unseenMaps = Object.fromEntries(TIERS.map((t) => [t, components.maps.filter((m) => m.tier === t && !seenMaps.has(m.id)).map((m) => m.id)])) as Record<Tier, string[]>;
  // Goal cards: not the viewer's, not revealed, not taken face up, not those the viewer chooses from.
  const myDrawn = steps.flatMap((st) => (st.kind === 'keepGoal' && st.seat === seat ? (st.drawn ?? []) : []));
  // K6.2: once the game is over, every seat's goal cards were shown for scoring (the final scores name them).
  const shownGoals = (i: number): GoalId[] | undefined => (open.final ? (Object.keys(open.final[i]?.goals ?? {}) as GoalId[]) : undefined);
  const seenGoals = new Set<GoalId>([...(me.goals ?? []), ...open.revealedGoals, ...seats.flatMap((p, i) => [...p.openGoals, ...(shownGoals(i) ?? [])]), ...myDrawn]);
  const unseenGoals = GOAL_IDS.filter((g) => !seenGoals.has(g));

  const fullSeats: PlayerState[] = seats.map((p, i) => {
    const { hasTile, mapCounts, goalCount, ...rest } = p;
    if (i === seat) return { ...rest, tile: p.tile, maps: p.maps ?? [], goals: p.goals ?? [] };
    return {
      ...rest,
      tile: p.tile ?? (hasTile ? unseenTiles.shift()! : null),
      maps: TIERS.flatMap((t) => deal(unseenMaps[t], mapCounts[t])),
      goals: shownGoals(i) ?? [...p.openGoals, ...(deal(unseenGoals, goalCount - p.openGoals.length) as GoalId[])],
    };
  });
  const fullSteps: Step[] = steps.map((st) => (st.kind === 'keepGoal' ? { kind: 'keepGoal', seat: st.seat, drawn: st.drawn ?? (deal(unseenGoals, st.drawnCount) as GoalId[]) } : st));
  const state: AkrotiriState = {
    ...base,
    seats: fullSeats,
    tileDeck: unseenTiles.slice(0, tileDeck),
    mapDecks: Object.fromEntries(TIERS.map((t) => [t, unseenMaps[t].slice(0, mapDecks[t])])) as Record<Tier, string[]>,
    goalDeck: unseenGoals.slice(0, goalDeck) as GoalId[],
    steps: fullSteps,
  };
  redeal(state, seat, rng);
  state.rng = rng.state();
  return state;
}

