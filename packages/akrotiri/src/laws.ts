/**
 * The laws of a consistent Akrotiri state: {@link validateState} lists, field by field, every way
 * a state breaks them. A state it accepts is one the rules can play on: every member answers, no
 * loop runs unbounded, and every action is played or refused, never thrown.
 *
 * @module
 */
import { stateChecker, type StateChecker, type StateProblem } from '@tabula/core';
import { isTheraCell, ROTATIONS, cellKey, neighbour, type Cell } from './board/coords';
import { islandAt, islandOfDock } from './board/islands';
import { MAX_COORD } from './data/bounds';
import { PROVISIONAL_COMPONENTS } from './data/components';
import { GOAL_IDS, type GoalId } from './data/goals';
import { BASE_ACTIONS, BOAT_CAPACITY, COLORS, CUBES_PER_COLOR, LOAD_PER_ACTION, MOVES_EMPTY, STRATEGIC_REVEAL, TEMPLES_PER_PLAYER, TEMPLE_REWARDS } from './data/rules';
import { QUADRANTS, SIDES, TIERS, type ComponentSet } from './data/types';
import { playableProblems } from './data/validate';
import { noTileLeft } from './rules/deadlock';
import { scoreSeat } from './rules/end';
import { actionsFor } from './rules/flow';
import { geometryOf } from './rules/geometry';
import { secondCubeQuadrants } from './rules/placement';
import { setupSteps } from './rules/setup';
import type { AkrotiriState, Step } from './state';

/** The fields of a state, of a seat, of a turn: exactly these. */
const STATE_FIELDS = [
  'game', 'schema', 'players', 'rng', 'components', 'variant', 'stopWhenTilesRunOut', 'phase', 'startPlayer', 'board', 'market', 'cubes',
  'temples', 'seats', 'tileDeck', 'tileDiscards', 'mapDecks', 'goalDeck', 'revealedGoals', 'steps', 'turn', 'ending', 'final',
] as const;
const SEAT_FIELDS = ['drachmas', 'boat', 'cargo', 'templesLeft', 'tile', 'tileFaceUp', 'maps', 'excavated', 'goals', 'openGoals'] as const;
const TURN_FIELDS = ['seat', 'number', 'allowed', 'used', 'oracle', 'sequence'] as const;

/** Each step's fields besides `kind`. */
const STEP_FIELDS: Readonly<Record<Step['kind'], readonly string[]>> = {
  drawTile: ['seat'],
  placeTile: ['seat'],
  placeCube: ['seat', 'x', 'y', 'firstIsland'],
  dealMaps: [],
  drawGoals: ['seat'],
  keepGoal: ['seat', 'drawn'],
  takeGoal: ['seat'],
  placeBoat: ['seat'],
  revealGoals: [],
  startTurn: ['seat'],
  actions: ['seat'],
};
const STEP_KINDS = Object.keys(STEP_FIELDS) as Step['kind'][];
/** Steps that a turn may put first, before the rest of its order (K4.2, K1.4, K8). */
const INSERTED: readonly Step['kind'][] = ['placeCube', 'keepGoal', 'takeGoal'];

/** Checks of the component sets of states, kept by set object (a set never changes in a state). */
const checkedSets = new WeakMap<object, readonly StateProblem[]>();

/** The problems of a state's component set, with their paths below `$.components`. */
function componentsProblems(set: unknown): readonly StateProblem[] {
  if (set === null) return [];
  if (typeof set !== 'object') return [{ path: '$.components', message: `must be null (the provisional set) or a component set, got ${JSON.stringify(set)}` }];
  let problems = checkedSets.get(set);
  if (!problems) {
    problems = playableProblems(set as ComponentSet).map((p) => ({ path: p.path ? `$.components.${p.path}` : '$.components', message: p.message }));
    checkedSets.set(set, problems);
  }
  return problems;
}

/** Whether two lists hold the same items, each as often (compared as strings). */
function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const count = new Map<string, number>();
  for (const x of a) count.set(x, (count.get(x) ?? 0) + 1);
  for (const x of b) {
    const n = count.get(x);
    if (!n) return false;
    count.set(x, n - 1);
  }
  return true;
}

/** What is missing from `have` and what is extra, against `want`, for a message. */
function difference(have: readonly string[], want: readonly string[]): string {
  const missing = want.filter((x) => !have.includes(x));
  const seen = new Set<string>();
  const extra = have.filter((x) => !want.includes(x) || (seen.has(x) ? true : (seen.add(x), false)));
  const parts = [missing.length ? `missing ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? '…' : ''}` : '', extra.length ? `extra or repeated ${extra.slice(0, 5).join(', ')}${extra.length > 5 ? '…' : ''}` : ''];
  return parts.filter(Boolean).join('; ');
}

/** An array of strings, each one of `ids`, at `path`. */
function idList(c: StateChecker, value: unknown, path: string, ids: ReadonlySet<string>, what: string): value is string[] {
  if (!c.array(value, path)) return false;
  let ok = true;
  value.forEach((v, i) => {
    if (typeof v !== 'string' || !ids.has(v)) ok = c.add(`${path}[${i}]`, `must be ${what}, got ${JSON.stringify(v)}`);
  });
  return ok;
}

/**
 * Every way `state` is not a consistent Akrotiri state, as field-path problems (`[]`: none):
 * shapes and exact fields; ranges; references (tiles, map cards and goal cards that exist, boats on
 * docks of the board, cubes and temples on placed tiles, the tile a second cube goes on); the
 * board grown edge to edge from Thera; the pending decision (a seat owes one, it can be answered,
 * the steps follow the order of setup or of a turn); the conservation laws (each tile, map card
 * and goal card exactly once, 8 cubes of each colour, 12 temples, each seat's excavated cards those
 * of its temples); the tile stack empty beside discards only in a turn that consulted the Oracle
 * (K4.4); the turn's order and counts; the end and the final scores. The game's
 * `validateState` runs core's checks (name, schema, players, RNG) first, then this.
 */
export function validateState(state: AkrotiriState): StateProblem[] {
  const c = stateChecker();
  const s = state as unknown as Record<string, unknown>;
  if (!c.object(s, '$', STATE_FIELDS)) return c.problems;
  const sets = componentsProblems(s.components);
  if (sets.length > 0) return [...sets];
  const components = (s.components as ComponentSet | null) ?? PROVISIONAL_COMPONENTS;
  const tileIds = new Set(components.tiles.map((t) => t.id));
  const mapTier = new Map(components.maps.map((m) => [m.id, m.tier]));
  const mapIds = new Set(mapTier.keys());
  const goalIds = new Set<string>(GOAL_IDS);

  c.oneOf(s.variant, '$.variant', ['standard', 'strategic'] as const);
  c.bool(s.stopWhenTilesRunOut, '$.stopWhenTilesRunOut');
  const phaseOk = c.oneOf(s.phase, '$.phase', ['setup', 'play', 'over'] as const);
  const startOk = c.seat(s.startPlayer, '$.startPlayer', 2);
  c.oneOf(s.ending, '$.ending', [null, 'lastTemple', 'noTiles', 'noExcavation'] as const);
  const boardOk = checkBoard(c, s.board, tileIds);
  const marketOk = c.object(s.market, '$.market', COLORS) && COLORS.every((color) => c.int((s.market as Record<string, unknown>)[color], `$.market.${color}`, 0, CUBES_PER_COLOR));
  const seatsOk = c.array(s.seats, '$.seats', 2) && (s.seats as unknown[]).map((p, i) => checkSeat(c, p, `$.seats[${i}]`, tileIds, mapIds, goalIds)).every(Boolean);
  const decksOk =
    idList(c, s.tileDeck, '$.tileDeck', tileIds, 'a tile id') &&
    idList(c, s.tileDiscards, '$.tileDiscards', tileIds, 'a tile id') &&
    c.object(s.mapDecks, '$.mapDecks', TIERS) &&
    TIERS.map((tier) => idList(c, (s.mapDecks as Record<string, unknown>)[tier], `$.mapDecks.${tier}`, new Set(components.maps.filter((m) => m.tier === tier).map((m) => m.id)), `a ${tier} map card id`)).every(Boolean) &&
    idList(c, s.goalDeck, '$.goalDeck', goalIds, 'a goal card id') &&
    idList(c, s.revealedGoals, '$.revealedGoals', goalIds, 'a goal card id') &&
    c.array(s.revealedGoals, '$.revealedGoals', { max: STRATEGIC_REVEAL });
  const stepsOk = c.array(s.steps, '$.steps', { max: 64 }) && (s.steps as unknown[]).map((st, i) => checkStep(c, st, `$.steps[${i}]`, goalIds)).every(Boolean);
  const turnOk = checkTurn(c, s.turn);
  const finalOk = s.final === null || (c.array(s.final, '$.final', 2) && (s.final as unknown[]).every((f, i) => checkFinal(c, f, `$.final[${i}]`)));
  if (!(phaseOk && startOk && boardOk && marketOk && seatsOk && decksOk && stepsOk && turnOk && finalOk)) return c.problems;

  // The shapes hold: the pieces and the laws between them.
  const st = state;
  const board = st.board.tiles;
  const placed = new Set(board.map((t) => cellKey(t)));
  const onBoard = (x: number, y: number): boolean => placed.has(cellKey({ x, y }));
  if (!c.array(s.cubes, '$.cubes', { max: COLORS.length * CUBES_PER_COLOR })) return c.problems;
  (s.cubes as unknown[]).forEach((cube, i) => {
    const path = `$.cubes[${i}]`;
    if (!c.object(cube, path, ['x', 'y', 'quadrant', 'color'])) return;
    if (c.int(cube.x, `${path}.x`) && c.int(cube.y, `${path}.y`)) c.law(onBoard(cube.x, cube.y), path, 'lies on no placed tile');
    c.oneOf(cube.quadrant, `${path}.quadrant`, QUADRANTS);
    c.oneOf(cube.color, `${path}.color`, COLORS);
  });
  if (!c.array(s.temples, '$.temples', { max: 2 * TEMPLES_PER_PLAYER })) return c.problems;
  (s.temples as unknown[]).forEach((temple, i) => {
    const path = `$.temples[${i}]`;
    if (!c.object(temple, path, ['seat', 'x', 'y', 'quadrant', 'map'])) return;
    c.seat(temple.seat, `${path}.seat`, 2);
    if (c.int(temple.x, `${path}.x`) && c.int(temple.y, `${path}.y`)) c.law(onBoard(temple.x, temple.y), path, 'lies on no placed tile (never on Thera, K5.3)');
    c.oneOf(temple.quadrant, `${path}.quadrant`, QUADRANTS);
    if (c.str(temple.map, `${path}.map`)) c.law(mapIds.has(temple.map), `${path}.map`, `is not a map card of the set: ${JSON.stringify(temple.map)}`);
  });
  if (c.problems.length > 0) return c.problems;
  c.distinct(st.temples.map((t) => [t.x, t.y, t.quadrant]), '$.temples');

  conservation(c, st, components);
  stackLaw(c, st);
  seatLaws(c, st);
  if (c.problems.length > 0) return c.problems;
  boardLaws(c, st);
  if (c.problems.length > 0) return c.problems;
  orderLaws(c, st);
  if (c.problems.length === 0) endLaws(c, st);
  return c.problems;
}

/** The board: placed tiles of the set, each once, on free cells, each edge to edge with Thera or an earlier tile (K4.1). */
function checkBoard(c: StateChecker, board: unknown, tileIds: ReadonlySet<string>): boolean {
  if (!c.object(board, '$.board', ['tiles']) || !c.array(board.tiles, '$.board.tiles', { max: tileIds.size })) return false;
  const taken = new Set<string>();
  let ok = true;
  (board.tiles as unknown[]).forEach((t, i) => {
    const path = `$.board.tiles[${i}]`;
    if (!c.object(t, path, ['x', 'y', 'tile', 'rotation'])) return (ok = false);
    const at = c.int(t.x, `${path}.x`, -MAX_COORD, MAX_COORD) && c.int(t.y, `${path}.y`, -MAX_COORD, MAX_COORD);
    ok = c.oneOf(t.rotation, `${path}.rotation`, ROTATIONS) && ok;
    ok = (c.str(t.tile, `${path}.tile`) && c.law(tileIds.has(t.tile), `${path}.tile`, `is not a tile of the set: ${JSON.stringify(t.tile)}`)) && ok;
    if (!at) return (ok = false);
    const cell: Cell = { x: t.x as number, y: t.y as number };
    const key = cellKey(cell);
    if (isTheraCell(cell) || taken.has(key)) return (ok = c.add(path, `cell ${key} is taken (by Thera or an earlier tile)`));
    // K4.1: placed edge to edge with Thera or a tile placed before it.
    const touches = SIDES.some((side) => {
      const next = neighbour(cell, side);
      return isTheraCell(next) || taken.has(cellKey(next));
    });
    if (!touches) ok = c.add(path, `cell ${key} touches neither Thera nor an earlier tile (K4.1)`);
    taken.add(key);
  });
  if (ok) ok = c.distinct((board.tiles as { tile: string }[]).map((t) => t.tile), '$.board.tiles');
  return ok;
}

/** One seat's things: their shapes and ranges. */
function checkSeat(c: StateChecker, p: unknown, path: string, tileIds: ReadonlySet<string>, mapIds: ReadonlySet<string>, goalIds: ReadonlySet<string>): boolean {
  if (!c.object(p, path, SEAT_FIELDS)) return false;
  let ok = c.int(p.drachmas, `${path}.drachmas`, 0, Number.MAX_SAFE_INTEGER);
  ok = (p.boat === null || (c.str(p.boat, `${path}.boat`) && c.law(p.boat.length > 0 && p.boat.length <= 140, `${path}.boat`, 'is not a dock'))) && ok;
  ok = (c.array(p.cargo, `${path}.cargo`, { max: BOAT_CAPACITY }) && p.cargo.every((x, i) => c.oneOf(x, `${path}.cargo[${i}]`, COLORS))) && ok;
  ok = c.int(p.templesLeft, `${path}.templesLeft`, 0, TEMPLES_PER_PLAYER) && ok;
  ok = (p.tile === null || (c.str(p.tile, `${path}.tile`) && c.law(tileIds.has(p.tile), `${path}.tile`, `is not a tile of the set: ${JSON.stringify(p.tile)}`))) && ok;
  ok = (c.bool(p.tileFaceUp, `${path}.tileFaceUp`) && c.law(!p.tileFaceUp || p.tile !== null, `${path}.tileFaceUp`, 'a face-up tile in an empty hand')) && ok;
  ok = idList(c, p.maps, `${path}.maps`, mapIds, 'a map card id') && ok;
  ok = (idList(c, p.excavated, `${path}.excavated`, mapIds, 'a map card id') && c.array(p.excavated, `${path}.excavated`, { max: TEMPLES_PER_PLAYER })) && ok;
  ok = (idList(c, p.goals, `${path}.goals`, goalIds, 'a goal card id') && c.distinct(p.goals, `${path}.goals`)) && ok;
  if (idList(c, p.openGoals, `${path}.openGoals`, goalIds, 'a goal card id') && c.distinct(p.openGoals, `${path}.openGoals`) && Array.isArray(p.goals)) {
    p.openGoals.forEach((g, i) => (ok = c.law((p.goals as unknown[]).includes(g), `${path}.openGoals[${i}]`, `${JSON.stringify(g)} is not among the seat's goals`) && ok));
  } else ok = false;
  return ok;
}

/** One step: a known kind with exactly its fields. */
function checkStep(c: StateChecker, step: unknown, path: string, goalIds: ReadonlySet<string>): boolean {
  if (typeof step !== 'object' || step === null || !c.oneOf((step as { kind?: unknown }).kind, `${path}.kind`, STEP_KINDS)) return c.law(false, path, 'must be a step');
  const kind = (step as { kind: Step['kind'] }).kind;
  const fields = STEP_FIELDS[kind];
  if (!c.object(step, path, ['kind', ...fields])) return false;
  let ok = true;
  if (fields.includes('seat')) ok = c.seat(step.seat, `${path}.seat`, 2);
  if (kind === 'placeCube') {
    ok = c.int(step.x, `${path}.x`, -MAX_COORD, MAX_COORD) && c.int(step.y, `${path}.y`, -MAX_COORD, MAX_COORD) && ok;
    ok = (step.firstIsland === null || c.str(step.firstIsland, `${path}.firstIsland`)) && ok;
  }
  if (kind === 'keepGoal') ok = idList(c, step.drawn, `${path}.drawn`, goalIds, 'a goal card id') && c.array(step.drawn, `${path}.drawn`, { min: 1, max: 2 }) && c.distinct(step.drawn as unknown[], `${path}.drawn`) && ok;
  return ok;
}

/** The turn: `null` in setup, else its counts and the multi-part action under way. */
function checkTurn(c: StateChecker, turn: unknown): boolean {
  if (turn === null) return true;
  if (!c.object(turn, '$.turn', TURN_FIELDS)) return false;
  let ok = c.seat(turn.seat, '$.turn.seat', 2);
  ok = c.int(turn.number, '$.turn.number', 1, Number.MAX_SAFE_INTEGER) && ok;
  ok = c.int(turn.allowed, '$.turn.allowed', BASE_ACTIONS, actionsFor(0)) && ok;
  ok = c.int(turn.used, '$.turn.used', 0, typeof turn.allowed === 'number' ? turn.allowed : 0) && ok;
  ok = c.bool(turn.oracle, '$.turn.oracle') && ok;
  const seq = turn.sequence;
  if (seq !== null) {
    const kind = (seq as { kind?: unknown } | undefined)?.kind;
    if (kind === 'move') ok = c.object(seq, '$.turn.sequence', ['kind', 'movesLeft']) && c.int(seq.movesLeft, '$.turn.sequence.movesLeft', 0, MOVES_EMPTY - 1) && ok;
    else if (kind === 'load') ok = c.object(seq, '$.turn.sequence', ['kind', 'loaded']) && c.int(seq.loaded, '$.turn.sequence.loaded', 1, LOAD_PER_ACTION) && ok;
    else ok = c.add('$.turn.sequence', `must be null, { kind: 'move', movesLeft } or { kind: 'load', loaded }, got ${JSON.stringify(seq)?.slice(0, 40)}`);
  }
  return ok;
}

/** One seat's final score: its parts, whole numbers, adding up. */
function checkFinal(c: StateChecker, f: unknown, path: string): boolean {
  if (!c.object(f, path, ['maps', 'goals', 'drachmas', 'total'])) return false;
  let ok = c.int(f.maps, `${path}.maps`, 0) && c.int(f.drachmas, `${path}.drachmas`, 0) && c.int(f.total, `${path}.total`, 0);
  if (!(typeof f.goals === 'object' && f.goals !== null && !Array.isArray(f.goals))) return c.add(`${path}.goals`, 'must be an object of points by goal card');
  for (const [id, points] of Object.entries(f.goals)) ok = c.law(GOAL_IDS.includes(id as GoalId), `${path}.goals.${id}`, 'is not a goal card') && c.int(points, `${path}.goals.${id}`, 0) && ok;
  return ok;
}

/** K1.1: each tile, map card and goal card exactly once; 8 cubes of each colour; 12 temples. */
function conservation(c: StateChecker, s: AkrotiriState, components: ComponentSet): void {
  const tiles = [...s.board.tiles.map((t) => t.tile), ...s.tileDeck, ...s.tileDiscards, ...s.seats.flatMap((p) => (p.tile === null ? [] : [p.tile]))];
  const allTiles = components.tiles.map((t) => t.id);
  if (!sameMultiset(tiles, allTiles)) c.add('$.tileDeck', `the tiles on the board, in the deck, the discards and the hands are not the set's tiles, each once: ${difference(tiles, allTiles)}`);
  const maps = [...TIERS.flatMap((t) => s.mapDecks[t]), ...s.seats.flatMap((p) => [...p.maps, ...p.excavated])];
  const allMaps = components.maps.map((m) => m.id);
  if (!sameMultiset(maps, allMaps)) c.add('$.mapDecks', `the map cards in the decks, the hands and those excavated are not the set's cards, each once: ${difference(maps, allMaps)}`);
  const drawn = s.steps.flatMap((st) => (st.kind === 'keepGoal' ? st.drawn : []));
  const goals = [...s.goalDeck, ...s.revealedGoals, ...drawn, ...s.seats.flatMap((p) => p.goals)];
  if (!sameMultiset(goals, GOAL_IDS)) c.add('$.goalDeck', `the goal cards in the deck, revealed, being chosen from and held are not the 12 cards, each once: ${difference(goals, GOAL_IDS)}`);
  for (const color of COLORS) {
    const n = s.market[color] + s.cubes.filter((x) => x.color === color).length + s.seats.reduce((k, p) => k + p.cargo.filter((x) => x === color).length, 0);
    c.law(n === CUBES_PER_COLOR, `$.market.${color}`, `${n} ${color} cubes on the market, the board and the boats, not ${CUBES_PER_COLOR} (K1.1)`);
  }
  s.seats.forEach((p, seat) => {
    const mine = s.temples.filter((t) => t.seat === seat);
    c.law(mine.length === TEMPLES_PER_PLAYER - p.templesLeft, `$.seats[${seat}].templesLeft`, `${p.templesLeft} temples on the player board and ${mine.length} on the board, not ${TEMPLES_PER_PLAYER} (K1.1)`);
    const cards = mine.map((t) => t.map);
    c.law(JSON.stringify(cards) === JSON.stringify(p.excavated), `$.seats[${seat}].excavated`, `must be the map cards of the seat's temples, in order (K5.3): ${JSON.stringify(cards).slice(0, 60)}`);
  });
}

/**
 * K4.4: the tile stack is empty beside discards only during a turn that consulted the Oracle (which
 * may reveal it to its end): a turn that ends with the stack used up shuffles the discards into a
 * new one ("如果一個回合結束時陸地板塊用完，重洗丟棄的板塊，形成新的陸地板塊堆").
 */
function stackLaw(c: StateChecker, s: AkrotiriState): void {
  if (s.tileDeck.length > 0 || s.tileDiscards.length === 0) return;
  c.law(s.phase === 'play' && s.turn !== null && s.turn.oracle, '$.tileDeck', `empty beside ${s.tileDiscards.length} discarded tiles: a turn that ends with the stack used up reshuffles the discards (K4.4)`);
}

/** How many goal cards a seat may hold: the one kept at setup and one per goal reward uncovered (K3.4, K1.4). */
function goalsAllowed(templesLeft: number): number {
  return 1 + TEMPLE_REWARDS.slice(0, TEMPLES_PER_PLAYER - templesLeft).filter((r) => r.kind === 'goal').length;
}

/** What each seat holds, against the phase: boats, cargo, goal cards, open goal cards. */
function seatLaws(c: StateChecker, s: AkrotiriState): void {
  const placing = (seat: number): boolean => s.steps.some((st) => st.kind === 'placeBoat' && st.seat === seat);
  s.seats.forEach((p, seat) => {
    const path = `$.seats[${seat}]`;
    if (s.phase === 'setup') {
      const pending = (kind: Step['kind']): boolean => s.steps.some((st) => st.kind === kind && (st as { seat?: number }).seat === seat);
      c.law((p.boat === null) === placing(seat), `${path}.boat`, p.boat === null ? 'no boat, and no boat to place (K3.5)' : 'a boat, with its boat still to place (K3.5)');
      c.law(p.cargo.length === 0 && p.excavated.length === 0 && p.templesLeft === TEMPLES_PER_PLAYER, path, 'cargo or temples before the first turn');
      // Setup draws 2 tiles per seat and places 1 (K3.2, K3.5): one is in hand exactly when as many draws as placements are left.
      const draws = s.steps.filter((st) => st.kind === 'drawTile' && st.seat === seat).length;
      const places = s.steps.filter((st) => st.kind === 'placeTile' && st.seat === seat).length;
      const supply = s.tileDeck.length + s.tileDiscards.length;
      c.law(p.tile !== null ? draws === places : draws !== places || supply === 0, `${path}.tile`, p.tile !== null ? 'a tile in hand, with more tiles to draw than to place (K3.2, K3.5)' : 'no tile in hand, with one to place (K3.2, K3.5)');
      c.law(!s.steps.some((st) => st.kind === 'dealMaps') || p.maps.length === 0, `${path}.maps`, 'map cards in hand before they are dealt (K3.3)');
      c.law(!(pending('drawGoals') || pending('keepGoal')) || p.goals.length === 0, `${path}.goals`, 'a goal card held before it is drawn (K3.4)');
    } else c.law(p.boat !== null, `${path}.boat`, 'every boat is on a dock once play begins (K3.5)');
    c.law(p.goals.length <= goalsAllowed(p.templesLeft), `${path}.goals`, `${p.goals.length} goal cards: at most ${goalsAllowed(p.templesLeft)} with ${TEMPLES_PER_PLAYER - p.templesLeft} temples excavated (K3.4, K1.4)`);
    if (s.variant === 'standard') c.law(p.openGoals.length === 0, `${path}.openGoals`, 'goal cards are taken face up only in the strategic variant (K8)');
  });
  c.law(s.variant === 'strategic' || s.revealedGoals.length === 0, '$.revealedGoals', 'goal cards are revealed only in the strategic variant (K8)');
  c.law(s.phase !== 'setup' || s.revealedGoals.length === 0, '$.revealedGoals', 'goal cards are revealed at the end of setup (K8)');
  const [a, b] = s.seats.map((p) => p.boat);
  c.law(a === null || a !== b, '$.seats[1].boat', 'two boats on one dock (K3.5, K5.1)');
}

/** The board's references: boats on its docks, and the tile a second cube goes on. */
function boardLaws(c: StateChecker, s: AkrotiriState): void {
  const g = geometryOf(s);
  s.seats.forEach((p, seat) => {
    if (p.boat !== null) c.law(islandOfDock(g, p.boat) !== undefined, `$.seats[${seat}].boat`, `${JSON.stringify(p.boat)} is not a dock on the board`);
  });
  const step = s.steps[0];
  if (step?.kind === 'placeCube') {
    const newest = s.board.tiles[s.board.tiles.length - 1];
    if (!c.law(newest !== undefined && newest.x === step.x && newest.y === step.y, '$.steps[0]', 'the second cube goes on the tile just placed (K4.2)')) return;
    const tile = g.tiles.get(cellKey(newest!))!;
    const icon = islandAt(g, { x: step.x, y: step.y, quadrant: tile.iconQuadrant }) ?? null;
    c.law(step.firstIsland === null || step.firstIsland === icon, '$.steps[0].firstIsland', `is the island of the icon's piece (${JSON.stringify(icon)}), or null with no first cube (K4.2)`);
    c.law(secondCubeQuadrants(s, step).length > 0, '$.steps[0]', 'the tile has no piece on another island than the first cube\'s: no second cube is owed (K4.2)');
  }
}

/** The order of play: the steps of setup or of a turn, the pending decision, the turn's counts. */
function orderLaws(c: StateChecker, s: AkrotiriState): void {
  const other = 1 - s.startPlayer;
  if (s.phase === 'over') {
    c.law(s.steps.length === 0, '$.steps', 'nothing is owed once the game is over');
    return;
  }
  const decision = s.steps[0];
  if (!c.law(decision !== undefined && ['placeTile', 'placeCube', 'keepGoal', 'takeGoal', 'placeBoat', 'actions'].includes(decision.kind), '$.steps[0]', 'a seat owes a decision until the game is over')) return;
  const rest = s.steps.filter((st, i) => !(i === 0 && INSERTED.includes(st.kind)));
  const inserted = s.steps.slice(1).findIndex((st) => INSERTED.includes(st.kind));
  c.law(inserted < 0, `$.steps[${inserted + 1}]`, 'a cube or goal card is owed only first (K4.2, K1.4)');
  if (s.phase === 'setup') {
    c.law(s.turn === null, '$.turn', 'no turn before play begins');
    const order = setupSteps(s.startPlayer, 2, s.variant === 'strategic');
    c.law(JSON.stringify(rest) === JSON.stringify(order.slice(order.length - rest.length)), '$.steps', 'must be the rest of setup, in order (K3)');
  } else {
    const turn = s.turn;
    if (!c.law(turn !== null, '$.turn', 'a turn is under way once play begins')) return;
    c.law(turn!.seat === (turn!.number % 2 === 1 ? s.startPlayer : other), '$.turn.seat', `turns alternate from the start player: turn ${turn!.number} is seat ${turn!.number % 2 === 1 ? s.startPlayer : other}'s (K4)`);
    c.law(turn!.allowed <= actionsFor(s.seats[turn!.seat]!.templesLeft), '$.turn.allowed', `more actions than the player board shows (K1.4)`);
    const ok = (JSON.stringify(rest) === JSON.stringify([{ kind: 'placeTile', seat: turn!.seat }, { kind: 'actions', seat: turn!.seat }]) || JSON.stringify(rest) === JSON.stringify([{ kind: 'actions', seat: turn!.seat }]));
    c.law(ok && s.steps.every((st) => (st as { seat?: number }).seat === turn!.seat), '$.steps', `must be the rest of seat ${turn!.seat}'s turn: its tile, its cube, its goal card, its actions (K4)`);
    c.law((decision!.kind !== 'placeTile' && decision!.kind !== 'placeCube') || turn!.used === 0, '$.turn.used', 'no action is taken before the tile and its cubes are placed (K4.1, K4.2)');
  }
  // The decision owed can be answered.
  const seat = (decision as { seat: number }).seat;
  const p = s.seats[seat]!;
  switch (decision!.kind) {
    case 'placeTile':
      c.law(p.tile !== null, `$.seats[${seat}].tile`, 'a tile to place is owed, with none in hand (K4.1)');
      break;
    case 'placeCube':
      c.law(COLORS.some((color) => s.market[color] > 0), '$.market', 'a second cube is owed, with the market empty (K4.2)');
      break;
    case 'takeGoal':
      c.law(s.variant === 'strategic' && s.revealedGoals.length > 0, '$.revealedGoals', 'a revealed goal card to take is owed, with none revealed (K8)');
      break;
    case 'keepGoal':
      c.law(p.goals.length < goalsAllowed(p.templesLeft), `$.seats[${seat}].goals`, 'a goal card to keep is owed beyond those allowed (K3.4, K1.4)');
      break;
    default:
      break;
  }
  if (s.phase === 'play' && s.steps.some((st) => st.kind === 'takeGoal')) c.law(s.variant === 'strategic', '$.steps', 'a revealed goal card is taken only in the strategic variant (K8)');
}

/** K6.1: why the game is ending, and the final scores once it is over. */
function endLaws(c: StateChecker, s: AkrotiriState): void {
  const done = s.seats.some((p) => p.templesLeft === 0);
  if (done) c.law(s.ending !== null, '$.ending', 'a seat excavated its 6th temple: the end is triggered (K6.1)');
  if (s.ending === 'lastTemple') c.law(done, '$.ending', 'no seat has excavated its 6th temple (K6.1)');
  if (s.ending === 'noTiles') c.law(s.stopWhenTilesRunOut && s.tileDeck.length + s.tileDiscards.length === 0, '$.ending', 'the tiles ran out only with the option stopWhenTilesRunOut and no tile left (K6.1)');
  if (s.ending === 'noExcavation') c.law(noTileLeft(s), '$.ending', 'the end for want of any excavation comes only with no tile left to place (K6.1 [D])');
  if (s.phase === 'setup') c.law(s.ending === null, '$.ending', 'the end cannot be triggered in setup');
  if (s.phase !== 'over') {
    c.law(s.final === null, '$.final', 'final scores only once the game is over');
    return;
  }
  if (!c.law(s.ending !== null && s.final !== null, '$.final', 'a game over has a reason and final scores (K6)')) return;
  s.seats.forEach((_, seat) => {
    const want = scoreSeat(s, seat);
    c.law(JSON.stringify(want) === JSON.stringify(s.final![seat]), `$.final[${seat}]`, `must be the seat's score on the final board (K6.2): ${JSON.stringify(want).slice(0, 80)}`);
  });
}
