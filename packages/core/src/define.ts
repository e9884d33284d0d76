import { Immer, isDraft } from 'immer';
import { CoreErrors, describeProblems, isRejection, reject, SetupError, StateError } from './errors';
import { freezeNew, madeState, playOnWorkCopy } from './work';
import { marksIn } from './marks';
import { noteKnown } from './memo';
import { NotPlainError, readPlain } from './plain';
import { mappedCopy } from './shapes';
import { createRng, ForcedDrawError, restoreRng, unusedForcedDraws, type Rng } from './rng';
import type { BaseState, EventShape, Game, GameResult, Outcome, Rejection, Seat, SeenAction, SetupConfig, StateProblem } from './types';

/** What a rule sees while it changes the state: the RNG and the event log. */
export interface RuleContext<E> {
  /** The game's RNG, restored from the state once for this action. */
  readonly rng: Rng;
  /** Records an event, in order. */
  emit(event: E): void;
}

/** What `setup` sees besides its config. */
export interface SetupContext {
  /** The game's RNG, seeded from `config.seed`. */
  readonly rng: Rng;
}

/** A game's rules, written once; {@link defineGame} turns them into a {@link Game}. */
export interface GameSpec<S extends BaseState, A, O, V, E, C extends string = string> {
  /** The game's name, recorded in every state. */
  name: string;
  /** Version of the state's shape. */
  schema: number;
  /** Older schema versions the rules still read and play on (each state keeps its own). */
  readsSchemas?: readonly number[];
  /** Fewest players. */
  minPlayers: number;
  /** Most players. */
  maxPlayers: number;
  /**
   * Builds the initial state (without `game`, `schema`, `players` and `rng`, which are added).
   * `config` is a plain-JSON copy of the caller's, with only `players`, `seed` and `options`;
   * `options` is the game's to check (throw a `SetupError` naming the field; see `knownKeys`).
   */
  setup(config: SetupConfig<O>, ctx: SetupContext): Omit<S, keyof BaseState>;
  /**
   * A plain-JSON value (read from untrusted input) to a typed action, or a `MALFORMED_ACTION`
   * rejection (see `actionParser`).
   */
  parseAction(input: unknown): A | Rejection<C>;
  /**
   * Seats that may act now (called only while the game is not over): a new list, or a frozen one
   * (a part of the state, a list the game keeps), which core copies before handing it out. Never
   * a list the game keeps unfrozen: the caller owns what it is given (see {@link defineGame}).
   */
  activeSeats(state: S): Seat[];
  /**
   * Every legal action of an active seat, in a stable order: a new list of new actions, or a list
   * frozen through (one the game keeps for a state), which core copies, actions and all, before
   * handing it out. Never a list or an action the game keeps unfrozen: the caller owns what it is
   * given (see {@link defineGame}).
   */
  legalActions(state: S, seat: Seat): A[];
  /**
   * Why `seat` may not play `action` now, or `undefined` if it may. Called only for an active
   * seat of a game not over, with a well-formed action. Reads the state; never changes it.
   */
  validate(state: S, seat: Seat, action: A): Rejection<C> | undefined;
  /**
   * Plays a validated action by mutating `draft`. The same function runs under immer (the pure
   * {@link Game.apply}) and on a private mutable copy ({@link simulator}).
   */
  perform(draft: S, seat: Seat, action: A, ctx: RuleContext<E>): void;
  /** Whether the game has ended. */
  isOver(state: S): boolean;
  /**
   * Scores and winners of a finished game. Core hands the caller a copy, so this may quote the
   * state's parts (`scores: s.scores`). Compute the winners here, once: a game that reports them in
   * an event too (`gameEnded`) should read this function there, so the two never disagree.
   */
  result(state: S): GameResult;
  /**
   * What `viewer` may see (`null`: a spectator): a new object each call. Called with a checked
   * viewer and a state frozen through (every part of it; a good state from elsewhere that is not is
   * copied and frozen first), so the view may hand out the state's parts as they are: no caller can
   * change them. Any other part it shares (one the game keeps between calls) must be frozen
   * through too; the rest is new each call, and in particular the lists of who acts and of the
   * viewer's legal actions, if the view shows them, are new lists of new actions.
   */
  view(state: S, viewer: Seat | null): V;
  /**
   * The game's own laws of a consistent state, as field-path problems (`[]`: none). Called only
   * for a plain object whose name, schema, players and RNG core has checked. A state this accepts
   * is one the rules can play on.
   */
  validateState?(state: S): StateProblem[];
  /**
   * A private event (one with an `audience`) as `viewer`, who is not in its audience, may see it:
   * the same `type`, `audience` kept, `redacted: true`, and the public fact kept. Without this,
   * such an event is shown as `{ type, audience, redacted: true }`. Core hands out a copy, so the
   * redacted form may quote the event's parts.
   */
  redactEvent?(event: E, viewer: Seat | null): E;
  /**
   * `action`, played by `actor`, as `viewer` (another seat or a spectator) may see it: `redacted:
   * true` and the secret fields removed, or the action itself when it holds no secret. Without
   * this, every action is public.
   */
  redactAction?(action: A, actor: Seat, viewer: Seat | null): SeenAction<A>;
  /**
   * Event types that reveal hidden information to someone besides private events (a tile turned
   * face up, a card shown): an action that emits one cannot be undone (see `createMatch`). Private
   * events, and any action that draws from the RNG, count as reveals without being listed.
   */
  revealing?: readonly string[];
  /** A full state consistent with `view`, its unseen parts redealt from `seed`. */
  determinize?(view: V, seat: Seat, seed: string): S;
  /**
   * Weights for random play over `seat`'s legal actions `legal`, one per action (see
   * {@link Game.playoutWeights}): for a game whose uniformly random games rarely end. Passed on as it is.
   */
  playoutWeights?(state: S, seat: Seat, legal: readonly A[]): number[];
  /**
   * How {@link Game.apply} runs `perform` and makes the next state. Both give the same states,
   * events and rejections, and the next state is frozen either way, sharing every part the action
   * left unchanged.
   * - `'draft'` (the default): `perform` writes into an immer draft of the state: rules written as
   *   plain mutations just work, at the cost of a proxy for every object read.
   * - `'work'`: `perform` runs on a work copy of the state: its top level copied, every part shared
   *   with the state before until the rules take it through `mutable(parent, key)` to change it
   *   (see `mutable`). The cheapest by far: plain reads, one copy per changed part, no diff; the
   *   rules must take every part they change through `mutable` (a write into a shared part throws,
   *   and the kit catches it), and keep the keys of the state's top level (the work copy is sealed:
   *   adding or deleting one throws as well).
   */
  applyMode?: 'draft' | 'work';
}

/**
 * Where a game keeps its spec, so core can run it without immer (see {@link simulator}). A
 * registered symbol, so that two copies of core (ESM and CJS, or two versions) agree.
 */
const SPEC = Symbol.for('@tabula/core:spec');

/** @internal The spec behind a game built by {@link defineGame}. */
export function specOf<S extends BaseState, A, O, V, E, C extends string>(game: Game<S, A, O, V, E, C>): GameSpec<S, A, O, V, E, C> {
  const spec = (game as unknown as Record<symbol, GameSpec<S, A, O, V, E, C> | undefined>)[SPEC];
  if (!spec) throw new Error(`"${game.name}" was not built with defineGame`);
  return spec;
}

const immer = new Immer({ autoFreeze: true });

/**
 * A deep copy of a small JSON value, reading through immer drafts, made the caller's (nothing in it
 * is frozen or shared). Anything that is not plain JSON (a Map, Set, Date, class instance,
 * function, `undefined` or non-finite number) throws, naming `what` (`event`, `result`, …), so that
 * a game handing it out fails its tests instead of losing data silently. Every event goes through
 * here: the copy builds no paths, and only a value that fails is walked again to name the fault.
 */
function plainCopy<T>(value: T, what = 'event'): T {
  try {
    return copyJson(value) as T;
  } catch (err) {
    if (err !== NOT_JSON) throw err;
    throw new TypeError(notJsonReason(value, what, what) ?? `${what}: ${what}s must be plain JSON`);
  }
}

/**
 * A list a game hands out (seats, legal actions, problems), made the caller's: a frozen list (a
 * part of the state, or one the game keeps) is copied, everything in it too; a new list is the
 * caller's as it is. The games make their lists new, so the usual cost is one question.
 */
function ownedList<T>(list: T[]): T[] {
  return Object.isFrozen(list) ? (plainCopy(list, 'list') as T[]) : list;
}

/** What {@link copyJson} throws at a value that is not plain JSON (caught by {@link plainCopy}). */
const NOT_JSON: unique symbol = Symbol('not JSON');

/**
 * The copy of {@link plainCopy}; throws {@link NOT_JSON} at a value that is not plain JSON. An
 * object is copied through its compiled shape (see `./shapes`; events have a bound of their own):
 * an object literal with its keys, rather than a key added at a time.
 */
function copyJson(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw NOT_JSON;
    return value === 0 ? 0 : value;
  }
  if (typeof value !== 'object') throw NOT_JSON;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyJson(value[i]);
    return out;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null && !isDraft(value)) throw NOT_JSON;
  return mappedCopy(value, copyJson, true);
}

/**
 * Why `value` (at `path`) is not plain JSON, naming the first faulty part; `undefined` if it is.
 * `what` names the kind of value (`event`) in the reason.
 */
function notJsonReason(value: unknown, path: string, what: string): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} is ${value}: ${what}s must be plain JSON`;
  if (typeof value !== 'object') return `${path} is ${typeof value}: ${what}s must be plain JSON`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const why = notJsonReason(value[i], `${path}[${i}]`, what);
      if (why) return why;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null && !isDraft(value)) {
    return `${path} is a ${proto?.constructor?.name ?? 'class instance'}: ${what}s must be plain JSON`;
  }
  for (const key of Object.keys(value)) {
    const why = notJsonReason((value as Record<string, unknown>)[key], `${path}.${key}`, what);
    if (why) return why;
  }
  return undefined;
}

/**
 * The state's RNG state as it is now, without drafting it: reading `draft.rng` would wrap it in a
 * draft of its own only to read four numbers. A draft's own-property descriptor holds the current
 * value undrafted (immer never turns a descriptor's value into a draft).
 */
function currentRng(target: { rng: BaseState['rng'] }): BaseState['rng'] {
  return isDraft(target) ? (Reflect.getOwnPropertyDescriptor(target, 'rng')!.value as BaseState['rng']) : target.rng;
}

/** Why an event's `audience` is not a list of seats of this game, or `undefined` if it is fine. */
function audienceProblem(event: unknown, players: number): string | undefined {
  if (typeof event !== 'object' || event === null || !('audience' in event)) return undefined;
  const audience = (event as EventShape).audience;
  if (!Array.isArray(audience) || audience.length === 0) return `event "${String((event as EventShape).type)}": audience must be a non-empty array of seats, got ${JSON.stringify(audience)}`;
  for (let i = 0; i < audience.length; i++) {
    const seat = audience[i];
    if (!Number.isInteger(seat) || seat! < 0 || seat! >= players || audience.indexOf(seat!) !== i) {
      return `event "${String((event as EventShape).type)}": audience must list distinct seats from 0 to ${players - 1}, got ${JSON.stringify(audience)}`;
    }
  }
  return undefined;
}

/** Lazily restores the RNG from the state the first time a rule draws. */
class ActionContext<E> implements RuleContext<E> {
  readonly events: E[] = [];
  private live: Rng | undefined;
  constructor(private readonly target: { rng: BaseState['rng']; players: number }) {}
  get rng(): Rng {
    this.live ??= restoreRng(currentRng(this.target));
    return this.live;
  }
  /**
   * Bound, so rules may destructure `{ rng, emit }`. The event is copied, so that it may quote
   * parts of the state (even immer drafts) without aliasing them; a private event's `audience`
   * must be a list of this game's seats.
   */
  readonly emit = (event: E): void => {
    const copy = plainCopy(event);
    const bad = audienceProblem(copy, this.target.players);
    if (bad) throw new TypeError(bad);
    this.events.push(copy);
  };
  /**
   * Writes the RNG back into the state, if it was used. Forced draws are for the next action only:
   * any left unused is a mistake in the test that forced them, reported here (a
   * {@link ForcedDrawError} naming the values forced and those left) rather than carried into a
   * later action. The state's RNG is still the one from before the action here.
   */
  commit(draft: { rng: BaseState['rng'] }): void {
    const rng = this.live ? this.live.state() : currentRng(draft);
    if (rng.forced && rng.forced.length > 0) throw unusedForcedDraws(currentRng(draft).forced ?? rng.forced, rng.forced);
    if (this.live) draft.rng = rng;
  }
}

/** `-0` as `0`: a seat read from JSON (`{"seat":-0}`) must not be stored as `-0`. */
const seatOf = (seat: Seat): Seat => (seat === 0 ? 0 : seat);

/**
 * Parses untrusted input as an action of the game: only a plain object (or something the game's
 * parser refuses itself) is read, and anything that throws while being read (a revoked Proxy, a
 * throwing getter or trap) is a `MALFORMED_ACTION`, never an `INTERNAL_ERROR`. The game's parser
 * (`actionParser`) reads each own field once and returns a fresh plain action, which is what is
 * then checked, applied and logged.
 */
export function parseInput<A, C extends string>(spec: GameSpec<any, A, any, any, any, C>, input: unknown): A | Rejection<C> {
  try {
    if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
      const proto = Reflect.getPrototypeOf(input);
      if (proto !== Object.prototype && proto !== null) {
        return reject(CoreErrors.MALFORMED_ACTION, 'an action is a plain JSON object, not a class instance or an object with a prototype of its own') as Rejection<C>;
      }
    }
    return spec.parseAction(input);
  } catch (err) {
    let why: string;
    try {
      why = err instanceof Error ? err.message : String(err);
    } catch {
      why = 'an error that cannot be printed';
    }
    return reject(CoreErrors.MALFORMED_ACTION, `the action could not be read as plain JSON (${why.slice(0, 80)})`) as Rejection<C>;
  }
}

/**
 * The checks every action goes through before its rules: game over, seat, shape, turn, legality.
 * `knownOver`, `knownActive`: whether the game is over and who may act, when the caller worked them
 * out for this very state already (the simulator keeps them until its state changes).
 * @internal
 */
export function precheck<S extends BaseState, A, C extends string>(
  spec: GameSpec<S, A, any, any, any, C>,
  state: S,
  seat: Seat,
  input: unknown,
  knownOver?: boolean,
  knownActive?: readonly Seat[],
): A | Rejection<C> {
  if (knownOver ?? spec.isOver(state)) return reject(CoreErrors.GAME_OVER, 'the game is over') as Rejection<C>;
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return reject(CoreErrors.NOT_ACTIVE, `seat ${typeof seat === 'number' ? String(seat) : typeof seat} is not a seat of this ${state.players}-player game`) as Rejection<C>;
  }
  const action = parseInput(spec, input);
  if (isRejection(action)) return action;
  const active = knownActive ?? spec.activeSeats(state);
  if (!active.includes(seat)) {
    return reject(CoreErrors.NOT_ACTIVE, `seat ${seat} may not act now; active: ${active.join(', ') || 'none'}`) as Rejection<C>;
  }
  return spec.validate(state, seat, action) ?? action;
}

/** @internal Runs a validated action's rules on a mutable state; returns its events. */
export function performOn<S extends BaseState, A, E>(
  spec: GameSpec<S, A, any, any, E, any>,
  target: S,
  seat: Seat,
  action: A,
): E[] {
  const ctx = new ActionContext<E>(target);
  spec.perform(target, seat, action, ctx);
  ctx.commit(target);
  return ctx.events;
}

/**
 * @internal The rejection for an exception thrown while `seat` played `action`: a
 * `BAD_FORCED_DRAWS` for draws a test forced that do not fit the action (a mistake in the test,
 * said in its terms: the seat, the action, the values), else an `INTERNAL_ERROR` (a bug in the game).
 */
export function ruleFailure(err: unknown, seat: Seat, action: unknown): Rejection<typeof CoreErrors.INTERNAL_ERROR | typeof CoreErrors.BAD_FORCED_DRAWS> {
  if (err instanceof ForcedDrawError && action !== undefined) {
    let played: string;
    try {
      played = JSON.stringify(action) ?? String(action);
    } catch {
      played = 'its action';
    }
    // "seat 0's {…} drew 1 of the 2 values forced…", or "seat 0's {…}: the forced value 7 does not fit…".
    return reject(CoreErrors.BAD_FORCED_DRAWS, `seat ${seat}'s ${played}${err.left.length > 0 ? ' ' : ': '}${err.message}`);
  }
  return internalError(err);
}

/** @internal The rejection for an exception thrown by a game's rules. */
export function internalError(err: unknown): Rejection<typeof CoreErrors.INTERNAL_ERROR> {
  let msg: string;
  try {
    msg = err instanceof Error ? err.message : String(err);
  } catch {
    msg = 'an exception that cannot be printed';
  }
  return reject(CoreErrors.INTERNAL_ERROR, `the rules failed on this action (a bug in the game): ${msg}`);
}

/** Plays a checked action on a state, the state untouched: the next state and the events. */
type Applier<S, A, E> = (state: S, seat: Seat, action: A) => { ok: true; state: S; events: E[] };

/** `applyMode: 'draft'`: the rules write into an immer draft of the state. */
function draftApplier<S extends BaseState, A, E>(spec: GameSpec<S, A, any, any, E, any>): Applier<S, A, E> {
  return (state, seat, action) => {
    let events: E[] = [];
    const next = immer.produce(state, (draft) => {
      events = performOn(spec, draft as S, seat, action);
    });
    return { ok: true, state: next, events };
  };
}

/**
 * `applyMode: 'work'`: the rules run on a work copy (see `./work`): the state's top level copied,
 * its parts shared until the rules take them through `mutable`; the work copy, frozen, is the next
 * state. No immer, no proxies, no diff.
 */
function workApplier<S extends BaseState, A, E>(spec: GameSpec<S, A, any, any, E, any>): Applier<S, A, E> {
  return (state, seat, action) => {
    let events: E[] = [];
    const next = playOnWorkCopy(state, (work) => {
      events = performOn(spec, work, seat, action);
    });
    return { ok: true, state: next, events };
  };
}

/** Whether `value` is a plain object (not an array, not a class instance). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * What core checks of every state before a game's own `validateState`: a plain object of this game,
 * of a schema it reads, with a player count in range and a well-formed RNG.
 */
function baseProblems(spec: GameSpec<any, any, any, any, any, any>, state: unknown): StateProblem[] {
  if (!isPlainObject(state)) return [{ path: '$', message: `a state is a plain object, got ${state === null ? 'null' : Array.isArray(state) ? 'an array' : typeof state}` }];
  const out: StateProblem[] = [];
  const { game, schema, players, rng } = state;
  if (game !== spec.name) {
    out.push({ path: '$.game', message: typeof game === 'string' ? `this is a state of "${game.slice(0, 40)}", not of "${spec.name}"` : `must be "${spec.name}" (every state records its game), got ${JSON.stringify(game) ?? 'nothing'}` });
    return out; // the rest would only repeat that this is not one of ours
  }
  const schemas = [spec.schema, ...(spec.readsSchemas ?? [])];
  if (!schemas.includes(schema as number)) {
    out.push({ path: '$.schema', message: `schema ${JSON.stringify(schema) ?? 'nothing'} is not one this version of ${spec.name} reads (${schemas.join(', ')})${typeof schema === 'number' && schema > spec.schema ? ': a newer version of the package wrote it' : ''}` });
    return out;
  }
  if (!Number.isInteger(players) || (players as number) < spec.minPlayers || (players as number) > spec.maxPlayers) {
    out.push({ path: '$.players', message: `must be a whole number from ${spec.minPlayers} to ${spec.maxPlayers}, got ${JSON.stringify(players) ?? 'nothing'}` });
  }
  if (!isPlainObject(rng)) out.push({ path: '$.rng', message: 'must be the RNG state { c, s0, s1, s2 }' });
  else {
    if (!Number.isInteger(rng.c) || (rng.c as number) < 0) out.push({ path: '$.rng.c', message: 'must be a whole number ≥ 0' });
    for (const k of ['s0', 's1', 's2'] as const) {
      const v = rng[k];
      if (typeof v !== 'number' || !(v >= 0 && v < 1)) out.push({ path: `$.rng.${k}`, message: 'must be a number in [0, 1)' });
    }
    if (rng.forced !== undefined && !(Array.isArray(rng.forced) && rng.forced.every((v) => Number.isInteger(v)))) {
      out.push({ path: '$.rng.forced', message: 'must be an array of whole numbers' });
    }
    for (const k of Object.keys(rng)) if (!['c', 's0', 's1', 's2', 'forced'].includes(k)) out.push({ path: `$.rng.${k}`, message: 'is not a field of the RNG state' });
  }
  return out;
}

/** Every problem of `state`: core's checks, then (if those pass) the game's own. */
function stateProblems(spec: GameSpec<any, any, any, any, any, any>, state: unknown): StateProblem[] {
  const base = baseProblems(spec, state);
  if (base.length > 0 || !spec.validateState) return base;
  try {
    return spec.validateState(state);
  } catch (err) {
    return [{ path: '$', message: `could not be checked (${internalError(err).message})` }];
  }
}

/** Reads a config as plain JSON with only the fields a config has; throws a {@link SetupError}. */
function readConfig<O>(config: unknown): SetupConfig<O> {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) throw new SetupError('config', 'must be an object { players, seed, options? }');
  let plain: Record<string, unknown>;
  try {
    plain = readPlain(config) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof NotPlainError) {
      const field = err.where === '$' ? 'config' : err.where.slice(2);
      throw new SetupError(field, `must be plain JSON: it ${err.why}`);
    }
    throw err;
  }
  for (const key of Object.keys(plain)) {
    if (key !== 'players' && key !== 'seed' && key !== 'options') throw new SetupError(key, 'is not a config field (the fields are players, seed and options)');
  }
  return plain as unknown as SetupConfig<O>;
}

/**
 * Throws a {@link SetupError} when `value` (the config part at `path`, e.g. `options`) is not an
 * object, or has a key not in `keys`: a misspelt option is an error, never silently the default.
 */
export function knownKeys(value: unknown, path: string, keys: readonly string[]): void {
  if (!isPlainObject(value)) throw new SetupError(path, `must be an object, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`);
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) throw new SetupError(`${path}.${key}`, `is not a field of ${path} (the fields are ${keys.join(', ') || 'none'})`);
  }
}


/**
 * Freezes `value` all the way down and returns it: for a game's exported data (tables, constants),
 * which the rules read at run time and no caller may change (`RESOURCES.sort()` for a menu).
 */
export function deepFreeze<T>(value: T): T {
  freezeDeep(value);
  return value;
}

/**
 * A part of a view as a state built from that view may hold it (a game's `determinize`): frozen
 * through. The part itself when it is `was`, the same part of the state the view was made from
 * (frozen through, as every state a game makes is; see `privateMarks` to find that state), or when
 * it is frozen; else a frozen deep copy (a part of a view read from JSON, or put in by the caller).
 *
 * A frozen part is taken as frozen all the way down, without a walk through it: every part a view
 * shares with its state is (and stays so in a copy of the view, `{ ...view }`), and a view read
 * from JSON has none. A part a caller puts into a view should be frozen all the way down or not at
 * all: one frozen only at its top is shared, and what is below it stays the caller's to change.
 *
 * ```ts
 * const from = sources.of(view); // the state this module made `view` from, if it did
 * const state = Object.freeze({ ...hidden, board: frozenPart(view.board, from?.board), ... });
 * ```
 */
export function frozenPart<T>(part: T, was?: T): T {
  if (part === was && was !== undefined) return part;
  return typeof part !== 'object' || part === null || Object.isFrozen(part) ? part : frozenCopy(part);
}

/** The problems of a state known to be good: none (one frozen list, not a new one per question). */
const NO_PROBLEMS: readonly StateProblem[] = Object.freeze([]);

/** @internal A set of objects, for the states a game made or checked. */
export interface KnownStates {
  add(state: object): void;
  has(state: object): boolean;
}

/**
 * A new set of known states: a brand, a private mark that only this set can add to an object (so it
 * cannot be forged, and it is invisible to JSON, `Object.keys`, spreads and `structuredClone`; see
 * `privateMarks`). Adding it costs a few nanoseconds, where a `WeakSet` insertion costs a
 * large part of a fast action (its entries also weigh on the collector). `brand: false` marks in the
 * marks' `WeakMap` instead (for tests).
 *
 * @internal
 */
export function knownStates(brand = true): KnownStates {
  const marks = marksIn<true>(brand);
  /**
   * The state added or found last: a caller asks about the same state several times in a row
   * (`isOver`, `activeSeats`, `legalActions`, then `apply`), and one comparison answers that.
   */
  let last: object | undefined;
  return {
    add(state) {
      last = state;
      noteKnown(state);
      marks.mark(state, true);
    },
    has(state) {
      if (state === last) {
        noteKnown(state);
        return true;
      }
      if (marks.of(state) !== true) return false;
      last = state;
      noteKnown(state);
      return true;
    },
  };
}

/** Whether `value` and every object within it are frozen. */
function isFrozenThrough(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (!Object.isFrozen(value)) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!isFrozenThrough(value[i])) return false;
    return true;
  }
  for (const key of Object.keys(value)) if (!isFrozenThrough((value as Record<string, unknown>)[key])) return false;
  return true;
}

/** Freezes `value` and every object within it, frozen or not (a frozen object may hold one that is not). */
function freezeThrough(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  Object.freeze(value);
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) freezeThrough(value[i]);
  else for (const key of Object.keys(value)) freezeThrough((value as Record<string, unknown>)[key]);
}

/** A deep copy of a plain JSON `value`, frozen through. */
function frozenCopy<T>(value: T): T {
  const copy = structuredClone(value);
  freezeNew(copy);
  return copy;
}

/** Freezes `value` and every object within it, stopping at parts already frozen (a state's shared parts). */
export function freezeDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === 'object' && v !== null) freezeDeep(v);
    }
  } else {
    const obj = value as Record<string, unknown>;
    for (const key in obj) {
      const v = obj[key];
      if (typeof v === 'object' && v !== null) freezeDeep(v);
    }
  }
}

/**
 * Builds a {@link Game} from a game's rules, doing the shared work once: config checks, parsing
 * untrusted actions, state, seat and game-over checks, immer, event collection and redaction, and
 * turning any unexpected exception into an `INTERNAL_ERROR` rejection so that `apply` never throws.
 *
 * Every member refuses a state that is not a consistent state of this game (another game's, a
 * schema it does not read, or one its `validateState` finds broken): `apply` with a `BAD_STATE`
 * rejection, the others with a {@link StateError}. States made by the game itself (`setup`,
 * `apply`, `determinize`) are known and not checked again; another frozen state is checked once.
 *
 * What it hands out (docs/contract.md, "What a game hands out"; the kit checks it on every game):
 * states are frozen through. The lists of `activeSeats`, `legalActions` (actions and all) and
 * `validateState`, `result`, the events of `apply` and the redacted forms of `eventsFor` are new
 * each call and the caller's: sort them, push to them, change them, and the game never sees it (a
 * frozen list the spec returns is copied; a result and a redacted event always are). A view is a
 * new object each call that shares only frozen parts (the state's): read-only below its top.
 */
export function defineGame<S extends BaseState, A, O, V, E, C extends string = string>(spec: GameSpec<S, A, O, V, E, C>): Game<S, A, O, V, E, C> {
  const applyOn = spec.applyMode === 'work' ? workApplier(spec) : draftApplier(spec);
  /** States this game made or checked: frozen through, so they cannot have changed since. */
  const known = knownStates();
  const trust = <T extends object>(state: T): T => {
    known.add(state);
    return state;
  };
  /**
   * Problems of a state not known to be good. A good state is remembered if it is frozen through
   * (every part of it): a state frozen only at its top could still change below.
   */
  const problemsOf = (state: unknown): readonly StateProblem[] => {
    if (typeof state === 'object' && state !== null && known.has(state)) return NO_PROBLEMS;
    const problems = stateProblems(spec, state);
    if (problems.length === 0 && isFrozenThrough(state)) known.add(state as object);
    return problems;
  };
  /** The state, checked: a {@link StateError} if it is not a consistent state of this game. */
  const checked = (state: S): S => {
    const problems = problemsOf(state);
    if (problems.length > 0) throw new StateError(spec.name, problems);
    return state;
  };
  const revealing = new Set(spec.revealing ?? []);
  const game: Game<S, A, O, V, E, C> = {
    name: spec.name,
    schema: spec.schema,
    minPlayers: spec.minPlayers,
    maxPlayers: spec.maxPlayers,
    setup(input) {
      const config = readConfig<O>(input);
      const { players, seed } = config;
      if (!Number.isInteger(players) || players < spec.minPlayers || players > spec.maxPlayers) {
        throw new SetupError('players', `must be a whole number from ${spec.minPlayers} to ${spec.maxPlayers}, got ${JSON.stringify(players) ?? 'nothing'}`);
      }
      if (typeof seed !== 'string' || seed.length === 0) {
        throw new SetupError('seed', `must be a non-empty string, got ${JSON.stringify(seed) ?? 'nothing'}`);
      }
      const rng = createRng(seed);
      const body = spec.setup(config, { rng });
      // States are immutable: the new state is frozen, as every state `apply` returns, and has
      // their hidden class (a spread gives each setup a class of its own, and the reads of the state
      // before an action would go megamorphic after a few games).
      return trust(madeState({ ...body, game: spec.name, schema: spec.schema, players, rng: rng.state() } as S));
    },
    activeSeats: (state) => (spec.isOver(checked(state)) ? [] : ownedList(spec.activeSeats(state))),
    legalActions(state, seat) {
      seat = seatOf(seat);
      if (spec.isOver(checked(state)) || !spec.activeSeats(state).includes(seat)) return [];
      return ownedList(spec.legalActions(state, seat));
    },
    parse: (input) => parseInput(spec, input),
    apply(state, seat, input): Outcome<S, E, C> {
      /** The action being played, once checked: a forced draw that does not fit it is named with it. */
      let played: A | undefined;
      try {
        // A state the game made or checked (the common case) is known: one question answers it.
        const isKnown = typeof state === 'object' && state !== null && known.has(state);
        if (!isKnown) {
          const problems = problemsOf(state);
          if (problems.length > 0) return { ok: false, error: reject(CoreErrors.BAD_STATE, describeProblems(spec.name, problems)) as Rejection<C> };
        }
        const action = precheck(spec, state, seatOf(seat), input);
        if (isRejection(action)) return { ok: false, error: action };
        played = action;
        if (!isKnown && !known.has(state)) {
          // A good state from elsewhere that is not frozen through (read from JSON, say): frozen
          // now, in place, as `apply` shares its unchanged parts with the next state and states
          // are immutable. Its content is unchanged.
          freezeThrough(state);
          known.add(state);
        }
        const out = applyOn(state, seatOf(seat), action);
        trust(out.state);
        return out;
      } catch (err) {
        return { ok: false, error: ruleFailure(err, seatOf(seat), played) as Rejection<C> };
      }
    },
    isOver: (state) => spec.isOver(checked(state)),
    result: (state) => (spec.isOver(checked(state)) ? plainCopy(spec.result(state), 'result') : undefined),
    view(state, viewer) {
      checked(state);
      if (viewer !== null && (!Number.isInteger(viewer) || viewer < 0 || viewer >= state.players)) {
        throw new RangeError(`viewer must be null (a spectator) or a seat from 0 to ${state.players - 1}, got ${typeof viewer === 'number' ? String(viewer) : typeof viewer}`);
      }
      // A checked state is known exactly when it is frozen through; another (read from JSON and
      // not frozen, say) is viewed through a frozen copy, so that the view shares nothing the
      // caller may still change.
      const seen = known.has(state) ? state : frozenCopy(state);
      return spec.view(seen, viewer === null ? null : seatOf(viewer));
    },
    eventsFor(events, viewer) {
      const out: E[] = [];
      for (const event of events) {
        const audience = (event as EventShape).audience;
        if (audience === undefined || (viewer !== null && audience.includes(viewer))) out.push(event);
        else if (spec.redactEvent) out.push(plainCopy(spec.redactEvent(event, viewer === null ? null : seatOf(viewer))));
        else out.push({ type: (event as EventShape).type, audience: [...audience], redacted: true } as E);
      }
      return out;
    },
    actionFor(action, actor, viewer) {
      if (viewer !== null && seatOf(viewer) === seatOf(actor)) return action;
      return spec.redactAction ? spec.redactAction(action, seatOf(actor), viewer === null ? null : seatOf(viewer)) : action;
    },
    // Always a full check, even of a state the game made: the caller asked for one.
    validateState: (state) => ownedList(stateProblems(spec, state)),
  };
  if (spec.determinize) {
    const det = spec.determinize;
    game.determinize = (view, seat, seed) => {
      const state = det.call(spec, view, seatOf(seat), seed);
      freezeNew(state);
      return trust(state);
    };
  }
  if (spec.playoutWeights) {
    const weights = spec.playoutWeights;
    game.playoutWeights = (state, seat, legal) => weights.call(spec, state, seat, legal);
  }
  Object.defineProperty(game, SPEC, { value: spec, enumerable: false });
  Object.defineProperty(game, REVEALING, { value: revealing, enumerable: false });
  Object.defineProperty(game, CHECK, { value: problemsOf, enumerable: false });
  return game;
}

/** Where a game keeps the set of its revealing event types (see `GameSpec.revealing`). */
const REVEALING = Symbol.for('@tabula/core:revealing');
/** Where a game keeps its state check that skips states it knows (see `defineGame`). */
const CHECK = Symbol.for('@tabula/core:check');

/** @internal The problems of `state`, skipping the check for a state the game made or checked before. */
export function knownProblems(game: Game<any, any, any, any, any, any>, state: unknown): StateProblem[] {
  const check = (game as unknown as Record<symbol, ((s: unknown) => StateProblem[]) | undefined>)[CHECK];
  return check ? check(state) : game.validateState(state);
}

/**
 * @internal Whether an action's effects may be undone: it drew nothing from the RNG and revealed
 * nothing (no private event, no event of a type the game lists as revealing).
 */
export function revealsOrDraws(game: Game<any, any, any, any, any, any>, before: BaseState, after: BaseState, events: readonly unknown[]): boolean {
  const a = before.rng;
  const b = after.rng;
  if (a !== b && (a.c !== b.c || a.s0 !== b.s0 || a.s1 !== b.s1 || a.s2 !== b.s2 || (a.forced?.length ?? 0) !== (b.forced?.length ?? 0))) return true;
  const revealing = (game as unknown as Record<symbol, Set<string> | undefined>)[REVEALING] ?? new Set<string>();
  return events.some((e) => (e as EventShape).audience !== undefined || revealing.has((e as EventShape).type));
}
