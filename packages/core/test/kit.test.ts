import { describe, expect, it } from 'vitest';
import { defineGame, type Game } from '../src/index';
import { checkGameInvariants, gameProperties } from '../src/testing/index';
import { BONUS_CARDS, pig, pigResample, pigSpec, type PigAction, type PigState } from './pig';

const configs = [{ players: 2 }, { players: 3 }, { players: 4, options: { target: 12 } }];

describe('the kit on a correct game', () => {
  for (const p of gameProperties(pig, {
    configs,
    resample: pigResample,
    invariants: [
      { name: 'scores never decrease', check: (s, prev) => (prev && s.scores.some((v, i) => v < prev.scores[i]!) ? 'a score went down' : undefined) },
      { name: 'bonus cards are conserved', check: (s) => (s.bonus.length + s.deck.length === 6 ? undefined : 'a bonus card was lost') },
    ],
  })) {
    it(p.name, () => p.run());
  }
});

/** Runs the kit on a broken game and returns the failure message. */
async function failureOf(game: Game<PigState, any, any, any, any>, maxSteps = 2000): Promise<string> {
  try {
    await checkGameInvariants(game, { configs: [{ players: 2 }], runs: 10, maxSteps, seed: 7, resample: pigResample });
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the kit passed a broken game');
}

/** A copy of a state that is not frozen, so that a broken game can mutate it. */
const thaw = <T>(x: T): T => structuredClone(x);

describe('the kit catches broken games', () => {
  it('a game that mutates its input', async () => {
    const base = defineGame(pigSpec);
    const broken: Game<PigState, PigAction> = {
      ...base,
      setup: (c) => thaw(base.setup(c as never)),
      apply: (s, seat, a) => {
        const out = base.apply(thaw(s), seat, a);
        return out.ok ? { ...out, state: thaw(out.state) } : out;
      },
      view: (s, viewer) => {
        s.deck.reverse();
        return base.view(s, viewer);
      },
    };
    expect(await failureOf(broken)).toMatch(/mutated the state/);
  });

  it('a game that lists an action it then rejects', async () => {
    const broken = defineGame({ ...pigSpec, legalActions: () => [{ type: 'roll' }, { type: 'hold' }] });
    expect(await failureOf(broken)).toMatch(/legal .*hold.* was rejected: NOTHING_TO_HOLD/);
  });

  it('a game that accepts an action it does not list', async () => {
    const broken = defineGame({ ...pigSpec, legalActions: (s: PigState) => (s.turnTotal > 0 && s.turnTotal < 8 ? [{ type: 'roll' }, { type: 'hold' }] : [{ type: 'roll' }]) });
    expect(await failureOf(broken)).toMatch(/non-legal \{"type":"hold"\} from seat \d was accepted/);
  });

  it('a game that leaks its RNG into the view', async () => {
    const broken = defineGame({ ...pigSpec, view: (s: PigState, v: number | null) => ({ ...pigSpec.view(s, v), debug: s.rng }) });
    expect(await failureOf(broken)).toMatch(/RNG or seed/);
  });

  it("a game that leaks another seat's secret into the view", async () => {
    const broken = defineGame({ ...pigSpec, view: (s: PigState, v: number | null) => ({ ...pigSpec.view(s, v), bonus: s.bonus.slice() }) });
    expect(await failureOf(broken)).toMatch(/view changed when secrets it cannot see were resampled/);
  });

  it('a nondeterministic game', async () => {
    const broken = defineGame({
      ...pigSpec,
      perform: (s: PigState, seat: number, a: any, ctx: any) =>
        pigSpec.perform(s, seat, a, { ...ctx, rng: { ...ctx.rng, die: () => 1 + Math.floor(Math.random() * 6) }, emit: ctx.emit }),
    });
    expect(await failureOf(broken)).toMatch(/differ/);
  });

  it('a game that never ends', async () => {
    const broken = defineGame({ ...pigSpec, isOver: () => false });
    expect(await failureOf(broken, 300)).toMatch(/did not end within 300 actions/);
  });

  it('a game whose state is not plain JSON', async () => {
    const broken = defineGame({ ...pigSpec, setup: (c: any, ctx: any) => ({ ...pigSpec.setup(c, ctx), note: undefined }) });
    expect(await failureOf(broken)).toMatch(/not plain JSON: \$\.note is undefined/);
  });

  it('prints a replayable config and log', async () => {
    const broken = defineGame({ ...pigSpec, legalActions: () => [{ type: 'roll' }, { type: 'hold' }] });
    const msg = await failureOf(broken);
    const json = msg.slice(msg.indexOf('replay: ') + 8).split('\n')[0]!;
    const { config, log } = JSON.parse(json);
    expect(config.players).toBe(2);
    expect(Array.isArray(log)).toBe(true);
  });

  it('a game that leaks a secret only in its final view', async () => {
    const broken = defineGame({ ...pigSpec, view: (s: PigState, v: number | null) => (s.over ? { ...pigSpec.view(s, v), debug: s.rng } : pigSpec.view(s, v)) });
    expect(await failureOf(broken)).toMatch(/RNG or seed/);
  });

  it('a game whose final state is not plain JSON', async () => {
    const broken = defineGame({
      ...pigSpec,
      perform: (s: PigState, seat: number, a: any, ctx: any) => {
        pigSpec.perform(s, seat, a, ctx);
        if (s.over) (s as any).average = Number.NaN;
      },
    });
    expect(await failureOf(broken)).toMatch(/\$\.average is NaN/);
  });

  it('a game that keeps state between games (setup ignores later seeds)', async () => {
    let cached: any;
    const broken = defineGame({ ...pigSpec, setup: (c: any, ctx: any) => (cached ??= pigSpec.setup(c, ctx)) });
    expect(await failureOf(broken)).toMatch(/same setup|setups from the same config differ/);
  });

  it('a determinize that fills the hidden parts the same way whatever its seed', async () => {
    const sorted = defineGame({
      ...pigSpec,
      determinize: (v: any) => {
        const unseen = BONUS_CARDS.filter((c) => !v.bonus.includes(c)); // in order: no redeal
        const bonus = v.bonus.map((b: number | null) => b ?? unseen.shift()!);
        return { game: 'secret-pig', schema: 1, players: v.scores.length, rng: { c: 1, s0: 0.1, s1: 0.2, s2: 0.3 }, target: v.target, scores: v.scores.slice(), turnTotal: v.turnTotal, current: v.current, bonus, deck: unseen, over: v.over };
      },
    });
    expect(await failureOf(sorted)).toMatch(/same hidden parts for every seed/);
  });

  it('a game that emits a Map in an event fails as a rules error', async () => {
    const broken = defineGame({
      ...pigSpec,
      perform: (s: PigState, seat: number, a: any, ctx: any) => {
        pigSpec.perform(s, seat, a, ctx);
        ctx.emit({ type: 'debug', seen: new Map() });
      },
    });
    expect(await failureOf(broken)).toMatch(/INTERNAL_ERROR.*event\.seen is a Map/);
  });
});
