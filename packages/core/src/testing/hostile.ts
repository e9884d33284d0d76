/**
 * The kit's hostile-input families: what an adversarial caller may hand a game (actions that are
 * Proxies or have getters or inherited fields, a `-0` seat, states of another game, schema or
 * shape, corrupted states, bad configs) and what every game must do with each: refuse it with a
 * typed answer, never hang, never throw from `apply`, never hand out something a caller could
 * change under it.
 *
 * @module
 */
import vm from 'node:vm';
import { CoreErrors, SetupError, StateError } from '@tabula/core';
import type { BaseState, Game, Seat, SetupConfig } from '@tabula/core';
import { canonical, plainJsonProblem } from './json';
import { expectOk, expectRejected, fail } from './walk';

/** How long one corrupted state may keep a game busy before it counts as a hang. */
export const HANG_MS = 2_000;

const script = new vm.Script('run()');

/**
 * Runs `fn` under a watchdog: a call still running after `ms` is stopped (V8 terminates it, even in
 * a `for (;;)`) and the check fails, naming `what`.
 */
export function withinTime<T>(ms: number, what: string, fn: () => T): T {
  let result: T;
  try {
    script.runInNewContext({ run: () => (result = fn()) }, { timeout: ms });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') fail(`${what} did not finish within ${ms} ms: a loop runs unbounded`);
    throw err;
  }
  return result!;
}

/** Whether a value is frozen all the way down; the path of the first part that is not, otherwise. */
export function unfrozenPart(value: unknown, path = '$'): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (!Object.isFrozen(value)) return path;
  for (const [k, v] of Object.entries(value)) {
    const p = unfrozenPart(v, Array.isArray(value) ? `${path}[${k}]` : `${path}.${k}`);
    if (p) return p;
  }
  return undefined;
}

/** The parts of a value an adversary may hand out: checks each is frozen all the way down. */
export function expectFrozen(value: unknown, what: string): void {
  const p = unfrozenPart(value);
  if (p) fail(`${what} is not frozen at ${p}: a caller could change it under the game`);
}

/** Every object or array within `value` that is not frozen (frozen parts are not entered). */
function looseParts(value: unknown, out: Set<object> = new Set()): Set<object> {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || out.has(value)) return out;
  out.add(value);
  for (const v of Object.values(value)) looseParts(v, out);
  return out;
}

/**
 * What `call` hands out must be fresh or frozen: two calls share no object that is not frozen (a
 * module-level constant handed to every caller would be), and changing everything the first call
 * handed out changes neither the next answer nor the state. Parts of `inputs` (what the caller gave,
 * which a call may hand back) are the caller's own and left out.
 */
export function expectFreshOrFrozen(call: () => unknown, what: string, state: unknown, inputs?: unknown): void {
  const own = looseParts(inputs);
  const first = call();
  const second = call();
  const loose = looseParts(first);
  for (const part of own) loose.delete(part);
  for (const part of looseParts(second)) {
    if (own.has(part)) continue;
    if (loose.has(part)) fail(`${what} hands out the same unfrozen ${Array.isArray(part) ? 'array' : 'object'} twice (${JSON.stringify(part)?.slice(0, 60)}): a caller changing it would change the game`);
  }
  const answer = canonical(second);
  const before = canonical(state);
  for (const part of loose) {
    if (Array.isArray(part)) part.push('__changed_by_caller__');
    else (part as Record<string, unknown>).__changedByCaller__ = true;
  }
  if (canonical(call()) !== answer) fail(`${what}: changing what it handed out changed its next answer`);
  if (canonical(state) !== before) fail(`${what}: changing what it handed out changed the state`);
}

/** Every object and array within `value`, frozen or not (the caller's own inputs, say). */
function everyPart(value: unknown, out: Set<object> = new Set()): Set<object> {
  if (typeof value !== 'object' || value === null || out.has(value)) return out;
  out.add(value);
  for (const v of Object.values(value)) everyPart(v, out);
  return out;
}

/** The path of the first frozen object or array within `value`, leaving out the parts in `skip`; `undefined` if none. */
function frozenWithin(value: unknown, skip: Set<object>, path = '$'): string | undefined {
  if (typeof value !== 'object' || value === null || skip.has(value)) return undefined;
  if (Object.isFrozen(value)) return path;
  for (const [k, v] of Object.entries(value)) {
    const p = frozenWithin(v, skip, Array.isArray(value) ? `${path}[${k}]` : `${path}.${k}`);
    if (p) return p;
  }
  return undefined;
}

/** What a careless caller does to what it is given: sorts and pushes to its lists, edits and labels its objects. */
function scramble(part: object): void {
  if (Array.isArray(part)) {
    part.reverse();
    part.push('__changed_by_caller__');
    return;
  }
  const obj = part as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    const v = obj[key];
    if (typeof v === 'number') obj[key] = -v - 1;
    else if (typeof v !== 'object' || v === null) obj[key] = '__changed_by_caller__';
  }
  obj.__changedByCaller__ = true;
}

/** A short description of a part for a failure message. */
const described = (part: object): string => `${Array.isArray(part) ? 'array' : 'object'} (${JSON.stringify(part)?.slice(0, 60)})`;

/**
 * What `call` hands out must be the caller's own: each call a new value, nothing in it frozen and
 * nothing in it shared with another call's answer, and changing all of it (sorting and pushing to
 * its lists, editing and labelling its objects) changes neither the next answer nor the state. Parts
 * of `inputs` (what the caller gave, which a call may hand back) are the caller's already and left out.
 */
export function expectOwned(call: () => unknown, what: string, state: unknown, inputs?: unknown): void {
  const own = everyPart(inputs);
  const first = call();
  const second = call();
  for (const answer of [first, second]) {
    const path = frozenWithin(answer, own);
    if (path) fail(`${what} hands out something frozen at ${path}: what it hands out must be the caller's, new each call (a caller's sort, push or edit would throw)`);
  }
  const mine = looseParts(first);
  for (const part of own) mine.delete(part);
  for (const part of looseParts(second)) {
    if (!own.has(part) && mine.has(part)) fail(`${what} hands out the same ${described(part)} twice: each call must hand out a new one, the caller's`);
  }
  const answer = canonical(second);
  const before = canonical(state);
  for (const part of mine) scramble(part);
  if (canonical(call()) !== answer) fail(`${what}: changing what it handed out (sorting, pushing, editing an object) changed its next answer`);
  if (canonical(state) !== before) fail(`${what}: changing what it handed out changed the state`);
}

/**
 * A view: a new object each call, not frozen (its own fields are the caller's), whose lists of who
 * acts and of the viewer's legal actions (`active`, `legal`, when it shows them) are the caller's,
 * as `activeSeats` and `legalActions` are; everything else it holds is new or frozen (see
 * {@link expectFreshOrFrozen}).
 */
export function expectNewView(call: () => unknown, what: string, state: unknown): void {
  const first = call();
  const second = call();
  if (typeof first !== 'object' || first === null) fail(`${what} is not an object`);
  if (first === second) fail(`${what} hands out the same object twice: a view is a new object each call`);
  if (Object.isFrozen(first)) fail(`${what} is frozen: a view is a new object each call, its own fields the caller's`);
  for (const key of ['active', 'legal']) {
    const list = (first as Record<string, unknown>)[key];
    if (!Array.isArray(list)) continue;
    const path = frozenWithin(list, new Set());
    if (path) fail(`${what}: its ${key} list is frozen at ${path.replace(/^\$/, key)}: like ${key === 'legal' ? 'legalActions' : 'activeSeats'}, it must be the caller's, new each call`);
  }
  expectFreshOrFrozen(call, what, state);
}

/** Hostile forms of a legal action: each must be refused as `MALFORMED_ACTION`, and nothing thrown. */
export function hostileActions(action: unknown): { what: string; value: unknown }[] {
  const a = action as Record<string, unknown>;
  const revoked = Proxy.revocable({ ...a }, {});
  revoked.revoke();
  const throwing = { ...a };
  Object.defineProperty(throwing, 'type', { get: () => { throw new Error('hostile getter'); }, enumerable: true });
  const out = [
    { what: 'a revoked Proxy', value: revoked.proxy },
    { what: 'a Proxy whose traps throw', value: new Proxy({ ...a }, { get() { throw new Error('trap'); }, ownKeys() { throw new Error('trap'); }, getOwnPropertyDescriptor() { throw new Error('trap'); } }) },
    { what: 'an object whose type getter throws', value: throwing },
    { what: 'an object whose fields are inherited', value: Object.create(a) },
    { what: 'a class instance', value: Object.assign(new (class Action {})(), a) },
  ];
  for (const [k, v] of Object.entries(a)) {
    if (k === 'type' || typeof v !== 'object' || v === null) continue;
    out.push({ what: `an action whose ${k} is a revoked Proxy`, value: { ...a, [k]: revoked.proxy } });
  }
  return out;
}

/**
 * Checks that hostile forms of `action` are refused as malformed, that a `-0` seat plays as seat 0
 * and is never stored as `-0`, and that nothing is thrown.
 */
export function checkHostileInput<S extends BaseState, A>(game: Game<S, A, any, any, any, string>, state: S, seat: Seat, action: A): void {
  for (const { what, value } of hostileActions(action)) {
    const out = game.apply(state, seat, value as A);
    expectRejected(out, `${what} as an action`, CoreErrors.MALFORMED_ACTION);
    const parsed = game.parse(value);
    if (!(typeof parsed === 'object' && parsed !== null && 'code' in parsed && (parsed as { code: unknown }).code === CoreErrors.MALFORMED_ACTION)) {
      fail(`parse accepted ${what}`);
    }
  }
  if (seat === 0) {
    const zero = expectOk(game.apply(state, -0, action), 'the chosen move from seat -0');
    const plain = expectOk(game.apply(state, 0, action), 'the chosen move from seat 0');
    const p = plainJsonProblem(zero.state);
    if (p) fail(`a move from seat -0 left a state that is not plain JSON: ${p}`);
    if (canonical(zero.state) !== canonical(plain.state)) fail('seat -0 and seat 0 led to different states');
  }
  const minus = JSON.parse(`{"action":${JSON.stringify(action)},"seat":-0}`) as { action: unknown };
  const reparsed = game.parse(minus.action);
  const p = plainJsonProblem(reparsed);
  if (p) fail(`parse returned something that is not plain JSON: ${p}`);
}

/** States of another game, another schema or another shape: every member must refuse them. */
export function foreignStates<S extends BaseState>(game: Game<S, any, any, any, any, string>, state: S): { what: string; value: unknown }[] {
  const { game: _name, ...untagged } = state;
  const { schema: _schema, ...unversioned } = state;
  return [
    { what: 'a state of another game', value: { ...state, game: `${game.name}-other` } },
    { what: 'a state of a future schema', value: { ...state, schema: game.schema + 1 } },
    { what: 'a state with no game tag', value: untagged },
    { what: 'a state with no schema', value: unversioned },
    { what: 'a state with a broken RNG', value: { ...state, rng: { ...state.rng, c: 'x' } } },
    { what: 'a state with a player count out of range', value: { ...state, players: game.maxPlayers + 1 } },
    { what: 'null', value: null },
    { what: 'an array', value: [] },
    { what: 'a string', value: 'state' },
  ];
}

/** Calls every member that takes a state; returns the first that did not refuse `value`, or nothing. */
function membersOn<S extends BaseState>(game: Game<S, any, any, any, any, string>, value: unknown, seat: Seat, action: unknown): string | undefined {
  const s = value as S;
  const out = game.apply(s, seat, action);
  if (out.ok || out.error.code !== CoreErrors.BAD_STATE) return `apply answered ${out.ok ? 'ok' : out.error.code}, not BAD_STATE`;
  if (game.validateState(value).length === 0) return 'validateState found no problem';
  const members: [string, () => unknown][] = [
    ['activeSeats', () => game.activeSeats(s)],
    ['legalActions', () => game.legalActions(s, seat)],
    ['isOver', () => game.isOver(s)],
    ['result', () => game.result(s)],
    ['view', () => game.view(s, seat)],
    ['view (spectator)', () => game.view(s, null)],
  ];
  for (const [name, call] of members) {
    try {
      call();
      return `${name} answered instead of throwing a StateError`;
    } catch (err) {
      if (!(err instanceof StateError)) return `${name} threw ${(err as Error)?.name ?? typeof err}: ${(err as Error)?.message ?? String(err)}, not a StateError`;
    }
  }
  return undefined;
}

/** Checks that every member refuses each foreign state of {@link foreignStates}. */
export function checkForeignStates<S extends BaseState, A>(game: Game<S, A, any, any, any, string>, state: S, seat: Seat, action: A): void {
  for (const { what, value } of foreignStates(game, state)) {
    const wrong = withinTime(HANG_MS, `the game on ${what}`, () => membersOn(game, value, seat, action));
    if (wrong) fail(`${what}: ${wrong}`);
  }
}

/** Values a corrupted field takes. */
const CORRUPT_VALUES: unknown[] = [null, -1, 0, 7, 1_000_000, 0.5, 'x', '', 'Move', true, [], {}, [0], { x: 1 }];

/** Every path to a value in a JSON state, as key lists. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return out;
  for (const [k, v] of Object.entries(value)) {
    const path = [...prefix, Array.isArray(value) ? Number(k) : k];
    out.push(path);
    pathsOf(v, path, out);
  }
  return out;
}

/**
 * A copy of `state` with one part corrupted: a field deleted, set to a value of another type or out
 * of range, or an array item removed or doubled. The RNG and the tags are left alone (those are
 * {@link foreignStates}' cases).
 */
export function corrupt(state: unknown, pick: () => number): { what: string; value: unknown } {
  const copy = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
  const paths = pathsOf(copy).filter((p) => !['game', 'schema', 'players', 'rng'].includes(String(p[0])));
  if (paths.length === 0) return { what: 'the state unchanged', value: copy };
  const path = paths[Math.floor(pick() * paths.length)]!;
  let parent: any = copy;
  for (const k of path.slice(0, -1)) parent = parent[k];
  const key = path[path.length - 1]!;
  const where = `$${path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')}`;
  const r = pick();
  if (Array.isArray(parent) && r < 0.25) {
    if (r < 0.12) parent.splice(Number(key), 1);
    else parent.splice(Number(key), 0, structuredClone(parent[key as number]));
    return { what: `${where} ${r < 0.12 ? 'removed' : 'doubled'}`, value: copy };
  }
  if (!Array.isArray(parent) && r < 0.35) {
    delete parent[key];
    return { what: `${where} deleted`, value: copy };
  }
  const v = CORRUPT_VALUES[Math.floor(pick() * CORRUPT_VALUES.length)];
  parent[key] = structuredClone(v);
  return { what: `${where} set to ${JSON.stringify(v)}`, value: copy };
}

/**
 * Checks a corrupted state: no member runs unbounded; `apply` never throws; a state
 * `validateState` refuses is refused by every member; a state it accepts is one the rules play on
 * (no `INTERNAL_ERROR`, plain-JSON results, next states it accepts too).
 */
export function checkCorrupted<S extends BaseState, A>(game: Game<S, A, any, any, any, string>, value: unknown, what: string, seat: Seat, actions: readonly A[]): void {
  withinTime(HANG_MS, `the game on a state with ${what}`, () => {
    const problems = game.validateState(value);
    if (problems.length > 0) {
      const wrong = membersOn(game, value, seat, actions[0]);
      if (wrong) fail(`a state with ${what}, which validateState refuses (${problems[0]!.path}: ${problems[0]!.message}): ${wrong}`);
      return;
    }
    const s = value as S;
    const members: [string, () => unknown][] = [
      ['activeSeats', () => game.activeSeats(s)],
      ['isOver', () => game.isOver(s)],
      ['result', () => game.result(s)],
      ['view (spectator)', () => game.view(s, null)],
    ];
    for (let v = 0; v < s.players; v++) members.push([`view of seat ${v}`, () => game.view(s, v)], [`legalActions of seat ${v}`, () => game.legalActions(s, v)]);
    for (const [name, call] of members) {
      let out: unknown;
      try {
        out = call();
      } catch (err) {
        fail(`a state with ${what} passes validateState, but ${name} threw ${(err as Error)?.name}: ${(err as Error)?.message}: validateState must refuse it, or the rules must handle it`);
      }
      const p = out === undefined && name === 'result' ? undefined : plainJsonProblem(out);
      if (p) fail(`a state with ${what} passes validateState, but ${name} returned something that is not plain JSON: ${p}`);
    }
    const candidates: A[] = [...actions];
    for (const seatNow of game.activeSeats(s)) candidates.push(...game.legalActions(s, seatNow).slice(0, 3));
    for (const action of candidates) {
      for (const seatNow of new Set([seat, ...game.activeSeats(s)])) {
        const out = game.apply(s, seatNow, action);
        if (!out.ok) {
          if (out.error.code === CoreErrors.INTERNAL_ERROR) fail(`a state with ${what} passes validateState, but the rules threw on ${JSON.stringify(action)}: ${out.error.message}`);
          continue;
        }
        const p = plainJsonProblem(out.state);
        if (p) fail(`a state with ${what} passes validateState, but playing ${JSON.stringify(action)} gave a state that is not plain JSON: ${p}`);
        const next = game.validateState(JSON.parse(JSON.stringify(out.state)));
        if (next.length > 0) fail(`a state with ${what} passes validateState, but playing ${JSON.stringify(action)} gave one it refuses: ${next[0]!.path}: ${next[0]!.message}`);
      }
    }
  });
}

/** Configs that must be refused with a `SetupError` naming the field. */
export function badConfigs<O>(config: SetupConfig<O>): { what: string; value: unknown; field: RegExp }[] {
  const options = (config.options ?? {}) as Record<string, unknown>;
  const throwing = new Proxy({}, { ownKeys() { throw new Error('hostile options'); }, get() { throw new Error('hostile options'); } });
  return [
    { what: 'a misspelt "options" key', value: { ...config, option: options }, field: /^option$/ },
    { what: 'an unknown config key', value: { ...config, extra: 1 }, field: /^extra$/ },
    { what: 'an unknown option', value: { ...config, options: { ...options, __noSuchOption__: true } }, field: /^options\.__noSuchOption__$/ },
    { what: 'options that are not an object', value: { ...config, options: 'fast' }, field: /^options$/ },
    { what: 'an options Proxy that throws', value: { ...config, options: throwing }, field: /^(options|config)$/ },
    { what: 'a config Proxy that throws', value: new Proxy({ ...config }, { ownKeys() { throw new Error('hostile config'); } }), field: /^config$/ },
    { what: 'players as a string', value: { ...config, players: String(config.players) }, field: /^players$/ },
    { what: 'a seed that is not a string', value: { ...config, seed: 42 }, field: /^seed$/ },
  ];
}

/** Checks that each bad config of {@link badConfigs} is a `SetupError` naming its field. */
export function checkBadConfigs<O>(game: Game<any, any, O, any, any, string>, config: SetupConfig<O>): void {
  for (const { what, value, field } of badConfigs(config)) {
    try {
      game.setup(value as SetupConfig<O>);
    } catch (err) {
      if (!(err instanceof SetupError)) fail(`${what}: setup threw ${(err as Error)?.name}: ${(err as Error)?.message}, not a SetupError`);
      if (!field.test(err.field)) fail(`${what}: the SetupError names "${err.field}", expected ${field}`);
      continue;
    }
    fail(`${what} was accepted by setup`);
  }
}

/**
 * Exported values of a package that are objects (data tables, constants) and not deeply frozen: a
 * caller could change the rules through them (`RESOURCES.sort()` for a menu).
 */
export function unfrozenExports(exports: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value !== 'object' || value === null) continue;
    const p = unfrozenPart(value);
    if (p) out.push(`${name} at ${p.replace(/^\$/, name)}`);
  }
  return out;
}
