import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomPlayout, replay } from '@tabula/core';
import type { BaseState, Game, GameResult, LogEntry, SetupConfig } from '@tabula/core';
import { jsonEqual, jsonHash } from './json';

/** One recorded game: a config and a playout seed, played by {@link randomPlayout}. */
export interface GoldenCase<O> {
  /** File name, without `.json`. */
  name: string;
  config: SetupConfig<O>;
  /** Seeds the random choice of moves. */
  playoutSeed: string;
  maxSteps?: number;
}

/** What a golden file holds. */
export interface GoldenRecord<O> {
  game: string;
  schema: number;
  config: SetupConfig<O>;
  playoutSeed: string;
  steps: number;
  over: boolean;
  result: GameResult | null;
  /** {@link jsonHash} of the final state. */
  stateHash: string;
  /** Every move, as `[seat, action]`. */
  log: [number, unknown][];
}

/** The env var that rewrites golden files instead of comparing: `TABULA_UPDATE_GOLDEN=1`. */
export const UPDATE_GOLDEN_ENV = 'TABULA_UPDATE_GOLDEN';

/** Plays a golden case and records it. */
export function recordGolden<S extends BaseState, A, O>(game: Game<S, A, O, any, any>, c: GoldenCase<O>): GoldenRecord<O> {
  const run = randomPlayout(game, c.config, { seed: c.playoutSeed, maxSteps: c.maxSteps ?? 10_000 });
  return {
    game: game.name,
    schema: game.schema,
    config: c.config,
    playoutSeed: c.playoutSeed,
    steps: run.steps,
    over: run.over,
    result: game.result(run.state) ?? null,
    stateHash: jsonHash(run.state),
    log: run.log.map((m) => [m.seat, m.action]),
  };
}

/** Golden file text: one move per line, so that a diff shows where play changed. */
function format(rec: GoldenRecord<unknown>): string {
  const { log, ...head } = rec;
  const lines = log.map((m) => `    ${JSON.stringify(m)}`);
  const body = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${body},\n  "log": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

/**
 * Compares each case's playthrough with its file in `dir`, throwing on the first difference
 * (naming the first move that differs). With `TABULA_UPDATE_GOLDEN=1` it writes the files instead.
 * The stored log is also replayed through {@link replay}, which must reach the same final state.
 */
export function checkGolden<S extends BaseState, A, O>(game: Game<S, A, O, any, any>, cases: readonly GoldenCase<O>[], dir: string): void {
  const update = process.env[UPDATE_GOLDEN_ENV] === '1';
  for (const c of cases) {
    const file = join(dir, `${c.name}.json`);
    const now = recordGolden(game, c);
    if (update) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, format(now as GoldenRecord<unknown>));
      continue;
    }
    if (!existsSync(file)) throw new Error(`no golden file ${file}: record it with ${UPDATE_GOLDEN_ENV}=1`);
    const then = JSON.parse(readFileSync(file, 'utf8')) as GoldenRecord<O>;
    const replayed = replay(game, then.config, then.log.map(([seat, action]): LogEntry => ({ seat, action })));
    if (!replayed.ok) throw new Error(`${c.name}: the recorded move ${replayed.index} is now rejected: ${replayed.error.code}: ${replayed.error.message}`);
    if (jsonHash(replayed.state) !== then.stateHash) throw new Error(`${c.name}: replaying the recorded moves reaches another final state`);
    const firstDiff = then.log.findIndex((m, i) => !jsonEqual(m, now.log[i]));
    if (firstDiff >= 0 || then.log.length !== now.log.length) {
      const at = firstDiff >= 0 ? firstDiff : Math.min(then.log.length, now.log.length);
      throw new Error(`${c.name}: play differs from the golden file at move ${at}: was ${JSON.stringify(then.log[at])}, now ${JSON.stringify(now.log[at])}`);
    }
    if (!jsonEqual({ ...then, log: [] }, { ...now, log: [] })) throw new Error(`${c.name}: result or final state differs from the golden file`);
  }
}
