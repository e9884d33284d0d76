/**
 * The `tabula` command: its commands and flags, help, version, and exit codes (0 done, 1 a failure
 * found, 2 a usage or input error).
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { checkEntrants, arenaJob, type ArenaParams } from './arena';
import { intFlag, noExtraWords, optionalIntFlag, optionalStringFlag, parseArgs, stringFlag, UsageError, type Args, type FlagSpec } from './args';
import { fuzzJob, propertiesOf, type FuzzParams } from './fuzz';
import { title, TITLE_NAMES } from './games';
import type { Io } from './io';
import { JOBS } from './jobs';
import { checkConfig, parseOptions } from './options';
import { PICTURES, PLAIN_PICTURE } from './pictures/index';
import { parseBots, play } from './play';
import { replayFile } from './replay';
import { mergePartials, parseShard, partialReport, runUnits, type Job, type Shard } from './runner';
import { checkSeed, DEFAULT_SEED } from './seed';
import { simulateJob, type SimulateParams } from './simulate';

/** The package's version, from its package.json. */
export function version(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** One command: its words, flags and help. */
interface Command {
  /** `simulate <game>`. */
  usage: string;
  /** One line for the list of commands. */
  summary: string;
  /** Positional words it takes at most. */
  words: number;
  /** Its flags. */
  flags: Record<string, FlagSpec>;
  /** More help, after the flags. */
  notes?: string[];
  /** Runs it; resolves to the exit code. */
  run(args: Args, io: Io): Promise<number>;
}

const seedFlag: FlagSpec = { kind: 'value', arg: 'S', help: `the seed, any string (default "${DEFAULT_SEED}"); the same seed gives the same games` };
const optionFlag: FlagSpec = { kind: 'list', arg: 'key=value', help: 'a game option, repeatable; the value is read as JSON if it parses, else as text (tileClocks.J2=3 sets a nested field)' };
const workersFlag: FlagSpec = { kind: 'value', arg: 'N', help: 'run on N worker threads (a piscina pool; default: this thread alone); the report is the same for any N' };
const shardFlag: FlagSpec = { kind: 'value', arg: 'i/n', help: 'run only the i-th of n shares of the work and write a partial report (see --partial); combine the n files with `tabula merge`' };
const partialFlag: FlagSpec = { kind: 'value', arg: 'FILE', help: 'with --shard: where to write the partial report (default tabula-<command>-<game>-<i>of<n>.json)' };
const jsonFlag: FlagSpec = { kind: 'boolean', help: 'print the report as JSON (its "timing" field is the only part that varies between runs)' };
/** `--uniform`: random play ignores the game's playout weights (simulate, fuzz). */
const uniformFlag: FlagSpec = { kind: 'boolean', help: "pick moves uniformly at random, ignoring the game's playout weights (by default a game that has them, Akrotiri, is played with them so that its random games end)" };

/** The flags of every command that runs on the pool and in shards (simulate, fuzz, arena). */
const poolFlags = { workers: workersFlag, shard: shardFlag, partial: partialFlag, json: jsonFlag };

/** The game options (`--option`) and config check for a title. */
function gameSetup(args: Args, gameName: string, players: readonly number[]): unknown {
  const options = parseOptions(args.lists.get('option') ?? []);
  const { game } = title(gameName);
  for (const p of players) checkConfig(game, { players: p, seed: 'check', ...(options === undefined ? {} : { options }) });
  return options;
}

/** Runs a long command's job: whole, or one shard writing its partial report. */
async function runJob<P>(io: Io, args: Args, job: Job<P, unknown, unknown>, params: P, gameName: string): Promise<number> {
  const workers = optionalIntFlag(args, 'workers', 1, 256);
  const shardText = optionalStringFlag(args, 'shard');
  const shard: Shard | undefined = shardText === undefined ? undefined : parseShard(shardText);
  if (!shard && args.flags.has('partial')) throw new UsageError('--partial goes with --shard');
  if (shard && args.flags.has('json')) throw new UsageError('--json goes with a whole run or with tabula merge: a shard writes its partial report');
  if (shard && args.flags.has('out')) throw new UsageError('--out goes with a whole run or with tabula merge: a shard writes its partial report');
  const entry = JOBS[job.name]!;
  let run: Awaited<ReturnType<typeof runUnits>>;
  try {
    run = await runUnits(io, job, params, { ...(workers === undefined ? {} : { workers }), ...(shard ? { shard } : {}) });
  } catch (err) {
    // A game that stalls or refuses its own legal action stops the run: a finding, not a usage error.
    io.err(`tabula: ${job.name} stopped: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
  const { results, timing } = run;
  if (!shard) return entry.print(io, job.summarize(params, results.map((r) => r.result)), timing, { json: args.flags.has('json'), out: optionalStringFlag(args, 'out'), params });
  const path = stringFlag(args, 'partial', `tabula-${job.name}-${gameName}-${shard.index}of${shard.count}.json`);
  io.writeFile(path, `${JSON.stringify(partialReport(job, params, shard, results, timing.seconds))}\n`);
  const failures = results.filter((r) => (r.result as { failure?: unknown }).failure).length;
  io.out(
    `shard ${shard.index}/${shard.count}: ${results.length} of ${job.units(params)} units (${results.reduce((n, r) => n + job.weight(params, r.unit), 0)} ${job.what}) in ${timing.seconds.toFixed(1)} s; partial report written to ${path}${failures ? `; ${failures} failing unit${failures > 1 ? 's' : ''}` : ''}`,
  );
  io.out(
    args.flags.has('partial')
      ? `combine the partial reports of all ${shard.count} shards with: tabula merge <files…>`
      : `combine the ${shard.count} shards with: tabula merge ${Array.from({ length: shard.count }, (_, i) => `tabula-${job.name}-${gameName}-${i + 1}of${shard.count}.json`).join(' ')}`,
  );
  return failures ? 1 : 0;
}

const COMMANDS: Record<string, Command> = {
  simulate: {
    usage: 'simulate <game>',
    summary: 'play random games on the simulator: wins (ties apart), scores, length, speed',
    words: 1,
    flags: {
      games: { kind: 'value', arg: 'N', help: 'games to play (default 100)' },
      players: { kind: 'value', arg: 'P', help: "seats (default: the game's usual count)" },
      seed: seedFlag,
      option: optionFlag,
      uniform: uniformFlag,
      ...poolFlags,
    },
    notes: [
      'Game i is set up with seed "<seed>-i" and its moves are drawn from "<seed>-i-moves".',
      "A seat's win rate counts the games it won alone; a game won by several seats is counted once, under ties; so the win rates, the ties and the games nobody won add up to 100%.",
    ],
    async run(args, io) {
      const t = title(args.positional[0]);
      const players = intFlag(args, 'players', t.defaultPlayers, t.game.minPlayers, t.game.maxPlayers);
      const params: SimulateParams = {
        game: args.positional[0]!,
        players,
        games: intFlag(args, 'games', 100, 1, 100_000_000),
        seed: checkSeed(stringFlag(args, 'seed', DEFAULT_SEED)),
      };
      const options = gameSetup(args, params.game, [players]);
      if (options !== undefined) params.options = options;
      if (args.flags.has('uniform')) params.uniform = true;
      return runJob(io, args, simulateJob, params, params.game);
    },
  },
  fuzz: {
    usage: 'fuzz <game>',
    summary: "run the conformance kit's properties on many random games; a failure writes a shrunk replay file",
    words: 1,
    flags: {
      games: { kind: 'value', arg: 'N', help: 'random games per property (default 50)' },
      players: { kind: 'value', arg: 'P', help: 'only this player count (default: every count the game allows)' },
      property: { kind: 'value', arg: 'TEXT', help: 'only the properties whose name contains TEXT (any case), e.g. "replay" or "frozen"' },
      seed: seedFlag,
      option: optionFlag,
      out: { kind: 'value', arg: 'FILE', help: 'where a failure\'s shrunk replay goes (default tabula-fuzz-<game>-<seed>.json)' },
      uniform: uniformFlag,
      ...poolFlags,
    },
    notes: [
      "Each property's games are played in slices of 10, each slice with a fast-check seed derived from the seed, the property and the slice: the same seed, the same games and the same report, on any number of workers or shards.",
      'Exit code 1 if a property fails; its shrunk case is written to --out as { game, config, log }.',
    ],
    async run(args, io) {
      const t = title(args.positional[0]);
      const onePlayerCount = optionalIntFlag(args, 'players', t.game.minPlayers, t.game.maxPlayers);
      const players = onePlayerCount !== undefined ? [onePlayerCount] : Array.from({ length: t.game.maxPlayers - t.game.minPlayers + 1 }, (_, i) => t.game.minPlayers + i);
      const params: FuzzParams = { game: args.positional[0]!, players, games: intFlag(args, 'games', 50, 1, 10_000_000), seed: checkSeed(stringFlag(args, 'seed', DEFAULT_SEED)) };
      const options = gameSetup(args, params.game, players);
      if (options !== undefined) params.options = options;
      if (args.flags.has('uniform')) params.uniform = true;
      const only = optionalStringFlag(args, 'property');
      if (only !== undefined) {
        params.only = only;
        if (propertiesOf(params).length === 0) throw new UsageError(`--property: no property of the kit mentions "${only}"; they are:\n${propertiesOf({ ...params, only: undefined }).map((x) => `  ${x.name}`).join('\n')}`);
      }
      return runJob(io, args, fuzzJob, params, params.game);
    },
  },
  arena: {
    usage: 'arena <game>',
    summary: 'play seeded games between bots (random, ISMCTS), seats rotated: win rates with 95% intervals, ties apart, scores',
    words: 1,
    flags: {
      bots: { kind: 'value', arg: 'A,B,…', help: 'the entrants, one per seat (their number is the player count), e.g. ismcts:1000,random: random, ismcts[:iterations][:c=…][:depth=…][:margin=…][:ms=…], cheat-mcts[:iterations][:chance]' },
      games: { kind: 'value', arg: 'N', help: 'games to play (default 100)' },
      players: { kind: 'value', arg: 'P', help: 'a check: the number of entrants --bots must give (default: whatever it gives)' },
      seed: seedFlag,
      option: optionFlag,
      'max-actions': { kind: 'value', arg: 'N', help: 'stop a game after N actions and count it unfinished (default 100000)' },
      ...poolFlags,
    },
    notes: [
      'Game i is set up with seed "<seed>:i"; seat s is played by entrant (s + i) mod P, so the seats rotate; each entrant\'s bot is seeded "<seed>:i:<entrant>".',
      'An entrant\'s win rate counts its games won alone over the finished games; shared first places are counted apart, as ties, and with the wins in "win or tie"; games stopped by --max-actions are counted as unfinished, not as losses.',
      'ISMCTS plays from its seat\'s view only; cheat-mcts reads the whole state (a yardstick for the price of fairness). A time budget (ms=) makes the games depend on the machine.',
    ],
    async run(args, io) {
      const t = title(args.positional[0]);
      if (!args.flags.has('bots')) throw new UsageError(`--bots is required: the entrants, one per seat, e.g. --bots ismcts:1000,random${t.defaultPlayers > 2 ? ',random'.repeat(t.defaultPlayers - 2) : ''}`);
      const entrants = stringFlag(args, 'bots', '')
        .split(',')
        .map((x) => x.trim());
      const players = optionalIntFlag(args, 'players', t.game.minPlayers, t.game.maxPlayers);
      checkEntrants(args.positional[0]!, entrants);
      if (players !== undefined && players !== entrants.length) {
        throw new UsageError(`--players ${players}, but --bots gives ${entrants.length} entrant${entrants.length === 1 ? '' : 's'} (${entrants.join(', ')}): an arena has one entrant per seat`);
      }
      const params: ArenaParams = {
        game: args.positional[0]!,
        entrants,
        games: intFlag(args, 'games', 100, 1, 10_000_000),
        seed: checkSeed(stringFlag(args, 'seed', DEFAULT_SEED)),
      };
      const options = gameSetup(args, params.game, [entrants.length]);
      if (options !== undefined) params.options = options;
      const maxActions = optionalIntFlag(args, 'max-actions', 1, 100_000_000);
      if (maxActions !== undefined) params.maxActions = maxActions;
      const timed = entrants.filter((e) => /(^|:)ms=/.test(e));
      if (timed.length > 0) io.err(`tabula: note: ${timed.join(', ')} ${timed.length > 1 ? 'have time budgets' : 'has a time budget'}: its choices depend on the machine's speed and load, so this run is not reproducible`);
      return runJob(io, args, arenaJob, params, params.game);
    },
  },
  play: {
    usage: 'play <game>',
    summary: 'play in the terminal against bots (random or ISMCTS), or several people at one terminal (hot seat)',
    words: 1,
    flags: {
      players: { kind: 'value', arg: 'P', help: "seats (default: the game's usual count)" },
      seed: seedFlag,
      bots: { kind: 'value', arg: '1,2', help: 'seats played by bots (default: none: every seat is a person, taking turns): 1,2 random bots; 1=ismcts:300,2=random a kind per seat; ismcts:300 alone: that kind at every seat but seat 0' },
      option: optionFlag,
      save: { kind: 'value', arg: 'FILE', help: 'write the replay file { game, config, log } at the end (or on leaving), for `tabula replay`' },
    },
    notes: [
      'Each turn shows a picture of your view, what happened since your last turn as your seat may see it, and your legal actions, numbered.',
      'Type a number to choose; a word lists the choices that mention it; in a group, 0 goes back; q leaves. A single legal action is played for you.',
      'A bot kind is random or ismcts[:iterations][:c=…][:depth=…][:margin=…][:ms=…] (information-set MCTS from its seat\'s view, 1000 iterations by default); a bot at seat s is seeded "<seed>-bot-s".',
    ],
    async run(args, io) {
      const name = args.positional[0];
      const t = title(name);
      const players = intFlag(args, 'players', t.defaultPlayers, t.game.minPlayers, t.game.maxPlayers);
      const bots = args.flags.has('bots') ? parseBots(stringFlag(args, 'bots', '').trim(), players) : new Map<number, string>();
      const seed = checkSeed(stringFlag(args, 'seed', DEFAULT_SEED));
      const options = gameSetup(args, name!, [players]);
      return play(io, t.game, PICTURES[name!] ?? PLAIN_PICTURE, { players, seed, bots, options, save: optionalStringFlag(args, 'save') });
    },
  },
  replay: {
    usage: 'replay <file>',
    summary: 'replay a file { game, config, log }, printing each entry and its events, then the result',
    words: 1,
    flags: {},
    notes: ['Exit code 1 at the first entry the rules refuse (named by its index); 2 for a file that is not a replay of a known game.'],
    async run(args, io) {
      const file = args.positional[0];
      if (!file) throw new UsageError('name a replay file');
      return replayFile(io, file);
    },
  },
  merge: {
    usage: 'merge <files…>',
    summary: 'combine the partial reports of every shard of a run (--shard i/n) into the report one run gives',
    words: Infinity,
    flags: {
      json: jsonFlag,
      out: { kind: 'value', arg: 'FILE', help: "fuzz: where a failure's shrunk replay goes (default tabula-fuzz-<game>-<seed>.json)" },
    },
    async run(args, io) {
      const files = args.positional.map((path) => {
        let text: string;
        try {
          text = io.readFile(path);
        } catch (err) {
          throw new UsageError(`cannot read ${path}: ${err instanceof Error ? err.message : String(err)}`);
        }
        try {
          return { path, data: JSON.parse(text) as unknown };
        } catch (err) {
          throw new UsageError(`cannot read ${path}: it is not JSON (${err instanceof Error ? err.message : String(err)})`);
        }
      });
      const merged = mergePartials(files);
      const entry = Object.hasOwn(JOBS, merged.job) ? JOBS[merged.job] : undefined;
      if (!entry) throw new UsageError(`${files[0]!.path}: unknown job "${merged.job}" (known: ${Object.keys(JOBS).join(', ')})`);
      const params = merged.params as { game?: unknown; seed?: unknown };
      if (typeof params?.game === 'string') title(params.game);
      const out = optionalStringFlag(args, 'out');
      let report: unknown;
      try {
        report = entry.job.summarize(merged.params, merged.results);
      } catch (err) {
        throw new UsageError(`${files[0]!.path}: the partial reports cannot be summarized: ${err instanceof Error ? err.message : String(err)}`);
      }
      return entry.print(io, report, merged.timing, { json: args.flags.has('json'), out, params: merged.params });
    },
  },
};

/** The overall usage. */
export const USAGE = `usage: tabula <command> [flags]
commands:
${Object.values(COMMANDS)
  .map((c) => `  ${c.usage.padEnd(18)} ${c.summary}`)
  .join('\n')}
  help [<command>]   this text, or a command's flags
games: ${TITLE_NAMES.join(', ')}
flags are written --name value or --name=value; -h or --help after any command explains it; --version prints the version
exit codes: 0 done, 1 a failure found (fuzz, replay, a bot's bad move), 2 a usage or input error`;

/** A command's help: usage, flags, notes. */
export function commandHelp(name: string): string {
  const c = COMMANDS[name]!;
  const flags: [string, string][] = Object.entries(c.flags).map(([flag, spec]) => [`--${flag}${spec.arg ? ` ${spec.arg}` : ''}`, spec.help]);
  flags.push(['-h, --help', 'this help']);
  const width = Math.max(...flags.map(([f]) => f.length));
  return [
    `usage: tabula ${c.usage} [flags]`,
    c.summary,
    ...(c.usage.includes('<game>') ? [`games: ${TITLE_NAMES.join(', ')}`] : []),
    'flags:',
    ...flags.map(([f, h]) => `  ${f.padEnd(width)}  ${h}`),
    ...(c.notes ?? []),
  ].join('\n');
}

/** Runs the command; resolves to the exit code (0 done, 1 a failure found, 2 a usage or input error). */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    io.err(USAGE);
    return 2;
  }
  if (command === '-h' || command === '--help') {
    io.out(USAGE);
    return 0;
  }
  if (command === '--version' || command === '-v' || command === 'version') {
    if (rest.length > 0) return usageError(io, new UsageError(`--version takes nothing more, got "${rest[0]}"`));
    io.out(version());
    return 0;
  }
  if (command === 'help') {
    const about = rest[0];
    if (about === undefined) {
      io.out(USAGE);
      return 0;
    }
    if (!Object.hasOwn(COMMANDS, about)) return usageError(io, new UsageError(`unknown command "${about}"`));
    if (rest.length > 1) return usageError(io, new UsageError(`unexpected word "${rest[1]}"`), about);
    io.out(commandHelp(about));
    return 0;
  }
  if (!Object.hasOwn(COMMANDS, command)) {
    return usageError(io, new UsageError(command.startsWith('-') ? `unknown flag ${command} (a command comes first: ${Object.keys(COMMANDS).join(', ')})` : `unknown command "${command}"`));
  }
  const cmd = COMMANDS[command]!;
  try {
    if (rest.includes('-h') || rest.includes('--help')) {
      io.out(commandHelp(command));
      return 0;
    }
    const args = parseArgs(rest, cmd.flags);
    noExtraWords(args, cmd.words);
    return await cmd.run(args, io);
  } catch (err) {
    if (err instanceof UsageError) return usageError(io, err, command);
    throw err;
  }
}

/** Prints a usage error with the usage of the command (or of `tabula`); exit code 2. */
function usageError(io: Io, err: UsageError, command?: string): number {
  io.err(`tabula: ${err.message}`);
  io.err(command ? `usage: tabula ${COMMANDS[command]!.usage} [flags] (tabula ${command} --help lists them)` : USAGE);
  return 2;
}
