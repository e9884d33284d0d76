/**
 * Whether V8 can move what a function makes to its old space for good (allocation-site
 * pretenuring): the check behind `plainConstructor` (see `../young`).
 *
 * @module
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { BaseState, Game, Seat } from '../types';

/** What {@link pretenuredParts} needs of V8, made once per process. */
interface Natives {
  gc(options?: { type: 'minor' | 'major' }): void;
  inYoungGeneration(value: object): boolean;
}

let natives: Natives | undefined;

function nativesOnce(): Natives {
  if (natives) return natives;
  // Both flags only add functions: they change nothing else for the rest of the process.
  setFlagsFromString('--allow-natives-syntax');
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as Natives['gc'];
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const inYoungGeneration = new Function('o', 'return %InYoungGeneration(o)') as Natives['inYoungGeneration'];
  natives = { gc, inYoungGeneration };
  return natives;
}

/** Arrays of 1,024 numbers kept per round beside what `make` makes: 2 MB. */
const BALLAST_ARRAYS = 256;

/** Options of {@link pretenuredParts}. */
export interface PretenuringOptions {
  /** Parts not made by `make` (what it shares, such as the view a deal is made from): not reported. */
  shared?: unknown;
  /**
   * Parts the object looked at shares with the one `make` made just before it are not reported
   * either: kept on purpose from one call to the next (a deal that makes the same pool as the deal
   * before holds that one), not made by the call.
   */
  sharedWithLast?: boolean;
  /** Rounds of `perRound` objects kept alive across a young-generation collection (default 10). */
  rounds?: number;
  /** Objects made per round (default 3,000). */
  perRound?: number;
}

/**
 * The paths (`$.seats.0.hand`) of the parts of an object `make` returns that V8 placed in its old
 * space, after V8 was led to pretenure everything `make` makes with a literal: `rounds` times,
 * `perRound` objects are made and kept alive across a young-generation collection, so that each
 * literal that made them sees nearly all its objects survive; then they are dropped, as many again
 * are made and dropped (V8 compiles its decision into the optimized code), and one more is made and
 * looked at. Parts reachable from `shared` are skipped. `[]`: nothing `make` makes
 * can be pretenured, however long its earlier objects lived.
 *
 * V8 only. It turns on `--allow-natives-syntax` and `--expose-gc` for the rest of the process
 * (they add functions and change nothing else). Arrays are reported as `$.path.#`: one path for
 * every entry.
 *
 * ```ts
 * expect(pretenuredParts((i) => game.determinize!(v, 0, `deal-${i}`), { shared: v })).toEqual([]);
 * ```
 */
export function pretenuredParts(make: (i: number) => unknown, options: PretenuringOptions = {}): string[] {
  const { gc, inYoungGeneration } = nativesOnce();
  const rounds = options.rounds ?? 10;
  const perRound = options.perRound ?? 3_000;
  let kept: unknown[] = [];
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < perRound; i++) kept.push(make(r * perRound + i));
    // V8 decides only at a collection of a young space grown to its largest: kept ballast grows it,
    // however small what `make` makes.
    for (let i = 0; i < BALLAST_ARRAYS; i++) kept.push(new Array<number>(1024).fill(r));
    gc({ type: 'minor' });
  }
  kept = [];
  gc();
  // V8 compiles its decisions into optimized code: run `make` again until the code that makes the
  // objects is optimized with them, dropping what it makes.
  for (let i = 0; i < rounds * perRound; i++) make(i);
  const shared = new Set<object>();
  const share = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || shared.has(value)) return;
    shared.add(value);
    for (const v of Object.values(value)) share(v);
  };
  share(options.shared);
  if (options.sharedWithLast) share(make(-2));
  const old = new Set<string>();
  const look = (value: unknown, path: string): void => {
    if (typeof value !== 'object' || value === null || shared.has(value)) return;
    if (!inYoungGeneration(value)) old.add(path);
    for (const [key, v] of Object.entries(value)) look(v, `${path}.${Array.isArray(value) ? '#' : key}`);
  };
  look(make(-1), '$');
  return [...old];
}

/** Options of {@link pretenuredDealParts} and {@link pretenuredViewParts}. */
export interface GamePretenuringOptions extends Omit<PretenuringOptions, 'shared' | 'sharedWithLast'> {
  /** Actions played from the set-up before the check (default 25): the `k`-th takes legal action `k mod n`. */
  moves?: number;
}

/** A state `moves` actions into a game of `config`, and its first acting seat (0 once it is over). */
function midGame<S extends BaseState>(game: Game<S, any, any, any, any, any>, config: { players: number; seed: string; options?: unknown }, moves: number): { state: S; seat: Seat } {
  let s = game.setup(config);
  for (let k = 0; k < moves && !game.isOver(s); k++) {
    const seat = game.activeSeats(s)[0]!;
    const legal = game.legalActions(s, seat);
    const out = game.apply(s, seat, legal[k % legal.length]);
    if (!out.ok) throw new Error(`${game.name}: move ${k} refused: ${out.error.message}`);
    s = out.state;
  }
  return { state: s, seat: game.activeSeats(s)[0] ?? 0 };
}

/**
 * {@link pretenuredParts} of `game`'s deals (`determinize`) of one view, some way into a game of
 * `config`: the view's own parts skipped, and those the deal shares with the deal before it (kept
 * on purpose from deal to deal). `[]`: a search's deals stay young however long earlier ones lived.
 *
 * ```ts
 * expect(pretenuredDealParts(game, { players: 3, seed: 'young' })).toEqual([]);
 * ```
 */
export function pretenuredDealParts<S extends BaseState, V>(game: Game<S, any, any, V, any, any>, config: { players: number; seed: string; options?: unknown }, options: GamePretenuringOptions = {}): string[] {
  const determinize = game.determinize;
  if (!determinize) throw new Error(`${game.name} has no determinize`);
  const { state, seat } = midGame(game, config, options.moves ?? 25);
  const view = game.view(state, seat);
  return pretenuredParts((i) => determinize.call(game, view, seat, `deal-${i}`), { ...options, shared: view, sharedWithLast: true });
}

/**
 * {@link pretenuredParts} of `game`'s views of one state, some way into a game of `config`, as its
 * acting seat sees it: the state's own parts skipped.
 */
export function pretenuredViewParts<S extends BaseState>(game: Game<S, any, any, any, any, any>, config: { players: number; seed: string; options?: unknown }, options: GamePretenuringOptions = {}): string[] {
  const { state, seat } = midGame(game, config, options.moves ?? 25);
  return pretenuredParts(() => game.view(state, seat), { ...options, shared: state });
}
