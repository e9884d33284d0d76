import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { CoreErrors, legalMoves, replay, simulator } from '@tabula/core';
import type { BaseState, Game, LogEntry, Outcome, Seat, SetupConfig } from '@tabula/core';
import { checkGolden, type GoldenCase } from './golden';
import { canonical, findKey, jsonEqual, plainJsonProblem } from './json';
import { expectOk, expectRejected, fail, FORBIDDEN_VIEW_KEYS, MALFORMED, mutations, unchanged, walk, type Sample } from './walk';
import { checkWhatSeatsReceive, type SecretCounts } from './secrets';
import { checkBotSeats, checkMatchStore } from './matchkit';
import { checkBadConfigs, checkCorrupted, checkForeignStates, checkHostileInput, corrupt, expectFrozen, expectNewView, expectOwned, unfrozenExports } from './hostile';

/** A game-specific law checked after every action: returns what is wrong, or nothing. */
export interface Invariant<S, E = unknown> {
  /** Names the law, e.g. `'A10 resources are conserved'`. */
  name: string;
  /** Checks a state; `prev` and `events` are the previous state and the events that led here. */
  check(state: S, prev: S | undefined, events: readonly E[]): string | undefined;
}

/** Options of {@link checkGameInvariants} and {@link gameProperties}. */
export interface KitOptions<S, O, E = unknown> {
  /** The configs to play (a seed is added per run). */
  configs: ReadonlyArray<Omit<SetupConfig<O>, 'seed'>>;
  /** Random games per property. Default: env `TABULA_KIT_RUNS`, else 12. */
  runs?: number;
  /** A game longer than this many actions fails "games end". Default 5,000. */
  maxSteps?: number;
  /** Legal actions tried per seat and step by "every legal action is accepted". Default 6. */
  maxLegalChecked?: number;
  /** The game's own laws, checked after every action. */
  invariants?: ReadonlyArray<Invariant<S, E>>;
  /**
   * For games with secrets: a copy of `state` in which everything `seat` may not see is redealt
   * at random (from `seed`), built from the full state. The leak property checks that `seat`'s
   * view does not change, and that resampling does change the state now and then (so the check
   * cannot pass by construction).
   */
  resample?: (state: S, seat: Seat, seed: string) => S;
  /** Golden playthroughs to compare with their files (see {@link checkGolden}). */
  golden?: { cases: readonly GoldenCase<O>[]; dir: string };
  /** fast-check seed, to reproduce a failure. */
  seed?: number;
  /**
   * The package's exports (`import * as pkg from '../src/index'`): every exported object (data
   * tables, constants) must be deeply frozen, so that no caller can change the rules through one.
   */
  exports?: Record<string, unknown>;
  /** Corrupted states tried per random game. Default: env `TABULA_KIT_CORRUPTIONS`, else 6. */
  corruptions?: number;
  /**
   * Play the random games uniformly, ignoring the game's `playoutWeights` (by default a game that
   * has them is played with them, so that its random games make progress and end).
   */
  uniform?: boolean;
}

/** One named property of the kit. `run()` throws a descriptive error when it fails. */
export interface KitProperty {
  /** What the property checks. */
  name: string;
  /** Runs the property; throws (or rejects) with a replayable failing case. */
  run(): void | Promise<void>;
  /**
   * `true` for a property that checks fixed cases (bot seats, bad configs, exported data, golden
   * playthroughs) rather than `runs` random games: running it more often checks nothing more.
   */
  readonly fixed?: true;
}

/**
 * The kit's properties for a game, one per law, each a fast-check property over random legal play.
 * Run them all with {@link checkGameInvariants}, or one `it` each.
 */
export function gameProperties<S extends BaseState, A, O, V, E>(game: Game<S, A, O, V, E, string>, options: KitOptions<S, O, E>): KitProperty[] {
  const runs = options.runs ?? (Number(process.env.TABULA_KIT_RUNS) || 12);
  const maxSteps = options.maxSteps ?? 5000;
  const maxLegal = options.maxLegalChecked ?? 6;
  if (options.configs.length === 0) throw new Error('gameProperties: options.configs is empty');
  const corruptions = options.corruptions ?? (Number(process.env.TABULA_KIT_CORRUPTIONS) || 6);
  const received: SecretCounts & { games: number } = { worlds: 0, alike: 0, games: 0 };
  const resamples = { changed: 0, games: 0 };
  const redeals = { changed: 0, games: 0 };
  const setups = new Set<string>();
  let sameSetups = 0;
  const sampleArb = fc.record({
    configIndex: fc.nat(options.configs.length - 1),
    seed: fc.nat(),
    choices: fc.array(fc.nat(), { maxLength: 200 }),
    tail: fc.nat(),
    junk: fc.array(fc.jsonValue(), { maxLength: 3 }),
  });

  const property = (name: string, body: (config: SetupConfig<O>, sample: Sample, log: LogEntry<A>[]) => void): KitProperty => ({
    name,
    run() {
      fc.assert(
        fc.property(sampleArb, (sample) => {
          const config = { ...options.configs[sample.configIndex]!, seed: `tabula-kit-${sample.seed}-seed` } as SetupConfig<O>;
          const log: LogEntry<A>[] = [];
          try {
            body(config, options.uniform ? { ...sample, uniform: true } : sample, log);
          } catch (err) {
            const detail = err instanceof Error ? err.message : String(err);
            throw new Error(`${game.name}: ${name}: ${detail}\nreplay: ${JSON.stringify({ config, log })}`);
          }
        }),
        { numRuns: runs, seed: options.seed, includeErrorInReport: true },
      );
    },
  });

  const props: KitProperty[] = [
    property('games end, never stall, and have a result exactly when over', (config, sample, log) => {
      const end = walk(game, config, sample, maxSteps, log, (state, move) => {
        if (game.result(state) !== undefined) fail('result is defined before the game is over');
        return expectOk(game.apply(state, move.seat, move.action), `legal ${JSON.stringify(move)}`).state;
      });
      const res = game.result(end);
      if (!res) fail('the game is over but result is undefined');
      const p = plainJsonProblem(res);
      if (p) fail(`result is not plain JSON: ${p}`);
      if (res.scores.length !== config.players) fail(`result has ${res.scores.length} scores for ${config.players} seats`);
      if (res.winners.some((w) => !Number.isInteger(w) || w < 0 || w >= config.players)) fail(`bad winners ${JSON.stringify(res.winners)}`);
      if (game.activeSeats(end).length !== 0) fail('seats are still active after the end');
      for (let s = 0; s < config.players; s++) {
        if (game.legalActions(end, s).length !== 0) fail(`seat ${s} has legal actions after the end`);
      }
      const move = log[log.length - 1];
      if (move) expectRejected(game.apply(end, move.seat, move.action), 'an action after the end', CoreErrors.GAME_OVER);
    }),
    property('every legal action is accepted, and no input is mutated', (config, sample, log) => {
      walk(game, config, sample, maxSteps, log, (state, move, _moves, pick) => {
        const before = canonical(state);
        for (const seat of game.activeSeats(state)) {
          const legal = game.legalActions(state, seat);
          const tried = legal.length <= maxLegal ? legal : Array.from({ length: maxLegal }, () => legal[Math.floor(pick() * legal.length)]!);
          for (const action of tried) expectOk(game.apply(state, seat, action), `seat ${seat}'s legal ${JSON.stringify(action)}`);
        }
        for (let s = 0; s < config.players; s++) game.view(state, s);
        game.view(state, null);
        unchanged(before, state, 'legalActions, view or apply');
        return expectOk(game.apply(state, move.seat, move.action), 'the chosen move').state;
      });
    }),
    property('legal actions are unique, in a stable order, and plain JSON', (config, sample, log) => {
      walk(game, config, sample, maxSteps, log, (state, move) => {
        const active = game.activeSeats(state);
        if (new Set(active).size !== active.length) fail(`activeSeats repeats a seat: ${active}`);
        for (let seat = 0; seat < config.players; seat++) {
          const legal = game.legalActions(state, seat);
          if (!active.includes(seat) && legal.length > 0) fail(`inactive seat ${seat} has legal actions`);
          const keys = legal.map(canonical);
          if (new Set(keys).size !== keys.length) fail(`seat ${seat} has duplicate legal actions`);
          if (canonical(game.legalActions(state, seat)) !== canonical(legal)) fail(`seat ${seat}'s legal actions change between two calls`);
          const p = plainJsonProblem(legal);
          if (p) fail(`legal actions are not plain JSON: ${p}`);
        }
        return expectOk(game.apply(state, move.seat, move.action), 'the chosen move').state;
      });
    }),
    property('malformed, out-of-turn and non-legal actions are rejected, leaving the state untouched', (config, sample, log) => {
      const recent: unknown[] = [];
      walk(game, config, sample, maxSteps, log, (state, move, _moves, pick) => {
        const before = canonical(state);
        const active = game.activeSeats(state);
        const legalKeys = new Set(game.legalActions(state, move.seat).map(canonical));
        const candidates = [...MALFORMED, ...sample.junk, ...mutations(move.action), ...recent];
        for (let k = 0; k < 6; k++) {
          const c = candidates[Math.floor(pick() * candidates.length)];
          if (c !== undefined && legalKeys.has(canonical(c))) continue;
          expectRejected(game.apply(state, move.seat, c as A), `non-legal ${JSON.stringify(c) ?? 'undefined'} from seat ${move.seat}`);
        }
        for (let s = 0; s < config.players; s++) {
          if (!active.includes(s)) expectRejected(game.apply(state, s, move.action), `seat ${s} acting out of turn`, CoreErrors.NOT_ACTIVE);
        }
        for (const bad of [-1, config.players, 0.5, Number.NaN]) {
          expectRejected(game.apply(state, bad as Seat, move.action), `seat ${bad}`, CoreErrors.NOT_ACTIVE);
        }
        unchanged(before, state, 'a rejected action');
        // Moves played earlier are natural candidates for "legal then, not now".
        if (!recent.some((r) => jsonEqual(r, move.action))) recent.push(move.action);
        if (recent.length > 24) recent.shift();
        return expectOk(game.apply(state, move.seat, move.action), 'the chosen move').state;
      });
    }),
    property('replay is deterministic: two games from one seed stay equal in lockstep', (config, sample, log) => {
      const first = game.setup(config);
      game.setup({ ...config, seed: `${config.seed}-other` }); // a game from another seed in between must not matter
      let twin = game.setup(config);
      if (!isDeepStrictEqual(first, twin)) fail('two setups from the same config differ (state kept between games?)');
      setups.add(canonical({ ...first, rng: null }));
      if (setups.size === 1 && ++sameSetups >= runs) fail('every seed gave the same setup: does setup ignore its seed?');
      const end = walk(game, config, sample, maxSteps, log, (state, move) => {
        if (!isDeepStrictEqual(state, twin)) fail('two games from the same config differ');
        const a = expectOk(game.apply(state, move.seat, move.action), 'the chosen move');
        const b = expectOk(game.apply(twin, move.seat, move.action), 'the same move in the twin game');
        if (!isDeepStrictEqual(a.events, b.events)) fail('the same move gave different events');
        twin = b.state;
        return a.state;
      });
      const again = replay(game, config, log);
      if (!again.ok) fail(`replay rejected entry ${again.index}: ${again.error.code}`);
      if (!jsonEqual(again.state, end)) fail('replay of the log reached a different state');
    }),
    property('state round-trips through JSON at every step, and play continues identically', (config, sample, log) => {
      const roundTrip = (state: S): S => {
        const p = plainJsonProblem(state);
        if (p) fail(`state is not plain JSON: ${p}`);
        if (state.game !== game.name || state.schema !== game.schema) fail('state does not record the game name and schema');
        const copy = JSON.parse(JSON.stringify(state)) as S;
        if (!isDeepStrictEqual(copy, state)) fail('JSON.parse(JSON.stringify(state)) differs from state');
        const res = game.result(state);
        if (res !== undefined && !jsonEqual(game.result(copy), res)) fail('the JSON copy has another result');
        return copy;
      };
      walk(game, config, sample, maxSteps, log, (state, move) => {
        const copy = roundTrip(state);
        const a = expectOk(game.apply(state, move.seat, move.action), 'the chosen move');
        const b = expectOk(game.apply(copy, move.seat, move.action), 'the chosen move on the JSON copy');
        if (!jsonEqual(a.state, b.state) || !jsonEqual(a.events, b.events)) fail('play from the JSON copy differs');
        const pe = plainJsonProblem(a.events);
        if (pe) fail(`events are not plain JSON: ${pe}`);
        return a.state;
      }, roundTrip);
    }),
    property('views are plain JSON and never hold the seed or the RNG', (config, sample, log) => {
      const checkViews = (state: S) => {
        const secrets = [config.seed, String(state.rng.s0), String(state.rng.s1), String(state.rng.s2)];
        for (const viewer of [null, ...Array.from({ length: config.players }, (_, i) => i)]) {
          const v = game.view(state, viewer);
          const p = plainJsonProblem(v);
          if (p) fail(`view for ${viewer} is not plain JSON: ${p}`);
          const key = findKey(v, FORBIDDEN_VIEW_KEYS);
          if (key) fail(`view for ${viewer} has an RNG or seed field at ${key}`);
          const text = JSON.stringify(v);
          const leaked = secrets.find((s) => text.includes(s));
          if (leaked) fail(`view for ${viewer} contains the RNG state or seed (${leaked})`);
        }
      };
      walk(game, config, sample, maxSteps, log, (state, move) => {
        checkViews(state);
        return expectOk(game.apply(state, move.seat, move.action), 'the chosen move').state;
      }, checkViews);
    }),
    property('the simulator reaches exactly the states apply reaches', (config, sample, log) => {
      let sim: ReturnType<typeof simulator<S, A, E>> | undefined;
      walk(game, config, sample, maxSteps, log, (state, move) => {
        sim ??= simulator(game, state);
        const a = expectOk(game.apply(state, move.seat, move.action), 'the chosen move');
        const b = sim.apply(move.seat, move.action);
        if (!b.ok) fail(`the simulator rejected a legal move: ${b.error.code}: ${b.error.message}`);
        if (!jsonEqual(a.state, sim.state)) fail('the simulator state differs from apply');
        if (!jsonEqual(a.events, b.events)) fail('the simulator events differ from apply');
        return a.state;
      });
    }),
  ];

  props.push(
    property('what a seat receives depends only on what it may see: its events, and the actions of others', (config, sample, log) => {
      walk(game, config, sample, maxSteps, log, (state, move, _moves, pick) => {
        checkWhatSeatsReceive(game, state, move, log.length, pick, 4, received);
        return expectOk(game.apply(state, move.seat, move.action), 'the chosen move').state;
      });
      // A game with secrets (it gives `resample`) must have been compared across two worlds.
      if (options.resample && game.determinize && ++received.games >= runs && received.worlds === 0) {
        fail('no two worlds that differ in secrets were ever compared: the check passed by construction');
      }
    }),
    property("what a game hands out: states frozen through; seats, legal actions, results, problems and events new each call and the caller's; views new, sharing only frozen parts", (config, sample, log) => {
      const handedOut = (state: S, pick: () => number) => {
        expectFrozen(state, 'the state');
        expectOwned(() => game.activeSeats(state), 'activeSeats', state);
        const other = Math.floor(pick() * config.players);
        for (const seat of new Set([...game.activeSeats(state), other])) expectOwned(() => game.legalActions(state, seat), `seat ${seat}'s legal actions`, state);
        const seat = Math.floor(pick() * config.players);
        expectNewView(() => game.view(state, seat), `seat ${seat}'s view`, state);
        expectNewView(() => game.view(state, null), "the spectator's view", state);
        if (game.isOver(state)) expectOwned(() => game.result(state), 'the result', state);
        expectOwned(() => game.validateState(state), 'validateState', state);
      };
      walk(game, config, sample, maxSteps, log, (state, move, _moves, pick) => {
        handedOut(state, pick);
        expectOwned(() => expectOk(game.apply(state, move.seat, move.action), 'the chosen move').events, "the events of apply", state, move.action);
        const out = expectOk(game.apply(state, move.seat, move.action), 'the chosen move');
        const seat = Math.floor(pick() * config.players);
        expectOwned(() => game.eventsFor(out.events, seat), `seat ${seat}'s events`, state, out.events);
        expectOwned(() => game.eventsFor(out.events, null), "the spectator's events", state, out.events);
        expectOwned(() => game.actionFor(move.action, move.seat, null), "the spectator's form of the action", state, move.action);
        return out.state;
      }, (state) => handedOut(state, () => 0.5));
    }),
    property('hostile actions are MALFORMED_ACTION, nothing is thrown, and seat -0 is seat 0', (config, sample, log) => {
      walk(game, config, sample, maxSteps, log, (state, move, _moves, pick) => {
        if (pick() < 0.25 || move.seat === 0) checkHostileInput(game, state, move.seat, move.action);
        return expectOk(game.apply(state, move.seat, move.action), 'the chosen move').state;
      });
    }),
    property('a state of another game, schema or shape is refused by every member', (config, sample, log) => {
      walk(game, config, sample, maxSteps, log, (state, move, _moves, pick) => {
        if (log.length === 1 || pick() < 0.05) checkForeignStates(game, state, move.seat, move.action);
        return expectOk(game.apply(state, move.seat, move.action), 'the chosen move').state;
      });
    }),
    property('a corrupted state never hangs: every member refuses it, or plays it safely', (config, sample, log) => {
      const chosen = new Set<number>();
      walk(game, config, sample, maxSteps, log, (state, move, moves, pick) => {
        // Corrupt a few states spread over the game (the first one always).
        if (log.length === 1 || (chosen.size < corruptions && pick() < 0.04)) {
          chosen.add(log.length);
          const { what, value } = corrupt(state, pick);
          checkCorrupted(game, value, what, move.seat, moves.slice(0, 4).map((m) => m.action));
        }
        return expectOk(game.apply(state, move.seat, move.action), 'the chosen move').state;
      });
    }),
    property('validateState finds nothing wrong in any state of play, its JSON copy or a determinized one', (config, sample, log) => {
      const consistent = (state: unknown, what: string) => {
        const problems = game.validateState(state);
        if (problems.length > 0) fail(`validateState refuses ${what}: ${problems.slice(0, 3).map((p) => `${p.path}: ${p.message}`).join('; ')}`);
      };
      walk(game, config, sample, maxSteps, log, (state, move, _moves, pick) => {
        consistent(state, 'a state of play');
        consistent(JSON.parse(JSON.stringify(state)), "a state of play's JSON copy");
        if (game.determinize && pick() < 0.3) {
          const seat = Math.floor(pick() * config.players);
          consistent(game.determinize(game.view(state, seat), seat, `valid-${log.length}`), `seat ${seat}'s determinized state`);
        }
        return expectOk(game.apply(state, move.seat, move.action), 'the chosen move').state;
      }, (state) => consistent(state, 'the final state'));
    }),
    property("the match store: one notification per change, undo and redo within their limits, per-seat handles that answer only their seat's events and never the RNG, save and load", (config, sample, log) => {
      checkMatchStore(game, config, sample, maxSteps, log);
    }),
    {
      name: 'bot seats: bots play their seats to the end, a person plays the rest through its handle',
      fixed: true,
      async run() {
        for (let i = 0; i < options.configs.length; i++) {
          const config = { ...options.configs[i]!, seed: `tabula-kit-bots-${i}` } as SetupConfig<O>;
          try {
            await checkBotSeats(game, config, `kit-${i}`, maxSteps, options.uniform);
          } catch (err) {
            throw new Error(`${game.name}: bot seats: ${err instanceof Error ? err.message : String(err)}\nconfig: ${JSON.stringify(config)}`);
          }
        }
      },
    },
    {
      name: 'a bad config is a SetupError naming the field: unknown keys, wrong types, hostile objects',
      fixed: true,
      run() {
        for (const c of options.configs) checkBadConfigs(game, { ...c, seed: 'tabula-kit-config' } as SetupConfig<O>);
      },
    },
  );
  if (options.exports) {
    const exported = options.exports;
    props.push({
      name: 'exported data is deeply frozen',
      fixed: true,
      run() {
        const loose = unfrozenExports(exported);
        if (loose.length > 0) throw new Error(`${game.name}: exported data is not deeply frozen: ${loose.slice(0, 8).join('; ')}${loose.length > 8 ? ` (and ${loose.length - 8} more)` : ''}`);
      },
    });
  }

  if (game.determinize) {
    const det = game.determinize;
    props.push(
      property('determinize: each seat sees the same view and has the same choices; hidden parts are redealt', (config, sample, log) => {
        walk(game, config, sample, maxSteps, log, (state, move, _moves, pick) => {
          const seat = Math.floor(pick() * config.players);
          const v = game.view(state, seat);
          const d = det(v, seat, `det-${log.length}`);
          const p = plainJsonProblem(d);
          if (p) fail(`determinized state is not plain JSON: ${p}`);
          if (!jsonEqual({ ...d, rng: null }, { ...det(v, seat, `det-${log.length}-again`), rng: null })) redeals.changed++;
          if (!jsonEqual(game.view(d, seat), v)) fail(`seat ${seat}'s view of its determinized state differs from its view`);
          if (!jsonEqual(game.activeSeats(d), game.activeSeats(state))) fail('determinized state has other active seats');
          if (!jsonEqual(game.legalActions(d, seat), game.legalActions(state, seat))) fail(`seat ${seat} has other legal actions in its determinized state`);
          const moves = legalMoves(game, d);
          const m = moves[Math.floor(pick() * moves.length)];
          if (m) expectOk(game.apply(d, m.seat, m.action), 'a legal move in the determinized state');
          return expectOk(game.apply(state, move.seat, move.action), 'the chosen move').state;
        });
        // A game with secrets (it gives `resample`) must redeal something now and then.
        if (options.resample && ++redeals.games >= runs && redeals.changed === 0) fail('determinize gave the same hidden parts for every seed: they are not redealt');
      }),
    );
  }

  const resample = options.resample;
  if (resample) {
    props.push(
      property("a seat's view does not change when the secrets it cannot see are resampled", (config, sample, log) => {
        let changed = 0;
        const checkLeaks = (state: S, pick: () => number) => {
          for (let seat = 0; seat < config.players; seat++) {
            const other = resample(state, seat, `resample-${log.length}-${Math.floor(pick() * 1e9)}`);
            if (!jsonEqual({ ...other, rng: null }, { ...state, rng: null })) changed++;
            if (!jsonEqual(game.view(other, seat), game.view(state, seat))) fail(`seat ${seat}'s view changed when secrets it cannot see were resampled`);
          }
        };
        walk(game, config, sample, maxSteps, log, (state, move, _moves, pick) => {
          checkLeaks(state, pick);
          return expectOk(game.apply(state, move.seat, move.action), 'the chosen move').state;
        }, (state) => checkLeaks(state, () => 0.5));
        resamples.changed += changed;
        resamples.games++;
        if (resamples.games >= runs && resamples.changed === 0) fail('resample never changed a state: the leak check would pass by construction');
      }),
    );
  }

  const golden = options.golden;
  if (golden) props.push({ name: 'golden playthroughs play exactly as recorded', fixed: true, run: () => checkGolden(game, golden.cases, golden.dir) });

  const invariants = options.invariants ?? [];
  if (invariants.length > 0) {
    props.push(
      property(`game laws hold after every action (${invariants.map((i) => i.name).join('; ')})`, (config, sample, log) => {
        const check = (state: S, prev: S | undefined, events: readonly E[]) => {
          for (const inv of invariants) {
            const problem = inv.check(state, prev, events);
            if (problem) fail(`${inv.name}: ${problem}`);
          }
        };
        let first = true;
        walk(game, config, sample, maxSteps, log, (state, move) => {
          if (first) check(state, undefined, []);
          first = false;
          const out = expectOk(game.apply(state, move.seat, move.action), 'the chosen move');
          check(out.state, state, out.events);
          return out.state;
        });
      }),
    );
  }
  return props;
}

/**
 * Runs every property of {@link gameProperties} and rejects on the first failure, with a message
 * naming the law, the shrunk failing case, and a replayable `{ config, log }`.
 */
export async function checkGameInvariants<S extends BaseState, A, O, V, E>(game: Game<S, A, O, V, E, string>, options: KitOptions<S, O, E>): Promise<void> {
  for (const p of gameProperties(game, options)) await p.run();
}
