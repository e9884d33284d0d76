/**
 * Every law of a consistent Clockwork Empire state (`validateState`): shapes and exact key sets,
 * ranges, references between pieces (cards, gods, spaces, seats, clockworkers), the conservation
 * laws (each player's 6 dice, the resources, the deck, the machine gods, the white-space dice) and
 * the pending decision. A state it accepts is one the rules can play on: `apply` never fails on it
 * with an `INTERNAL_ERROR`, and no loop of the rules runs unbounded on it.
 */
import { SetupError, stateChecker, type StateChecker, type StateProblem } from '@tabula/core';
import { AREA_COLOURS, AREAS, CARD_COLOURS, RESOURCES, RULES, WHITE, WHITE_SPACES, type SpaceId } from './data/components';
import { PROVISIONAL_SET, type ComponentSet } from './data/provisional';
import { MAX_N, validateSet } from './data/validate-set';
import { stepDecision } from './legal';
import { areaColour, isArea, loopSpaces } from './rules/holdings';
import { seatOverLimit } from './rules/limits';
import type { ClockworkState, Step } from './state';

/** The fields of a state, all required. */
const STATE_KEYS = ['game', 'schema', 'players', 'rng', 'set', 'loop', 'phase', 'round', 'endTriggered', 'current', 'seats', 'supply', 'deck', 'discard', 'slots', 'gods', 'whiteDice', 'buybacks', 'turn', 'final'] as const;
const SEAT_KEYS = ['vp', 'arrivalVp', 'pawn', 'hand', 'built', 'resources', 'gods', 'diceInHand', 'diceRemoved'] as const;
const TURN_KEYS = ['dice', 'tapSteps', 'used', 'evolutions', 'steps'] as const;
const FINAL_KEYS = ['gods', 'built', 'colours', 'hand', 'resources'] as const;
/** More steps than a turn ever holds at once (an arrival, a repeat and a stack's abilities). */
export const MAX_TURN_STEPS = 64;
/** More VP than any game reaches: bounds the numbers the rules add up. */
const MAX_VP = 1_000_000;
/** The most evolution tries in one turn: one, and one more with Laboratory P1 (C6.3). */
const MAX_TRIES = RULES.evolutionTriesPerTurn + 1;
/** Laboratory P2's threshold change (C4): the only one there is. */
const MIN_THRESHOLD_CHANGE = -3;

/** Whether two plain-JSON values are equal, whatever the order of their keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!Object.hasOwn(b, k) || !sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/**
 * C9: the component set in play: `null` (the provisional set) or a set as `validateSet` returns
 * it; a schema-2 state carries a copy of the provisional set instead of `null`. Returns the set
 * the rules read, or `undefined` when it is broken.
 */
function checkSet(c: StateChecker, s: ClockworkState): ComponentSet | undefined {
  const set: unknown = s.set;
  if (set === null) return c.law(s.schema !== 2, '$.set', 'a schema-2 state carries its set (null is schema 3)') ? PROVISIONAL_SET : undefined;
  if (typeof set === 'object' && !Array.isArray(set) && (set as ComponentSet).source === 'provisional') {
    // Schema 2's copy of the provisional set: the rules read it as the provisional set itself.
    if (!c.law(s.schema === 2, '$.set.source', 'only a schema-2 state carries the provisional set (schema 3: set null)')) return undefined;
    return c.law(sameJson(set, PROVISIONAL_SET), '$.set', 'is tagged provisional but is not the provisional set') ? PROVISIONAL_SET : undefined;
  }
  let valid: ComponentSet;
  try {
    valid = validateSet(set, s.players, '$.set');
  } catch (err) {
    if (!(err instanceof SetupError)) throw err;
    c.add(err.field, err.message.slice(err.field.length + 2));
    return undefined;
  }
  return c.law(sameJson(set, valid), '$.set', 'is not a set as validateSet returns it (a set given through options)') ? valid : undefined;
}

/** A list of card or god ids: strings. */
function ids(c: StateChecker, v: unknown, path: string, max = Infinity): v is string[] {
  if (!c.array(v, path, { max })) return false;
  let ok = true;
  v.forEach((x, i) => (ok = c.str(x, `${path}[${i}]`) && ok));
  return ok;
}

/** One seat's holdings: shapes and ranges. */
function checkSeat(c: StateChecker, p: unknown, path: string, loop: readonly SpaceId[]): boolean {
  if (!c.object(p, path, SEAT_KEYS)) return false;
  let ok = c.int(p.vp, `${path}.vp`, 0, MAX_VP);
  // Only a machine god's arrival bonus (C2.6) adds to it.
  if (c.int(p.arrivalVp, `${path}.arrivalVp`, 0, MAX_VP)) ok = c.law((p.arrivalVp as number) % RULES.godArrivalVp === 0, `${path}.arrivalVp`, `grows by ${RULES.godArrivalVp} at a time (C2.6)`) && ok;
  else ok = false;
  ok = c.oneOf(p.pawn, `${path}.pawn`, loop) && ok;
  ok = ids(c, p.hand, `${path}.hand`) && ok;
  if (c.array(p.built, `${path}.built`)) {
    p.built.forEach((cw, i) => {
      const at = `${path}.built[${i}]`;
      if (!c.object(cw, at, ['cards', 'tapped'])) return (ok = false);
      ok = c.array(cw.cards, `${at}.cards`, { min: 1 }) && ids(c, cw.cards, `${at}.cards`) && c.bool(cw.tapped, `${at}.tapped`) && ok;
    });
  } else ok = false;
  if (c.array(p.resources, `${path}.resources`, RESOURCES.length)) p.resources.forEach((n, r) => (ok = c.int(n, `${path}.resources[${r}]`, 0) && ok));
  else ok = false;
  if (ids(c, p.gods, `${path}.gods`, RULES.godLimit)) ok = c.distinct(p.gods, `${path}.gods`) && ok;
  else ok = false;
  ok = c.int(p.diceInHand, `${path}.diceInHand`, 0, RULES.dicePerPlayer) && ok;
  // A die is removed exactly when a god is taken (C3.1(3)).
  if (c.int(p.diceRemoved, `${path}.diceRemoved`, 0, RULES.godLimit)) ok = c.law(p.diceRemoved === (p.gods as unknown[]).length, `${path}.diceRemoved`, `must equal the gods held (${(p.gods as unknown[]).length}): a die is removed for each god (C3.1)`) && ok;
  else ok = false;
  return ok;
}

/** An object with a key for each of `keys`, each value checked by `item`. */
function record(c: StateChecker, v: unknown, path: string, keys: readonly string[], item: (x: unknown, at: string, key: string) => boolean): boolean {
  if (!c.object(v, path, keys)) return false;
  let ok = true;
  for (const k of keys) ok = item(v[k], `${path}.${k}`, k) && ok;
  return ok;
}

/** The board: privilege slots, god piles, white-space dice, buy-backs. */
function checkBoard(c: StateChecker, s: ClockworkState, set: ComponentSet): boolean {
  const players = s.players;
  const slotsOk = record(c, s.slots, '$.slots', AREAS, (v, at) => {
    if (!c.array(v, at, RULES.slotsPerArea)) return false;
    let ok = true;
    v.forEach((d, k) => {
      if (d === null) return;
      if (!c.object(d, `${at}[${k}]`, ['owner', 'value'])) return (ok = false);
      ok = c.seat(d.owner, `${at}[${k}].owner`, players) && c.int(d.value, `${at}[${k}].value`, 1, RULES.dieSides) && ok;
    });
    return ok;
  });
  const areaOf = new Map(set.gods.map((g) => [g.id, g.area]));
  const godsOk = record(c, s.gods, '$.gods', AREAS, (v, at, area) => {
    if (!ids(c, v, at)) return false;
    let ok = true;
    v.forEach((id, i) => (ok = c.law(areaOf.get(id) === area, `${at}[${i}]`, `"${id}" is not a machine god of the ${area} (C1.4)`) && ok));
    return ok;
  });
  const whiteOk = record(c, s.whiteDice, '$.whiteDice', WHITE_SPACES, (v, at) => {
    if (!c.array(v, at, { max: players })) return false;
    let ok = true;
    v.forEach((seat, i) => (ok = c.seat(seat, `${at}[${i}]`, players) && ok));
    return ok && c.distinct(v, at);
  });
  const buyOk = record(c, s.buybacks, '$.buybacks', WHITE_SPACES, (v, at) => c.int(v, at, 0, players));
  if (!whiteOk || !buyOk) return false;
  // C1.5, C4: each player put one die on each start space; dice leave only by a buy-back.
  let ok = slotsOk && godsOk;
  for (const w of WHITE_SPACES) {
    const placed = RULES.startDiceSpaces.includes(w) ? players : 0;
    ok = c.law(s.whiteDice[w].length + s.buybacks[w] === placed, `$.buybacks.${w}`, `${s.whiteDice[w].length} dice lie on the ${w} and ${s.buybacks[w]} were bought back, of the ${placed} placed there at setup (C1.5)`) && ok;
  }
  return ok;
}

/** C1.2, C1.3, C1.4, C1.1: resources, cards, gods and dice are neither made nor lost. */
function checkConservation(c: StateChecker, s: ClockworkState, set: ComponentSet): void {
  for (let r = 0; r < RESOURCES.length; r++) {
    let held = s.supply[r]!;
    for (const p of s.seats) held += p.resources[r]!;
    c.law(held === s.players * RULES.supplyPerPlayer, `$.supply[${r}]`, `${RESOURCES[r]}: the supply and the players hold ${held}, not ${s.players * RULES.supplyPerPlayer} (C1.2)`);
  }
  // Every card of the set is in exactly one place: the deck, the discards, a hand or a built stack.
  const known = new Set(set.cards.map((card) => card.id));
  const where = new Map<string, string>();
  const place = (id: string, at: string) => {
    if (!known.has(id)) return c.add(at, `"${id}" is not a card of the set`);
    const before = where.get(id);
    if (before !== undefined) return c.add(at, `"${id}" is also at ${before}: each card is in one place`);
    where.set(id, at);
    return true;
  };
  s.deck.forEach((id, i) => place(id, `$.deck[${i}]`));
  s.discard.forEach((id, i) => place(id, `$.discard[${i}]`));
  s.seats.forEach((p, seat) => {
    p.hand.forEach((id, i) => place(id, `$.seats[${seat}].hand[${i}]`));
    p.built.forEach((cw, i) => cw.cards.forEach((id, j) => place(id, `$.seats[${seat}].built[${i}].cards[${j}]`)));
  });
  const missing = set.cards.find((card) => !where.has(card.id));
  if (missing) c.add('$.deck', `card "${missing.id}" is nowhere: each card is in the deck, the discards, a hand or built`);
  // Every god lies beside its area or is held by one player.
  const godAt = new Map<string, string>();
  for (const a of AREAS) s.gods[a].forEach((id, i) => godAt.set(id, `$.gods.${a}[${i}]`));
  s.seats.forEach((p, seat) =>
    p.gods.forEach((id, i) => {
      const at = `$.seats[${seat}].gods[${i}]`;
      if (!set.gods.some((g) => g.id === id)) return void c.add(at, `"${id}" is not a machine god of the set`);
      const before = godAt.get(id);
      if (before !== undefined) return void c.add(at, `"${id}" is also at ${before}`);
      godAt.set(id, at);
    }),
  );
  const lost = set.gods.find((g) => !godAt.has(g.id));
  if (lost) c.add('$.gods', `machine god "${lost.id}" is nowhere: each lies beside its area or is held (C1.4)`);
  // C1.1: each player's 6 dice are in hand, on privilege slots, on white spaces or removed.
  s.seats.forEach((p, seat) => {
    let dice = p.diceInHand + p.diceRemoved;
    for (const a of AREAS) for (const d of s.slots[a]) if (d?.owner === seat) dice++;
    for (const w of WHITE_SPACES) for (const o of s.whiteDice[w]) if (o === seat) dice++;
    c.law(dice === RULES.dicePerPlayer, `$.seats[${seat}].diceInHand`, `seat ${seat} has ${dice} dice in hand, on slots, on white spaces and removed, not ${RULES.dicePerPlayer} (C1.1)`);
  });
}

/** One step of the turn: its exact fields and their ranges, and where it may be. */
function checkStep(c: StateChecker, st: unknown, at: string, s: ClockworkState, loop: readonly SpaceId[]): boolean {
  if (typeof st !== 'object' || st === null || Array.isArray(st)) return c.add(at, 'must be a step { kind, … }');
  const step = st as Record<string, unknown>;
  const me = s.seats[s.current]!;
  const pawn = me.pawn;
  // The step's exact fields: `st` is then that step, typed.
  const fields = (...keys: string[]): boolean => c.object(step, at, ['kind', ...keys]);
  const count = (key: string, max = MAX_N) => c.int(step[key], `${at}.${key}`, 1, max);
  const here = (key: string) => c.law(step[key] === pawn, `${at}.${key}`, `must be the space of the current player's pawn (${pawn})`);
  const kind = step.kind as Step['kind'];
  switch (kind) {
    case 'move':
    case 'useBasic':
    case 'labDiscard':
      return fields();
    case 'activate': {
      if (!fields('colours') || !c.array(step.colours, `${at}.colours`, 1) || !c.oneOf(step.colours[0], `${at}.colours[0]`, CARD_COLOURS)) return false;
      const space = isArea(pawn) ? areaColour(s, pawn) : WHITE;
      return c.law(step.colours[0] === space || step.colours[0] === WHITE, `${at}.colours[0]`, `must be the colour of the pawn's space (${space}) or white (after Temple P1)`);
    }
    case 'extraSteps':
      return fields('n') && count('n', loop.length - 1);
    case 'godBonus':
      return fields('colour') && c.oneOf(step.colour, `${at}.colour`, AREA_COLOURS) && c.law(isArea(pawn) && step.colour === areaColour(s, pawn), `${at}.colour`, `must be the colour of the pawn's area (${pawn})`);
    case 'areaAction':
      return fields('area', 'mode') && c.oneOf(step.area, `${at}.area`, AREAS) && c.oneOf(step.mode, `${at}.mode`, ['choose', 'place', 'release'] as const) && here('area');
    case 'effects':
      return fields('area', 'repeat') && c.oneOf(step.area, `${at}.area`, AREAS) && c.bool(step.repeat, `${at}.repeat`) && here('area');
    case 'basic':
      return fields('area') && c.oneOf(step.area, `${at}.area`, loop);
    case 'whiteSpace':
    case 'buyBack':
      return fields('space') && c.oneOf(step.space, `${at}.space`, WHITE_SPACES) && here('space');
    case 'gainVp':
    case 'draw':
    case 'stealVp':
      return fields('n') && count('n');
    case 'gain':
      return fields('resource', 'n') && c.oneOf(step.resource, `${at}.resource`, RESOURCES) && count('n');
    case 'untapAll':
      if (!fields('except')) return false;
      if (step.except === null) return true;
      return c.str(step.except, `${at}.except`) && c.law(me.built.some((cw) => cw.cards.includes(step.except as string)), `${at}.except`, 'must be a card of a clockworker the current player built');
    case 'choose':
      return fields('from', 'left') && c.array(step.from, `${at}.from`, { min: 1, max: RESOURCES.length }) && step.from.every((r, i) => c.oneOf(r, `${at}.from[${i}]`, RESOURCES)) && c.distinct(step.from, `${at}.from`) && count('left');
    case 'stealResource':
      return fields('left') && count('left');
    case 'exchange':
      return fields('price') && c.int(step.price, `${at}.price`, 1, 2);
    case 'factory':
      return (
        fields('built', 'maintained', 'substitute') &&
        c.bool(step.built, `${at}.built`) &&
        c.bool(step.maintained, `${at}.maintained`) &&
        c.law(!(step.built && step.maintained), at, 'a factory step that built and maintained is over') &&
        c.int(step.substitute, `${at}.substitute`, 0, 1)
      );
    case 'evolve': {
      if (!fields('tries', 'thresholdChange', 'selected') || !c.int(step.tries, `${at}.tries`, 1, MAX_TRIES) || !c.int(step.thresholdChange, `${at}.thresholdChange`, MIN_THRESHOLD_CHANGE, 0)) return false;
      if (!c.array(step.selected, `${at}.selected`, { max: me.built.length }) || !c.distinct(step.selected, `${at}.selected`)) return false;
      let ok = true;
      step.selected.forEach((i, k) => {
        if (!c.int(i, `${at}.selected[${k}]`, 0, me.built.length - 1)) return (ok = false);
        ok = c.law(!me.built[i]!.tapped, `${at}.selected[${k}]`, 'an evolution takes untapped clockworkers (C6.3)') && ok;
      });
      return ok;
    }
    default:
      return c.add(`${at}.kind`, `is not a step of a turn, got ${JSON.stringify(kind as unknown)?.slice(0, 40)}`);
  }
}

/** The current turn (phase `play`): the rolled dice, the taps, the steps left. */
function checkTurn(c: StateChecker, s: ClockworkState, loop: readonly SpaceId[]): boolean {
  const t: unknown = s.turn;
  if (!c.object(t, '$.turn', TURN_KEYS)) return false;
  const me = s.seats[s.current]!;
  let ok = true;
  if (c.array(t.dice, '$.turn.dice', { max: RULES.dicePerPlayer })) {
    t.dice.forEach((d, i) => {
      const at = `$.turn.dice[${i}]`;
      if (!c.object(d, at, ['face', 'kept', 'placed'])) return (ok = false);
      ok = c.int(d.face, `${at}.face`, 1, RULES.dieSides) && c.bool(d.kept, `${at}.kept`) && c.bool(d.placed, `${at}.placed`) && c.law(!(d.kept && d.placed), at, 'a kept die is not placed (C3.1: unused dice are placed)') && ok;
    });
  } else ok = false;
  // C2.2: each tap of a clockworker adds +1 or −1, once per clockworker; clockworkers may later
  // merge into stacks (C6.3), but their cards stay built.
  const cards = me.built.reduce((n, cw) => n + cw.cards.length, 0);
  ok = c.int(t.tapSteps, '$.turn.tapSteps', -cards, cards) && ok;
  if (ids(c, t.used, '$.turn.used') && c.distinct(t.used, '$.turn.used')) {
    const mine = new Set(me.built.flatMap((cw) => cw.cards));
    t.used.forEach((id, i) => (ok = c.law(mine.has(id), `$.turn.used[${i}]`, `"${id}" is not a card of a clockworker the current player built`) && ok));
  } else ok = false;
  ok = c.int(t.evolutions, '$.turn.evolutions', 0, MAX_TRIES) && ok;
  if (c.array(t.steps, '$.turn.steps', { max: MAX_TURN_STEPS })) t.steps.forEach((st, i) => (ok = checkStep(c, st, `$.turn.steps[${i}]`, s, loop) && ok));
  else ok = false;
  if (!ok) return false;
  const turn = s.turn!;
  // Placing a die takes it from the hand (C3.1): the unplaced dice rolled this turn are in hand.
  const unplaced = turn.dice.filter((d) => !d.placed).length;
  ok = c.law(unplaced <= me.diceInHand, '$.turn.dice', `${unplaced} unplaced dice, but the current player holds ${me.diceInHand}`);
  if (turn.steps.some((st) => st.kind === 'move')) {
    // C2: the move is the whole turn until `go`: every die in hand rolled, nothing yet used.
    ok = c.law(turn.steps.length === 1, '$.turn.steps', 'the move is the only step until the pawn goes') && ok;
    ok = c.law(turn.dice.length === me.diceInHand, '$.turn.dice', `during the move, the dice rolled are the ${me.diceInHand} in hand (C2.1)`) && ok;
    ok = c.law(turn.used.length === 0 && turn.evolutions === 0, '$.turn', 'nothing is used before the move ends') && ok;
    ok = c.law(turn.dice.every((d) => !d.placed), '$.turn.dice', 'no die is placed before the move ends (C3.1: the dice not kept are placed after it)') && ok;
    const tapped = me.built.filter((cw) => cw.tapped).length;
    ok = c.law(Math.abs(turn.tapSteps) <= tapped, '$.turn.tapSteps', `${turn.tapSteps} steps from taps, but only ${tapped} clockworkers are tapped (C2.2)`) && ok;
  }
  return ok;
}

/**
 * The decision owed: a state of play always owes one that can be answered. The pending step needs
 * a legal action; one that offers only `done` is accepted, as a determinized state may show one
 * (whether the current player can build at the Factory depends on its hidden hand).
 */
function checkPending(c: StateChecker, s: ClockworkState): void {
  if (s.phase !== 'play') return;
  // A player over a limit owes discards or returns first (C1.8): they always have one.
  if (seatOverLimit(s) !== null) return;
  const t = s.turn!;
  if (!c.law(t.steps.length > 0, '$.turn.steps', 'is empty while no player is over a limit: the turn would have ended')) return;
  c.law(stepDecision(s, s.current) !== 'none', '$.turn.steps[0]', `the ${t.steps[0]!.kind} step has no legal action (a move that cannot be finished, or a steal without a target)`);
}

/**
 * Every way `state` is not a consistent Clockwork Empire state, as field-path problems: the
 * game's own laws, for a state whose `game`, `schema`, `players` and `rng` core has checked.
 * Shapes and ranges first; the laws between pieces only once those hold.
 */
export function stateProblems(state: ClockworkState): StateProblem[] {
  const c = stateChecker();
  if (!c.object(state, '$', STATE_KEYS)) return c.problems;
  const s = state;
  const set = checkSet(c, s);
  if (!set) return c.problems;
  const players = s.players;
  const loop = loopSpaces(set, players);
  c.law(Array.isArray(s.loop) && sameJson(s.loop, loop), '$.loop', `must be the set's loop for ${players} players: ${loop.join(', ')}`);
  const phaseOk = c.oneOf(s.phase, '$.phase', ['mulligan', 'play', 'over'] as const);
  c.int(s.round, '$.round', 1);
  c.bool(s.endTriggered, '$.endTriggered');
  c.seat(s.current, '$.current', players);
  let seatsOk = false;
  if (c.array(s.seats, '$.seats', players)) {
    seatsOk = true;
    s.seats.forEach((p, i) => (seatsOk = checkSeat(c, p, `$.seats[${i}]`, loop) && seatsOk));
  }
  if (c.array(s.supply, '$.supply', RESOURCES.length)) s.supply.forEach((n, r) => c.int(n, `$.supply[${r}]`, 0));
  ids(c, s.deck, '$.deck');
  ids(c, s.discard, '$.discard');
  checkBoard(c, s, set);
  if (c.problems.length > 0 || !seatsOk || !phaseOk) return c.problems;
  checkConservation(c, s, set);
  if (s.phase === 'mulligan') {
    c.law(s.turn === null && s.final === null, '$.turn', 'the mulligan comes before the first turn (C1.3)');
    c.law(s.round === 1 && !s.endTriggered, '$.round', 'the mulligan is in round 1, before any VP is gained');
    // C1.6: the mulligan is part of setup and gains no VP: each seat holds its start VP. So no seat
    // has reached 50 VP (C5.1), which only play can trigger.
    s.seats.forEach((p, i) => c.law(p.vp === RULES.startVp[i], `$.seats[${i}].vp`, `must be seat ${i}'s start VP, ${RULES.startVp[i]}: the mulligan is part of setup and gains no VP (C1.6)`));
  } else if (s.phase === 'play') {
    c.law(s.final === null, '$.final', 'final scoring comes at the end');
    // C5.1 (translation): reaching 50 VP during play triggers the end.
    c.law(s.endTriggered || s.seats.every((p) => p.vp < RULES.endVp), '$.endTriggered', `a player has ${RULES.endVp} VP: the end is triggered (C5.1)`);
    checkTurn(c, s, loop);
  } else {
    c.law(s.turn === null, '$.turn', 'the game is over');
    if (c.object(s.final, '$.final', FINAL_KEYS)) {
      for (const k of FINAL_KEYS) {
        const v = s.final[k];
        if (c.array(v, `$.final.${k}`, players)) v.forEach((n, i) => c.int(n, `$.final.${k}[${i}]`, 0, MAX_VP));
      }
    }
  }
  if (c.problems.length > 0) return c.problems;
  checkPending(c, s);
  return c.problems;
}
