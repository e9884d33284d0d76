/**
 * How games end (issue 14): plays seeded random games (core's `randomPlayout`) and games of the
 * greedy test bot (test/greedy.ts), and counts how each ended: by a 6th temple, stopped by the
 * tiles running out, or not over after `maxSteps` actions. Also counts temples excavated and, at
 * each decision of a turn's actions, how often excavating was legal and the drachmas in hand.
 *
 *   npx tsx packages/akrotiri/scripts/endings.ts [random games] [greedy games] [options JSON] [max steps]
 *
 * e.g. `npx tsx packages/akrotiri/scripts/endings.ts 200 30 '{"stopWhenTilesRunOut":true}'`.
 * Not part of the test suite (it takes a while); the numbers are quoted in the report of issue 14.
 */
import { randomPlayout, type Game } from '@tabula/core';
import { akrotiri, type AkrotiriOptions, type AkrotiriState } from '../src/index';
import { greedyAkrotiri } from '../test/greedy';

const [randomCount = 200, greedyCount = 30] = process.argv.slice(2, 4).map(Number);
const options = JSON.parse(process.argv[4] ?? '{}') as AkrotiriOptions;
const maxSteps = Number(process.argv[5] ?? 20_000);

function tally(label: string, game: Game<AkrotiriState, any, AkrotiriOptions, any, any, any>, count: number): void {
  const endings: Record<string, number> = {};
  let temples = 0;
  let steps = 0;
  let decisions = 0;
  let canDig = 0;
  let drachmas = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const run = randomPlayout(game, { players: 2, seed: `${process.env.ENDINGS_SEED ?? "endings"}-${i}`, options }, { seed: `endings-play-${i}`, maxSteps });
    const s = run.state;
    const why = akrotiri.isOver(s) ? String(s.ending) : "not over";
    endings[why] = (endings[why] ?? 0) + 1;
    temples += s.temples.length;
    steps += run.steps;
    // The same game again, to look at each decision of a turn's actions.
    let at = akrotiri.setup({ players: 2, seed: `${process.env.ENDINGS_SEED ?? 'endings'}-${i}`, options });
    for (const { seat, action } of run.log) {
      if (at.steps[0]?.kind === 'actions') {
        decisions++;
        drachmas += at.seats[seat]!.drachmas;
        if (akrotiri.legalActions(at, seat).some((a) => a.type === 'excavate')) canDig++;
      }
      const out = akrotiri.apply(at, seat, action);
      if (!out.ok) throw new Error(out.error.message);
      at = out.state;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const share = decisions ? ((100 * canDig) / decisions).toFixed(1) : '-';
  const purse = decisions ? (drachmas / decisions).toFixed(2) : '-';
  console.log(`${label}: ${count} games, options ${JSON.stringify(options)}: ${JSON.stringify(endings)}; ${(temples / count).toFixed(2)} temples and ${(steps / count).toFixed(0)} actions per game; excavating legal at ${share}% of the turns' action decisions, ${purse} drachmas in hand on average (${seconds} s)`);
}

tally('random', akrotiri, randomCount);
tally('greedy', greedyAkrotiri, greedyCount);
