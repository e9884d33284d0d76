import { freeze, Immer, isDraft } from 'immer';
import { CoreErrors, isRejection, reject, SetupError } from './errors';
import { changesBetween, copyState, writeChanges } from './changes';
import { createRng, restoreRng, type Rng } from './rng';
import type { BaseState, Game, GameResult, Outcome, Rejection, Seat, SetupConfig } from './types';

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
export interface GameSpec<S extends BaseState, A, O, V, E> {
  /** The game's name, recorded in every state. */
  name: string;
  /** Version of the state's shape. */
  schema: number;
  /** Fewest players. */
  minPlayers: number;
  /** Most players. */
  maxPlayers: number;
  /** Builds the initial state (without `game`, `schema`, `players` and `rng`, which are added). */
  setup(config: SetupConfig<O>, ctx: SetupContext): Omit<S, keyof BaseState>;
  /** Untrusted input to a typed action, or a `MALFORMED_ACTION` rejection (see `actionParser`). */
  parseAction(input: unknown): A | Rejection;
  /** Seats that may act now (called only while the game is not over). */
  activeSeats(state: S): Seat[];
  /** Every legal action of an active seat, in a stable order. */
  legalActions(state: S, seat: Seat): A[];
  /**
   * Why `seat` may not play `action` now, or `undefined` if it may. Called only for an active
   * seat of a game not over, with a well-formed action. Reads the state; never changes it.
   */
  validate(state: S, seat: Seat, action: A): Rejection | undefined;
  /**
   * Plays a validated action by mutating `draft`. The same function runs under immer (the pure
   * {@link Game.apply}) and on a private mutable copy ({@link simulator}).
   */
  perform(draft: S, seat: Seat, action: A, ctx: RuleContext<E>): void;
  /** Whether the game has ended. */
  isOver(state: S): boolean;
  /** Scores and winners of a finished game. */
  result(state: S): GameResult;
  /** What `viewer` may see (`null`: a spectator). */
  view(state: S, viewer: Seat | null): V;
  /** A full state consistent with `view`, its unseen parts redealt from `seed`. */
  determinize?(view: V, seat: Seat, seed: string): S;
  /**
   * How {@link Game.apply} runs `perform` and makes the next state. Both give the same states,
   * events and rejections, and the next state is made by immer either way: frozen, sharing every
   * part the action left unchanged.
   * - `'draft'` (the default): `perform` writes into an immer draft of the state. Cheapest when the
   *   rules read little of the state besides what they change.
   * - `'copy'`: `perform` runs on a private plain copy of the state, as in {@link simulator}; what
   *   differs is then written into an immer draft. Cheapest when the rules read much of the state
   *   to change a little (through a draft, every object read becomes a draft of its own). The copy
   *   is kept, so the next action applied to the state just returned needs no new copy.
   */
  applyMode?: 'draft' | 'copy';
  /**
   * With `applyMode: 'copy'`: top-level fields the rules never write into (they may replace
   * them). The copy shares them instead of copying them, and comparing them costs nothing. They
   * are frozen, so a write into one throws and the action is an `INTERNAL_ERROR`.
   */
  constantFields?: readonly (keyof S & string)[];
}

/**
 * Where a game keeps its spec, so core can run it without immer (see {@link simulator}). A
 * registered symbol, so that two copies of core (ESM and CJS, or two versions) agree.
 */
const SPEC = Symbol.for('@tabula/core:spec');

/** @internal The spec behind a game built by {@link defineGame}. */
export function specOf<S extends BaseState, A, O, V, E>(game: Game<S, A, O, V, E>): GameSpec<S, A, O, V, E> {
  const spec = (game as unknown as Record<symbol, GameSpec<S, A, O, V, E> | undefined>)[SPEC];
  if (!spec) throw new Error(`"${game.name}" was not built with defineGame`);
  return spec;
}

const immer = new Immer({ autoFreeze: true });

/**
 * A deep copy of a small JSON value, reading through immer drafts. Anything that is not plain
 * JSON (a Map, Set, Date, class instance, function, `undefined` or non-finite number) throws, so
 * that a game emitting it fails its tests instead of losing data silently. Every event goes through
 * here: the copy builds no paths, and only a value that fails is walked again to name the fault.
 */
function plainCopy<T>(value: T): T {
  const copy = copyJson(value);
  if (copy === NOT_JSON) throw new TypeError(notJsonReason(value, 'event') ?? 'event: events must be plain JSON');
  return copy as T;
}

/** What {@link copyJson} returns for a value that is not plain JSON. */
const NOT_JSON: unique symbol = Symbol('not JSON');

/** The copy of {@link plainCopy}, or {@link NOT_JSON}. */
function copyJson(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return NOT_JSON;
    return value === 0 ? 0 : value;
  }
  if (typeof value !== 'object') return NOT_JSON;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const v = copyJson(value[i]);
      if (v === NOT_JSON) return NOT_JSON;
      out[i] = v;
    }
    return out;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null && !isDraft(value)) return NOT_JSON;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = copyJson((value as Record<string, unknown>)[key]);
    if (v === NOT_JSON) return NOT_JSON;
    out[key] = v;
  }
  return out;
}

/** Why `value` (at `path`) is not plain JSON, naming the first faulty part; `undefined` if it is. */
function notJsonReason(value: unknown, path: string): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} is ${value}: events must be plain JSON`;
  if (typeof value !== 'object') return `${path} is ${typeof value}: events must be plain JSON`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const why = notJsonReason(value[i], `${path}[${i}]`);
      if (why) return why;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null && !isDraft(value)) {
    return `${path} is a ${proto?.constructor?.name ?? 'class instance'}: events must be plain JSON`;
  }
  for (const key of Object.keys(value)) {
    const why = notJsonReason((value as Record<string, unknown>)[key], `${path}.${key}`);
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

/** Lazily restores the RNG from the state the first time a rule draws. */
class ActionContext<E> implements RuleContext<E> {
  readonly events: E[] = [];
  private live: Rng | undefined;
  constructor(private readonly target: { rng: BaseState['rng'] }) {}
  get rng(): Rng {
    this.live ??= restoreRng(currentRng(this.target));
    return this.live;
  }
  /**
   * Bound, so rules may destructure `{ rng, emit }`. The event is copied, so that it may quote
   * parts of the state (even immer drafts) without aliasing them.
   */
  readonly emit = (event: E): void => {
    this.events.push(plainCopy(event));
  };
  /** Writes the RNG back into the state, if it was used. */
  commit(draft: { rng: BaseState['rng'] }): void {
    if (this.live) draft.rng = this.live.state();
  }
}

/**
 * The checks every action goes through before its rules: game over, seat, shape, turn, legality.
 * @internal
 */
export function precheck<S extends BaseState, A>(
  spec: GameSpec<S, A, any, any, any>,
  state: S,
  seat: Seat,
  input: unknown,
): A | Rejection {
  if (spec.isOver(state)) return reject(CoreErrors.GAME_OVER, 'the game is over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return reject(CoreErrors.NOT_ACTIVE, `seat ${String(seat)} is not a seat of this ${state.players}-player game`);
  }
  const action = spec.parseAction(input);
  if (isRejection(action)) return action;
  const active = spec.activeSeats(state);
  if (!active.includes(seat)) {
    return reject(CoreErrors.NOT_ACTIVE, `seat ${seat} may not act now; active: ${active.join(', ') || 'none'}`);
  }
  return spec.validate(state, seat, action) ?? action;
}

/** @internal Runs a validated action's rules on a mutable state; returns its events. */
export function performOn<S extends BaseState, A, E>(
  spec: GameSpec<S, A, any, any, E>,
  target: S,
  seat: Seat,
  action: A,
): E[] {
  const ctx = new ActionContext<E>(target);
  spec.perform(target, seat, action, ctx);
  ctx.commit(target);
  return ctx.events;
}

/** @internal The rejection for an exception thrown by a game's rules. */
export function internalError(err: unknown): Rejection {
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
function draftApplier<S extends BaseState, A, E>(spec: GameSpec<S, A, any, any, E>): Applier<S, A, E> {
  return (state, seat, action) => {
    let events: E[] = [];
    const next = immer.produce(state, (draft) => {
      events = performOn(spec, draft as S, seat, action);
    });
    return { ok: true, state: next, events };
  };
}

/**
 * `applyMode: 'copy'`: the rules run on a plain copy of the state; what they changed is written
 * into an immer draft. The copy of the last state returned is kept: a game played forward reuses
 * one copy throughout, and a copy is made only for another state (a branch, a replayed position).
 */
function copyApplier<S extends BaseState, A, E>(spec: GameSpec<S, A, any, any, E>): Applier<S, A, E> {
  const constant = new Set<string>(spec.constantFields ?? []);
  const copyOf = (state: S): S => {
    const out = {} as Record<string, unknown>;
    for (const key in state) out[key] = constant.has(key) ? state[key] : copyState(state[key]);
    return out as S;
  };
  let lastState: S | undefined;
  let lastCopy: S | undefined;
  return (state, seat, action) => {
    const work = state === lastState ? lastCopy! : copyOf(state);
    // Taken: if the rules throw half-way, this copy is never used again.
    lastState = lastCopy = undefined;
    const events = performOn(spec, work, seat, action);
    const changes = changesBetween(state, work);
    const next = immer.produce(state, (draft) => writeChanges(draft, changes));
    // `next` is frozen (immer's), so the copy stays equal to it until an action is applied to it.
    if (Object.isFrozen(next)) {
      lastState = next;
      lastCopy = work;
    }
    return { ok: true, state: next, events };
  };
}

/**
 * Builds a {@link Game} from a game's rules, doing the shared work once: config checks, parsing
 * untrusted actions, seat and game-over checks, immer, event collection, and turning any
 * unexpected exception into an `INTERNAL_ERROR` rejection so that `apply` never throws.
 */
export function defineGame<S extends BaseState, A, O, V, E>(spec: GameSpec<S, A, O, V, E>): Game<S, A, O, V, E> {
  const applyOn = spec.applyMode === 'copy' ? copyApplier(spec) : draftApplier(spec);
  const game: Game<S, A, O, V, E> = {
    name: spec.name,
    schema: spec.schema,
    minPlayers: spec.minPlayers,
    maxPlayers: spec.maxPlayers,
    setup(config) {
      if (typeof config !== 'object' || config === null) throw new SetupError('config', 'must be an object { players, seed, options? }');
      const { players, seed } = config;
      if (!Number.isInteger(players) || players < spec.minPlayers || players > spec.maxPlayers) {
        throw new SetupError('players', `must be a whole number from ${spec.minPlayers} to ${spec.maxPlayers}, got ${JSON.stringify(players)}`);
      }
      if (typeof seed !== 'string' || seed.length === 0) {
        throw new SetupError('seed', `must be a non-empty string, got ${JSON.stringify(seed)}`);
      }
      const rng = createRng(seed);
      const body = spec.setup(config, { rng });
      // States are immutable: the new state is frozen, as every state `apply` returns.
      return freeze({ ...body, game: spec.name, schema: spec.schema, players, rng: rng.state() } as S, true);
    },
    activeSeats: (state) => (spec.isOver(state) ? [] : spec.activeSeats(state)),
    legalActions(state, seat) {
      if (spec.isOver(state) || !spec.activeSeats(state).includes(seat)) return [];
      return spec.legalActions(state, seat);
    },
    apply(state, seat, input): Outcome<S, E> {
      try {
        const checked = precheck(spec, state, seat, input);
        if (isRejection(checked)) return { ok: false, error: checked };
        return applyOn(state, seat, checked);
      } catch (err) {
        return { ok: false, error: internalError(err) };
      }
    },
    isOver: (state) => spec.isOver(state),
    result: (state) => (spec.isOver(state) ? spec.result(state) : undefined),
    view: (state, viewer) => spec.view(state, viewer),
  };
  if (spec.determinize) game.determinize = spec.determinize.bind(spec);
  Object.defineProperty(game, SPEC, { value: spec, enumerable: false });
  return game;
}
