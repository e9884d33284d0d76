/** The `tabula` command: dispatch, usage and exit codes. */
import { intFlag, parseArgs, stringFlag, UsageError } from './args';
import { fuzz } from './fuzz';
import { TITLES, type Title } from './games';
import type { Io } from './io';
import { play } from './play';
import { replayFile } from './replay';
import { formatReport, simulate } from './simulate';

/** The usage text. */
export const USAGE = `usage:
  tabula simulate <game> [--games N] [--players P] [--seed S] [--json]
  tabula fuzz <game> [--games N] [--seed S] [--out FILE]
  tabula replay <file>
  tabula play <game> [--players P] [--seed S] [--bots 1,2]
games: ${Object.keys(TITLES).join(', ')}`;

function title(name: string | undefined): Title {
  if (!name) throw new UsageError('name a game');
  const t = TITLES[name];
  if (!t) throw new UsageError(`unknown game "${name}" (known: ${Object.keys(TITLES).join(', ')})`);
  return t;
}

function players(t: Title, raw: ReturnType<typeof parseArgs>): number {
  return intFlag(raw, 'players', t.defaultPlayers, t.game.minPlayers, t.game.maxPlayers);
}

/** Runs the command; resolves to the exit code (0 ok, 1 a failure found, 2 a usage error). */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'simulate': {
        const args = parseArgs(rest, { games: 'value', players: 'value', seed: 'value', json: 'boolean' });
        const t = title(args.positional[0]);
        const report = simulate(io, t.game, players(t, args), intFlag(args, 'games', 100, 1, 10_000_000), stringFlag(args, 'seed', 'tabula'));
        io.out(args.flags.has('json') ? JSON.stringify(report) : formatReport(report));
        return 0;
      }
      case 'fuzz': {
        const args = parseArgs(rest, { games: 'value', seed: 'value', out: 'value' });
        const t = title(args.positional[0]);
        const seed = intFlag(args, 'seed', 1, 0, 2 ** 31 - 1);
        const counts = Array.from({ length: t.game.maxPlayers - t.game.minPlayers + 1 }, (_, i) => t.game.minPlayers + i);
        const failed = await fuzz(io, t.game, counts, intFlag(args, 'games', 50, 1, 1_000_000), seed, stringFlag(args, 'out', `tabula-fuzz-${t.game.name}-${seed}.json`));
        return failed ? 1 : 0;
      }
      case 'replay': {
        const args = parseArgs(rest, {});
        const file = args.positional[0];
        if (!file) throw new UsageError('name a replay file');
        return replayFile(io, file) ? 0 : 1;
      }
      case 'play': {
        const args = parseArgs(rest, { players: 'value', seed: 'value', bots: 'value' });
        const t = title(args.positional[0]);
        const p = players(t, args);
        const botList = stringFlag(args, 'bots', '');
        const bots = new Set(botList === '' ? [] : botList.split(',').map(Number));
        for (const b of bots) if (!Number.isInteger(b) || b < 0 || b >= p) throw new UsageError(`--bots: ${botList} must list seats from 0 to ${p - 1}`);
        await play(io, t.game, p, stringFlag(args, 'seed', 'tabula'), bots);
        return 0;
      }
      case undefined:
      case 'help':
      case '--help':
        io.out(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`tabula: ${err.message}\n${USAGE}`);
      return 2;
    }
    throw err;
  }
}
