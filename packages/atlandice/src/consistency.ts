/**
 * The laws of a consistent Atlandice state, as `validateState` checks them: the shape and range of
 * every field, the references between them, the conservation of resources, dice and tiles, whose
 * turn it is, and the pending decision. A state that passes is one the rules can play on.
 *
 * Core has already checked `game`, `schema`, `players` (2–4) and `rng`.
 */
import { stateChecker, type StateChecker, type StateProblem } from '@tabula/core';
import { BLACK_MARKET, DISTRICTS, JEWELERS, PLAYER_COUNT_SETUP, RESOURCES, RESOURCES_PER_TYPE, SECTORS, type Sector } from './data/resources';
import { NEUTRAL_PLAYER_COUNT } from './data/scoring';
import { TILE_IDS, TILES, TILES_PER_DISTRICT, type TileId } from './data/tiles';
import { MAX_CLOCK, MAX_TRACK, MIN_TRACK } from './options';
import { decisionActions } from './rules/decisions';
import { otherOpenDistricts } from './rules/effects';
import type { AtlandiceState, Step } from './state';

/** Every field of a state besides core's four, in {@link AtlandiceState} order. */
export const STATE_KEYS = [
  'neutral', 'track', 'tileClocks', 'blackMarketClock', 'stacks', 'sectors', 'stock', 'vp', 'tilesWon', 'tilesLost',
  'outOfGame', 'exhausted', 'dice', 'diceTotal', 'dicePerPlayer', 'diceThisRound', 'diceTakenBySeat', 'gaveToNeutral',
  'submarine', 'clock', 'startPlayer', 'round', 'phase', 'visitsMade', 'visit', 'steps', 'donors', 'endAfterVisits',
] as const;

const BASE_KEYS = ['game', 'schema', 'players', 'rng'] as const;
const PHASES = ['visits', 'donation', 'over'] as const;
const TAKE_REASONS = ['visit', 'submarine', 'J1', 'J3', 'L1', 'L3', 'F1', 'F3'] as const;
const MOVE_REASONS = ['L2', 'I2', 'F2'] as const;
/** A visit's steps: its own take, the submarine bonus and the effect; an effect adds at most as many (J3). */
const MAX_STEPS = 3;
const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Every problem of a state that core has checked for its name, schema, player count and RNG. */
export function stateProblems(state: AtlandiceState): StateProblem[] {
  const c = stateChecker();
  const s = state as unknown as Record<string, unknown>;
  if (!c.object(s, '$', [...BASE_KEYS, ...STATE_KEYS])) return c.problems;
  const players = state.players;
  if (!shapesOk(c, s, players)) return c.problems;
  laws(c, state);
  return c.problems;
}

/** A9: the neutral player is a holder only in a 2-player game, after the seats. */
const holdersOf = (players: number) => (players === NEUTRAL_PLAYER_COUNT ? players + 1 : players);

/** Shape and range of every field; `true` when all are right, so that the laws may read them. */
function shapesOk(c: StateChecker, s: Record<string, unknown>, players: number): boolean {
  const before = c.problems.length;
  const holders = holdersOf(players);
  const setup = PLAYER_COUNT_SETUP[players as 2 | 3 | 4];
  const tileIds = (v: unknown, path: string, max: number, ids: readonly TileId[] = TILE_IDS) => {
    if (!c.array(v, path, { max })) return;
    v.forEach((t, i) => c.oneOf(t, `${path}[${i}]`, ids));
    c.distinct(v, path);
  };
  const counts = (v: unknown, path: string, length: number, max: number) => {
    if (c.array(v, path, length)) v.forEach((n, i) => c.int(n, `${path}[${i}]`, 0, max));
  };
  const table = (v: unknown, path: string, rows: number, cols: number, max: number) => {
    if (c.array(v, path, rows)) v.forEach((row, i) => counts(row, `${path}[${i}]`, cols, max));
  };
  const flags = (v: unknown, path: string, length: number) => {
    if (c.array(v, path, length)) v.forEach((b, i) => c.bool(b, `${path}[${i}]`));
  };

  c.law(s.neutral === (players === NEUTRAL_PLAYER_COUNT ? players : null), '$.neutral', `must be ${players === NEUTRAL_PLAYER_COUNT ? players : null} in a ${players}-player game (A9)`);
  if (c.array(s.track, '$.track', { min: MIN_TRACK, max: MAX_TRACK })) {
    s.track.forEach((e, i) => clockSpace(c, e, `$.track[${i}]`));
    c.law(s.track[0] === null, '$.track[0]', 'the start space has no event');
  }
  if (c.object(s.tileClocks, '$.tileClocks', TILE_IDS)) {
    for (const id of TILE_IDS) c.int(s.tileClocks[id], `$.tileClocks.${id}`, 1, MAX_CLOCK);
  }
  c.int(s.blackMarketClock, '$.blackMarketClock', 1, MAX_CLOCK);
  if (c.array(s.stacks, '$.stacks', DISTRICTS.length)) {
    s.stacks.forEach((stack, d) => tileIds(stack, `$.stacks[${d}]`, TILES_PER_DISTRICT, TILES.filter((t) => t.district === d + 1).map((t) => t.id)));
  }
  table(s.sectors, '$.sectors', SECTORS.length, RESOURCES.length, RESOURCES_PER_TYPE);
  table(s.stock, '$.stock', holders, RESOURCES.length, RESOURCES_PER_TYPE);
  if (c.array(s.vp, '$.vp', holders)) s.vp.forEach((v, h) => c.int(v, `$.vp[${h}]`, 0, Number.MAX_SAFE_INTEGER));
  if (c.array(s.tilesWon, '$.tilesWon', holders)) s.tilesWon.forEach((t, h) => tileIds(t, `$.tilesWon[${h}]`, TILE_IDS.length));
  tileIds(s.tilesLost, '$.tilesLost', TILE_IDS.length);
  counts(s.outOfGame, '$.outOfGame', RESOURCES.length, RESOURCES_PER_TYPE);
  flags(s.exhausted, '$.exhausted', RESOURCES.length);
  counts(s.dice, '$.dice', SECTORS.length, setup.dice);
  c.law(s.diceTotal === setup.dice, '$.diceTotal', `must be ${setup.dice} with ${players} players (A1.4)`);
  c.law(s.dicePerPlayer === setup.dicePerPlayer, '$.dicePerPlayer', `must be ${setup.dicePerPlayer} with ${players} players (A4.3, A9.1)`);
  counts(s.diceThisRound, '$.diceThisRound', holders, setup.dicePerPlayer);
  counts(s.diceTakenBySeat, '$.diceTakenBySeat', players, setup.dicePerPlayer);
  flags(s.gaveToNeutral, '$.gaveToNeutral', players);
  c.oneOf(s.submarine, '$.submarine', SECTORS);
  if (Array.isArray(s.track)) c.int(s.clock, '$.clock', 0, s.track.length - 1);
  c.seat(s.startPlayer, '$.startPlayer', players);
  c.int(s.round, '$.round', 1, Number.MAX_SAFE_INTEGER);
  c.oneOf(s.phase, '$.phase', PHASES);
  c.int(s.visitsMade, '$.visitsMade', 0, players * setup.dicePerPlayer);
  if (s.visit !== null && c.object(s.visit, '$.visit', ['seat', 'holder', 'sector'])) {
    c.seat(s.visit.seat, '$.visit.seat', players);
    c.int(s.visit.holder, '$.visit.holder', 0, holders - 1);
    c.oneOf(s.visit.sector, '$.visit.sector', SECTORS);
  }
  if (c.array(s.steps, '$.steps', { max: MAX_STEPS })) s.steps.forEach((step, i) => stepShape(c, step, `$.steps[${i}]`));
  if (c.array(s.donors, '$.donors', { max: players })) {
    s.donors.forEach((d, i) => c.seat(d, `$.donors[${i}]`, players));
    c.distinct(s.donors, '$.donors');
  }
  c.bool(s.endAfterVisits, '$.endAfterVisits');
  return c.problems.length === before;
}

/** A6: one space of the clock track. */
function clockSpace(c: StateChecker, e: unknown, path: string): void {
  if (e === null) return;
  if (!c.object(e, path, ['kind'], ['resource'])) return;
  if (!c.oneOf(e.kind, `${path}.kind`, ['donation', 'inventory'] as const)) return;
  if (e.kind === 'donation') c.law(!Object.hasOwn(e, 'resource'), `${path}.resource`, 'is not a field of a Donation');
  else c.oneOf(e.resource, `${path}.resource`, [...RESOURCES, 'all'] as const);
}

/** A4, A7: the shape of one step of a visit. */
function stepShape(c: StateChecker, step: unknown, path: string): void {
  if (!c.object(step, path, ['kind'], ['sectors', 'sector', 'reason', 'optional', 'from', 'to'])) return;
  const sectors = (v: unknown, at: string) => {
    if (c.array(v, at, { min: 1, max: SECTORS.length })) {
      v.forEach((x, i) => c.oneOf(x, `${at}[${i}]`, SECTORS));
      c.distinct(v, at);
    }
  };
  switch (step.kind) {
    case 'take':
      if (!c.object(step, path, ['kind', 'sectors', 'reason', 'optional'])) return;
      sectors(step.sectors, `${path}.sectors`);
      c.oneOf(step.reason, `${path}.reason`, TAKE_REASONS);
      c.bool(step.optional, `${path}.optional`);
      return;
    case 'submarineBonus':
      if (!c.object(step, path, ['kind', 'sector', 'optional'])) return;
      c.oneOf(step.sector, `${path}.sector`, SECTORS);
      c.bool(step.optional, `${path}.optional`);
      return;
    case 'effect':
      if (c.object(step, path, ['kind', 'sector'])) c.oneOf(step.sector, `${path}.sector`, SECTORS);
      return;
    case 'move':
      if (!c.object(step, path, ['kind', 'from', 'to', 'reason'])) return;
      c.oneOf(step.from, `${path}.from`, SECTORS);
      sectors(step.to, `${path}.to`);
      c.oneOf(step.reason, `${path}.reason`, MOVE_REASONS);
      return;
    case 'swap':
    case 'setDie':
    case 'submarine':
      c.object(step, path, ['kind']);
      return;
    default:
      c.add(`${path}.kind`, `must be one of "take", "submarineBonus", "effect", "move", "swap", "setDie", "submarine", got ${JSON.stringify(step.kind) ?? 'nothing'}`);
  }
}

/** The laws between fields, on a state whose every field has the right shape. */
function laws(c: StateChecker, s: AtlandiceState): void {
  const { players } = s;
  const visits = players * s.dicePerPlayer;

  // A1.2, A5: each tile is in its stack, won by one holder, or out of the game, exactly once.
  const seen = new Map<TileId, string>();
  const place = (t: TileId, where: string) => {
    if (seen.has(t)) c.add(where, `tile ${t} is also at ${seen.get(t)}`);
    else seen.set(t, where);
  };
  s.stacks.forEach((stack, d) => stack.forEach((t, i) => place(t, `$.stacks[${d}][${i}]`)));
  s.tilesWon.forEach((won, h) => won.forEach((t, i) => place(t, `$.tilesWon[${h}][${i}]`)));
  s.tilesLost.forEach((t, i) => place(t, `$.tilesLost[${i}]`));
  for (const t of TILE_IDS) c.law(seen.has(t), '$.stacks', `tile ${t} is nowhere: in no stack, won by nobody, not lost`);

  // A5.6: a category is exhausted exactly when its stack is empty; nothing lies on a district without a tile.
  s.exhausted.forEach((x, r) => c.law(x === (s.stacks[r]!.length === 0), `$.exhausted[${r}]`, `must be ${s.stacks[r]!.length === 0}: the ${RESOURCES[r]} stack holds ${s.stacks[r]!.length} tiles (A5.6)`));
  for (const d of DISTRICTS) {
    if (s.stacks[d - 1]!.length === 0) c.law(sum(s.sectors[d - 1]!) === 0, `$.sectors[${d - 1}]`, 'a district with no tile left holds no resources (A5.6)');
  }

  // A1.1: 12 of each resource, held, placed or out of the game; none in play once exhausted (A5.6).
  RESOURCES.forEach((name, r) => {
    const held = sum(s.stock.map((row) => row[r]!));
    const placed = sum(s.sectors.map((row) => row[r]!));
    c.law(held + placed + s.outOfGame[r]! === RESOURCES_PER_TYPE, `$.outOfGame[${r}]`, `${name}: ${held} held + ${placed} placed + ${s.outOfGame[r]} out of the game ≠ ${RESOURCES_PER_TYPE} (A1.1)`);
    if (s.exhausted[r]) c.law(held + placed === 0, `$.exhausted[${r}]`, `${name} is exhausted but ${held + placed} are still in play (A5.6)`);
  });

  // A4.1, A4.3, A9.1: dice taken this round follow the turn order from the start player.
  const taken = s.visitsMade + (s.visit === null ? 0 : 1);
  c.law(taken <= visits, '$.visitsMade', `${taken} dice taken this round, more than ${visits}`);
  for (let seat = 0; seat < players; seat++) {
    const k = (seat - s.startPlayer + players) % players;
    const expected = taken > k ? Math.floor((taken - k + players - 1) / players) : 0;
    c.law(s.diceTakenBySeat[seat] === expected, `$.diceTakenBySeat[${seat}]`, `must be ${expected}: ${taken} dice taken in turn order from seat ${s.startPlayer} (A4.1)`);
  }
  c.law(sum(s.dice) + sum(s.diceTakenBySeat) === s.diceTotal, '$.dice', `${sum(s.dice)} dice beside the sectors + ${sum(s.diceTakenBySeat)} taken ≠ ${s.diceTotal} (A1.4)`);

  // A9.2: each seat gives exactly one of its dice to the neutral player; the counts follow.
  for (let seat = 0; seat < players; seat++) {
    const gave = s.gaveToNeutral[seat]!;
    if (s.neutral === null) c.law(!gave, `$.gaveToNeutral[${seat}]`, 'there is no neutral player with more than 2 players');
    else {
      if (gave) c.law(s.diceTakenBySeat[seat]! >= 1, `$.gaveToNeutral[${seat}]`, 'a seat that took no die gave none');
      if (s.diceTakenBySeat[seat] === s.dicePerPlayer) c.law(gave, `$.gaveToNeutral[${seat}]`, `a seat that took its ${s.dicePerPlayer} dice gave one to the neutral player (A9.2)`);
    }
    const kept = s.diceTakenBySeat[seat]! - (gave ? 1 : 0);
    c.law(s.diceThisRound[seat] === kept, `$.diceThisRound[${seat}]`, `must be ${kept}: the dice seat ${seat} took for itself this round`);
  }
  if (s.neutral !== null) {
    const given = s.gaveToNeutral.filter(Boolean).length;
    c.law(s.diceThisRound[s.neutral] === given, `$.diceThisRound[${s.neutral}]`, `must be ${given}: the dice given to the neutral player this round (A9.4)`);
  }

  // A2, A6: the phase, the clock and the Inn's early end.
  const last = s.track.length - 1;
  const endsEarly = s.phase === 'visits' && s.clock === last;
  if (s.phase !== 'over') c.law(s.endAfterVisits === endsEarly, '$.endAfterVisits', endsEarly ? 'must be true: the Inn moved the hand to the last space during the visits (A6.5)' : 'must be false unless the Inn moved the hand to the last space during the visits (A6.5)');
  else if (s.endAfterVisits) c.law(s.clock === last, '$.endAfterVisits', 'the Inn ended the game, but the hand is not on the last space');
  if (s.phase === 'visits') {
    c.law(s.visitsMade < visits, '$.visitsMade', `all ${visits} visits are made: the round is past its visits (A4.3)`);
    c.law(s.donors.length === 0, '$.donors', 'nobody donates during the visits');
  } else {
    c.law(s.visitsMade === visits, '$.visitsMade', `must be ${visits}: the ${s.phase === 'over' ? 'game ends' : 'Donation comes'} after the round's visits`);
    c.law(s.visit === null, '$.visit', `must be null: no visit during ${s.phase === 'over' ? 'a finished game' : 'a Donation'}`);
    c.law(s.steps.length === 0, '$.steps', 'no visit is under way');
  }
  if (s.phase === 'donation') donationLaws(c, s);
  if (s.phase === 'over') c.law(s.donors.length === 0, '$.donors', 'nobody donates in a finished game');

  if (s.visit === null) c.law(s.steps.length === 0, '$.steps', 'a visit has steps only while it is under way');
  else visitLaws(c, s, s.visit);
}

/** A6.3: the donors still to act, in order from the start player, the first able to pay. */
function donationLaws(c: StateChecker, s: AtlandiceState): void {
  const event = s.track[s.clock];
  c.law(event?.kind === 'donation', '$.clock', 'a Donation is under way, but the hand is not on a Donation space (A6.3)');
  if (!c.law(s.donors.length > 0, '$.donors', 'a Donation is under way: someone must be donating')) return;
  const order: number[] = [];
  for (let i = 0; i < s.players; i++) order.push((s.startPlayer + i) % s.players);
  c.law(sameList(s.donors, order.slice(order.length - s.donors.length)), '$.donors', `must be the last seats of the order ${order.join(', ')} from the start player (A6.3)`);
  c.law(sum(s.stock[s.donors[0]!]!) >= 2, '$.donors[0]', 'the donor must hold at least 2 resources: seats that cannot pay are skipped (A6.3)');
}

/** A4, A7, A9.2: the visit under way and its pending decision. */
function visitLaws(c: StateChecker, s: AtlandiceState, visit: NonNullable<AtlandiceState['visit']>): void {
  const visitor = (s.startPlayer + s.visitsMade) % s.players;
  c.law(visit.seat === visitor, '$.visit.seat', `must be ${visitor}: the seat whose turn it is (A4.1)`);
  const forNeutral = s.neutral !== null && visit.holder === s.neutral;
  c.law(visit.holder === visit.seat || (forNeutral && s.gaveToNeutral[visit.seat] === true), '$.visit.holder', 'must be the visiting seat, or the neutral player it gave its die to (A9.2)');
  if (!c.law(s.steps.length > 0, '$.steps', 'a visit under way has a decision pending')) return;
  if (!stepsLaw(c, s, visit)) return;
  c.law(decisionActions(s, s.steps[0] as Parameters<typeof decisionActions>[1]).length > 0, '$.steps[0]', 'the pending decision has no legal answer: the rules skip such a step (A4.4, A7.1)');
}

/**
 * The steps left of a visit are one of: the take (visit's own or a J3 chain's), the submarine
 * bonus and the effect; the submarine's take and the effect; or the one decision an effect left.
 */
function stepsLaw(c: StateChecker, s: AtlandiceState, visit: NonNullable<AtlandiceState['visit']>): boolean {
  const steps = s.steps;
  const first = steps[0]!;
  const top = (d: Sector) => s.stacks[d - 1]![0];
  const wrong = (why: string) => c.add('$.steps', why);
  if (first.kind === 'take' && (first.reason === 'visit' || first.reason === 'J3')) {
    const x = first.sectors[0]!;
    const chain = first.reason === 'J3';
    if (!(steps.length === 3 && first.sectors.length === 1 && !first.optional)) return wrong(`a ${first.reason} take is followed by the submarine bonus and the effect, and may not be declined (A4.1b${chain ? ', J3: the chained visit is a visit' : ''})`);
    const [, bonus, effect] = steps;
    if (!(bonus!.kind === 'submarineBonus' && bonus!.sector === x && !bonus!.optional)) return wrong('the submarine bonus of the same sector follows the take, and may not be declined (A4.2)');
    if (!(effect!.kind === 'effect' && effect!.sector === x)) return wrong('the effect of the same sector ends the visit (A4.1c)');
    if (!chain) return c.law(x === visit.sector, '$.steps[0].sectors', `the visit's own take is from the visited sector ${visit.sector} (A4.1b)`);
    return c.law(visit.sector === JEWELERS && top(JEWELERS) === 'J3', '$.steps[0]', 'a J3 chain needs a visit of the Jewelers with J3 on top');
  }
  if (first.kind === 'take' && first.reason === 'submarine') {
    const x = first.sectors[0]!;
    if (!(steps.length === 2 && first.sectors.length === 1 && steps[1]!.kind === 'effect' && steps[1]!.sector === x)) return wrong("the submarine's take is followed by the effect of the same sector");
    if (!c.law(x === s.submarine, '$.steps[0].sectors', `the submarine's extra resource is taken where it lies, sector ${s.submarine} (A4.2)`)) return false;
    if (!c.law(!first.optional, '$.steps[0].optional', "the submarine's extra resource may not be declined (A4.2)")) return false;
    // A J3 chain is run by a visit of the Jewelers with J3 on top; it may visit any sector.
    const chain = visit.sector === JEWELERS && top(JEWELERS) === 'J3';
    return chain || c.law(x === visit.sector, '$.steps[0].sectors', `outside a J3 chain the submarine's take is at the visited sector ${visit.sector}`);
  }
  if (!c.law(steps.length === 1, '$.steps', "an effect's decision is the last step of its visit")) return false;
  return effectLaw(c, s, first, top);
}

/** A7: an effect's pending decision, and the tile on top of its district that asks for it. */
function effectLaw(c: StateChecker, s: AtlandiceState, step: Step, top: (d: Sector) => TileId | undefined): boolean {
  const expect = (tile: TileId | readonly TileId[], district: Sector, ok: boolean, what: string) => {
    const tiles = typeof tile === 'string' ? [tile] : tile;
    if (!c.law(tiles.includes(top(district)!), '$.steps[0]', `${what} needs ${tiles.join(' or ')} on top of district ${district}`)) return false;
    return c.law(ok, '$.steps[0]', `${what} does not match what ${tiles.join(' or ')} asks (A7)`);
  };
  switch (step.kind) {
    case 'take': {
      if (!c.law(!step.optional, '$.steps[0].optional', 'an effect is compulsory (A7.1)')) return false;
      const at = (sectors: readonly Sector[]) => sameList(step.sectors, sectors);
      if (step.reason === 'J1') return expect('J1', 1, at([1]), 'a J1 take');
      if (step.reason === 'L1') return expect('L1', 2, at(otherOpenDistricts(s, 2)), 'an L1 take');
      if (step.reason === 'L3') return expect('L3', 2, at([2]), 'an L3 take');
      if (step.reason === 'F1') return expect('F1', 5, at([5]), 'an F1 take');
      if (step.reason === 'F3') return expect('F3', 5, at([BLACK_MARKET]), 'an F3 take');
      return c.add('$.steps[0].reason', `a ${step.reason} take does not stand alone`);
    }
    case 'move': {
      const is = (from: Sector, to: readonly Sector[]) => step.from === from && sameList(step.to, to);
      if (step.reason === 'L2') return expect('L2', 2, is(2, [BLACK_MARKET]), 'an L2 move');
      if (step.reason === 'I2') return expect('I2', 3, is(BLACK_MARKET, otherOpenDistricts(s, 3)), 'an I2 move');
      return expect('F2', 5, is(5, otherOpenDistricts(s, 5)), 'an F2 move');
    }
    case 'swap':
      return expect('J2', JEWELERS, true, 'a swap');
    case 'setDie':
      return expect('I3', 3, true, 'a die to change');
    case 'submarine':
      return expect(['M1', 'M2', 'M3'], 4, true, 'a submarine move');
    default:
      return c.add('$.steps[0].kind', `a ${step.kind} step is never left pending`);
  }
}
