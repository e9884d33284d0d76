/**
 * Position builders for Clockwork Empire rule tests: a consistent state from the few fields a test
 * cares about, forced dice, and short ways to play and to read what happened.
 *
 * ```ts
 * import { play, playAll, position, stock, turnOf } from '@tabula/clockwork-empire/testing';
 *
 * const s = position(4, (s) => {
 *   turnOf(s, 0, [2, 4, 5]); // seat 0 rolled 2, 4 and 5, on the Temple
 *   s.seats[0]!.resources = stock({ gear: 2 });
 * });
 * const { state } = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }]); // 2 steps: the Exchange
 * ```
 *
 * Every state {@link position} returns passes `validateState`: the bookkeeping a test leaves alone
 * is derived from what it set ({@link settle}: the supply, the deck, the god piles, the dice), and
 * a position no game could reach throws an error naming the broken laws.
 *
 * @packageDocumentation
 */
import { deepFreeze, forceDraws, type Seat } from '@tabula/core';
// The package itself, as a user imports it: one copy of the game for both entries once built.
import {
  AREAS,
  clockworkEmpire,
  PROVISIONAL_SET,
  RESOURCES,
  RULES,
  WHITE_SPACES,
  type AreaId,
  type ClockworkAction,
  type ClockworkEvent,
  type ClockworkOptions,
  type ClockworkState,
  type Resource,
  type SpaceId,
} from '@tabula/clockwork-empire';

const game = clockworkEmpire;

/** Thrown by {@link position} for a position that breaks a law of the game; `problems` lists them. */
export class PositionError extends Error {
  override name = 'PositionError';
  constructor(
    message: string,
    /** What `validateState` found wrong, field by field. */
    readonly problems: readonly { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/** Resources as a `RESOURCES`-ordered row from counts by name: `stock({ steel: 2 })` is `[2, 0, 0, 0, 0]`. */
export const stock = (r: Partial<Record<Resource, number>>): number[] => RESOURCES.map((x) => r[x] ?? 0);

/**
 * A consistent state for a rule test: a new game of `players` (seed `rules`, `options` as `setup`
 * takes them) after everyone kept their cards at the mulligan, seat 0's turn with its 3 dice
 * rolled; then `edit` on a plain copy, then {@link settle}, then `validateState`. The result is
 * deeply frozen, as every state is. Throws a {@link PositionError} for a position no game could
 * reach (the message lists each problem with its path).
 */
export function position(players: 3 | 4, edit: (s: ClockworkState) => void = () => {}, options?: ClockworkOptions): ClockworkState {
  let s = game.setup(options ? { players, seed: 'rules', options } : { players, seed: 'rules' });
  for (let seat = 0; seat < players; seat++) s = play(s, seat, { type: 'done' }).state;
  return edited(s, edit);
}

/**
 * A consistent state from an existing one (a state of play a test reached): `edit` on a plain
 * copy, then {@link settle} and `validateState`, as {@link position} does. Deeply frozen.
 */
export function edited(state: ClockworkState, edit: (s: ClockworkState) => void): ClockworkState {
  const copy = structuredClone(state) as ClockworkState;
  edit(copy);
  settle(copy, state);
  const problems = game.validateState(copy);
  if (problems.length > 0) throw new PositionError(`edited: not a state of play: ${problems.slice(0, 4).map((p) => `${p.path}: ${p.message}`).join('; ')}`, problems);
  return deepFreeze(copy);
}

/**
 * Makes it `seat`'s turn (round unchanged), its pawn on `at` (if given), with the dice in its hand
 * rolled to `faces`: its dice in hand are `faces.length`, and the turn starts with the move.
 * A player has 6 dice (C1.1), 3 on the white spaces from the start: one who rolls fewer than 3
 * has placed the others on privilege slots; say where with {@link park}. Throws a
 * {@link PositionError} for more than 6 faces, or a face that is not 1 to 6.
 */
export function turnOf(s: ClockworkState, seat: Seat, faces: number[], at?: SpaceId): void {
  if (faces.length > RULES.dicePerPlayer) throw new PositionError(`turnOf: seat ${seat} rolls ${faces.length} dice, but a player has ${RULES.dicePerPlayer} (C1.1)`);
  const bad = faces.findIndex((face) => !Number.isInteger(face) || face < 1 || face > RULES.dieSides);
  if (bad >= 0) throw new PositionError(`turnOf: faces[${bad}] is ${JSON.stringify(faces[bad])}, but a die shows 1 to ${RULES.dieSides}`);
  s.current = seat;
  s.seats[seat]!.diceInHand = faces.length;
  if (at) s.seats[seat]!.pawn = at;
  s.turn = { dice: faces.map((face) => ({ face, kept: false, placed: false })), tapSteps: 0, used: [], evolutions: 0, steps: [{ kind: 'move' }] };
}

/**
 * Puts `seat`'s dice that are nowhere yet on the empty privilege slots of `areas` (value 1, left
 * to right, area by area): the dice a player who rolled fewer than 3 placed earlier. Counts the
 * dice in hand, on slots, removed (one per god held) and on the white spaces (see {@link settle}).
 * Call it last in an edit. Throws a {@link PositionError} when the slots are too few.
 */
export function park(s: ClockworkState, seat: Seat, ...areas: AreaId[]): void {
  const p = s.seats[seat]!;
  let missing = RULES.dicePerPlayer - p.diceInHand - p.gods.length;
  for (const area of AREAS) for (const d of s.slots[area]) if (d?.owner === seat) missing--;
  for (const w of WHITE_SPACES) if (s.whiteDice[w].includes(seat)) missing--;
  for (const area of areas) {
    const slots = s.slots[area];
    for (let k = 0; k < slots.length && missing > 0; k++) {
      if (slots[k] !== null) continue;
      slots[k] = { owner: seat, value: 1 };
      missing--;
    }
  }
  if (missing > 0) throw new PositionError(`position: ${missing} of seat ${seat}'s dice found no empty slot on ${areas.join(', ') || 'no area'}`);
}

/** Where each card lies in `s`: `deck`, `discard`, `hand:<seat>` or `built:<seat>`. */
function placesOf(s: ClockworkState): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const put = (id: string, place: string) => out.set(id, [...(out.get(id) ?? []), place]);
  s.deck.forEach((id) => put(id, 'deck'));
  s.discard.forEach((id) => put(id, 'discard'));
  s.seats.forEach((p, seat) => {
    p.hand.forEach((id) => put(id, `hand:${seat}`));
    p.built.forEach((cw) => cw.cards.forEach((id) => put(id, `built:${seat}`)));
  });
  return out;
}

/** Takes `id` out of `place` in `s` (one occurrence). */
function takeOut(s: ClockworkState, id: string, place: string): void {
  const from = (list: string[]) => list.splice(list.indexOf(id), 1);
  const [where, seat] = place.split(':');
  if (where === 'deck') from(s.deck);
  else if (where === 'discard') from(s.discard);
  else if (where === 'hand') from(s.seats[Number(seat)]!.hand);
  else {
    const built = s.seats[Number(seat)]!.built;
    const i = built.findIndex((cw) => cw.cards.includes(id));
    built[i]!.cards.splice(built[i]!.cards.indexOf(id), 1);
    if (built[i]!.cards.length === 0) built.splice(i, 1);
  }
}

/**
 * Derives the bookkeeping of an edited state from what the edit set, in place:
 * - **cards**: a card the edit put somewhere new (a hand, a built clockworker, the discards) leaves
 *   the place it had in `before` (hands that lose a card are not refilled); a card that is nowhere
 *   goes to the bottom of the deck;
 * - **resources**: the supply holds what the players do not (C1.2);
 * - **machine gods**: a god a player holds leaves its area's pile, the others lie beside their
 *   area; each god held has removed one of its holder's dice (C3.1(3));
 * - **dice**: each player has 6 (C1.1): the current player's dice in hand are the dice it rolled,
 *   so its dice on the white spaces make up the count; the others' dice in hand do;
 * - **white spaces**: the buy-backs are the start dice no longer there (C4);
 * - **the end**: a player at 50 VP or more has triggered it (C5.1).
 *
 * Throws a {@link PositionError} when that cannot be done (a card put in two new places, more of a
 * resource held than exist, a current player whose dice cannot make 6).
 */
export function settle(s: ClockworkState, before?: ClockworkState): void {
  // The game's set: the provisional one when the state carries none.
  const set = s.set ?? PROVISIONAL_SET;
  // Cards.
  const was = before ? placesOf(before) : new Map<string, string[]>();
  for (const [id, places] of placesOf(s)) {
    if (places.length < 2) continue;
    const old = was.get(id)?.[0];
    const moved = places.filter((p) => p !== old);
    if (old !== undefined && places.includes(old) && moved.length === 1) takeOut(s, id, old);
    else throw new PositionError(`position: card ${id} is in ${places.join(' and ')}: put it in one place`);
  }
  const placed = placesOf(s);
  for (const card of set.cards) if (!placed.has(card.id)) s.deck.push(card.id);
  // Resources.
  RESOURCES.forEach((r, i) => {
    const held = s.seats.reduce((n, p) => n + (p.resources[i] ?? 0), 0);
    const supply = s.players * RULES.supplyPerPlayer - held;
    if (supply < 0) throw new PositionError(`position: the players hold ${held} ${r}, but there are ${s.players * RULES.supplyPerPlayer} (C1.2)`);
    s.supply[i] = supply;
  });
  // Machine gods.
  const held = new Set(s.seats.flatMap((p) => p.gods));
  for (const area of AREAS) s.gods[area] = set.gods.filter((g) => g.area === area && !held.has(g.id)).map((g) => g.id);
  for (const p of s.seats) p.diceRemoved = p.gods.length;
  // Dice.
  s.seats.forEach((p, seat) => {
    let onSlots = 0;
    for (const area of AREAS) for (const d of s.slots[area]) if (d?.owner === seat) onSlots++;
    const elsewhere = onSlots + p.diceRemoved;
    // Where the edit put the seat's dice: "3 rolled, 2 on privilege slots, 2 removed by the 2 machine gods it holds".
    const where = (first: string) => [first, `${onSlots} on privilege slots`, ...(p.diceRemoved > 0 ? [`${p.diceRemoved} removed by the ${p.diceRemoved} machine god${p.diceRemoved === 1 ? '' : 's'} it holds (C3.1(3))`] : [])].join(', ');
    const rolled = s.phase === 'play' && s.turn !== null && seat === s.current;
    if (!rolled) {
      const white = WHITE_SPACES.filter((w) => s.whiteDice[w].includes(seat)).length;
      p.diceInHand = RULES.dicePerPlayer - elsewhere - white;
      if (p.diceInHand < 0) throw new PositionError(`position: seat ${seat}'s dice are ${where(`${white} on the white spaces`)}: ${elsewhere + white} in all, but a player has ${RULES.dicePerPlayer} (C1.1)`);
      return;
    }
    // The current player's white-space dice make up its 6.
    let white = RULES.dicePerPlayer - elsewhere - p.diceInHand;
    const starts = RULES.startDiceSpaces;
    if (white < 0) throw new PositionError(`position: seat ${seat}'s dice are ${where(`${p.diceInHand} rolled`)}: ${elsewhere + p.diceInHand} in all, but a player has ${RULES.dicePerPlayer} (C1.1)`);
    if (white > starts.length) {
      throw new PositionError(
        `position: seat ${seat}'s dice are ${where(`${p.diceInHand} rolled`)}: its ${RULES.dicePerPlayer} dice would need ${white} on the ${starts.length} white start spaces; put the others on privilege slots (park), or roll more`,
      );
    }
    for (const w of starts) {
      const dice = s.whiteDice[w];
      const has = dice.includes(seat);
      if (white > 0 && !has) dice.push(seat);
      if (white === 0 && has) dice.splice(dice.indexOf(seat), 1);
      if (white > 0) white--;
    }
  });
  for (const w of WHITE_SPACES) s.buybacks[w] = (RULES.startDiceSpaces.includes(w) ? s.players : 0) - s.whiteDice[w].length;
  // The end.
  if (s.phase === 'play' && s.seats.some((p) => p.vp >= RULES.endVp)) s.endTriggered = true;
}

/** Plays an action that must be accepted, with `forced` draws (die faces) for this action. */
export function play(s: ClockworkState, seat: Seat, action: ClockworkAction, ...forced: number[]): { state: ClockworkState; events: ClockworkEvent[] } {
  const out = game.apply(forced.length ? forceDraws(s, ...forced) : s, seat, action);
  if (!out.ok) throw new Error(`${JSON.stringify(action)} rejected: ${out.error.code}: ${out.error.message}`);
  return { state: out.state, events: out.events };
}

/** Plays actions of one seat in order, each accepted; `forced` draws are for the last action. */
export function playAll(s: ClockworkState, seat: Seat, actions: ClockworkAction[], ...forced: number[]): { state: ClockworkState; events: ClockworkEvent[] } {
  let state = s;
  const events: ClockworkEvent[] = [];
  for (const [i, a] of actions.entries()) {
    const out = i === actions.length - 1 ? play(state, seat, a, ...forced) : play(state, seat, a);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

/** The rejection code of an action, which must be refused (junk is welcome: `apply` checks at run time). */
export function refusal(s: ClockworkState, seat: Seat, action: unknown): string {
  const out = game.apply(s, seat, action as ClockworkAction);
  if (out.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return out.error.code;
}

/** The events of one type, typed. */
export function eventsOf<T extends ClockworkEvent['type']>(events: readonly ClockworkEvent[], type: T): Extract<ClockworkEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<ClockworkEvent, { type: T }>[];
}

/** The kind of the decision owed now (`pending.kind` of a spectator's view), or `undefined`. */
export const pendingKind = (s: ClockworkState): string | undefined => game.view(s, null).pending?.kind;

/** The die face that moves a pawn from `from` to `to` round this game's loop (0 to loop length − 1). */
export function faceTo(s: ClockworkState, from: SpaceId, to: SpaceId): number {
  const n = s.loop.length;
  return (((s.loop.indexOf(to) - s.loop.indexOf(from)) % n) + n) % n;
}
