/**
 * `tabula play`: a game in the terminal on core's match store. People play their seats through
 * seat handles and see only what a seat may see: its view (drawn as a picture), its events (others'
 * private events redacted) and the log with others' secret actions redacted. Bots play the other
 * seats (`randomBot`, or `@tabula/bots`'s `ismctsBot`, which also plays from its seat's view), and
 * their choices reach people only through the handles. Several people take turns at one terminal
 * (hot seat): a hand-over line marks each change of seat, and each sees what happened since its
 * last turn, as that seat may see it. Seats are named for people as everywhere in Tabula: "Seat 1"
 * for seat 0 (`seatLabel` of `@tabula/core/ui`); `--bots` and replay files count from 0, as the
 * engine does.
 *
 * @module
 */
import { BotError, createMatch, randomBot, type Bot, type Game, type Seat, type SeenLogEntry } from '@tabula/core';
import { ArenaError, ismctsBot, parseEntrant, type IsmctsOptions } from '@tabula/bots';
import { UsageError } from './args';
import type { Io } from './io';
import { seatLabel } from '@tabula/core/ui';
import { choose } from './menu';
import { describeAction, describeEvent, drawView, pictureWords, type Picture } from './pictures/index';
import { withOptions } from './options';

/** What `play` is given. */
export interface PlayParams {
  /** Seats. */
  players: number;
  /** The game's seed. */
  seed: string;
  /**
   * Seats played by bots, each with its kind (`random`, `ismcts`, `ismcts:300`, … as
   * {@link parseBots} reads them); every other seat is a person's.
   */
  bots: ReadonlyMap<Seat, string>;
  /** Game options, if any. */
  options?: unknown;
  /** Where to write the replay file (`{ game, config, log }`), at the end or on leaving. */
  save?: string;
}

/** One action as a seat saw it: who, what (as seen), its events (as seen), and the seat's view before and after. */
interface Seen {
  seat: Seat;
  action: unknown;
  events: readonly unknown[];
  /** The viewer's view just before the action: what the action's words refer to. */
  before: unknown;
  /** The viewer's view just after it: what the events' words refer to. */
  after: unknown;
}

/** The seed of the bot playing `seat` in a game seeded `seed`. */
export function botSeed(seed: string, seat: Seat): string {
  return `${seed}-bot-${seat}`;
}

/** How `--bots` is written, for messages. */
const BOTS_SYNTAX = 'seats (1,2: random bots), seats with a kind (1=ismcts:300,2=random), or one kind for every seat but seat 0 (ismcts:300)';

/**
 * Reads `--bots` for `players` seats: `1,2` (random bots at seats 1 and 2, as before),
 * `1=ismcts:300,2` (a kind per seat: an entrant spec of `@tabula/bots`, `random` when none is
 * given), or a kind alone, `ismcts:300`, for every seat but seat 0 (you against the bots). The
 * kinds are `random` and `ismcts[:iterations][:c=…][:depth=…][:margin=…][:ms=…]`; `cheat-mcts`
 * reads the state, so it cannot sit at a table. Throws a {@link UsageError} saying what is wrong.
 */
export function parseBots(text: string, players: number): Map<Seat, string> {
  const bots = new Map<Seat, string>();
  const parts = text.split(',').map((x) => x.trim());
  const seatRange = `must list seats from 0 to ${players - 1}, separated by commas`;
  if (parts.length === 1 && /^[a-z]/i.test(parts[0]!) && !parts[0]!.includes('=')) {
    const kind = checkKind(parts[0]!);
    for (let seat = 1; seat < players; seat++) bots.set(seat, kind);
    return bots;
  }
  for (const part of parts) {
    const m = /^(\d+)(?:=(.*))?$/.exec(part);
    const seat = m ? Number(m[1]) : NaN;
    if (!m || seat >= players) {
      throw new UsageError(/^[a-z]/i.test(part) && parts.length > 1 ? `--bots: ${text}: "${part}" has no seat; write ${BOTS_SYNTAX}` : `--bots: ${text} ${seatRange} (${BOTS_SYNTAX})`);
    }
    if (bots.has(seat)) throw new UsageError(`--bots: seat ${seat} is given twice in ${text}`);
    bots.set(seat, m[2] === undefined ? 'random' : checkKind(m[2].trim()));
  }
  return bots;
}

/** Checks a bot kind for a table: an entrant spec that is a fair bot. */
function checkKind(spec: string): string {
  let kind: string;
  try {
    kind = parseEntrant(spec).kind;
  } catch (err) {
    if (err instanceof ArenaError) throw new UsageError(`--bots: ${err.message}`);
    throw err;
  }
  if (kind === 'cheat-mcts') throw new UsageError(`--bots: ${spec}: cheat-mcts reads the whole state, so it cannot sit at a table (it is an arena yardstick); a bot here is random or ismcts`);
  return spec;
}

/** The bot of kind `spec` (see {@link parseBots}), seeded `seed`. */
export function makeBot(game: Game<any, any, any, any, any, any>, spec: string, seed: string): Bot<any, any> {
  const p = parseEntrant(spec);
  if (p.kind === 'random') return randomBot(seed);
  if (p.kind !== 'ismcts') throw new UsageError(`--bots: ${spec}: a bot here is random or ismcts`);
  const options: IsmctsOptions<any, any, any> = { game, seed };
  if (p.iterations !== undefined) options.iterations = p.iterations;
  if (p.exploration !== undefined) options.exploration = p.exploration;
  if (p.maxDepth !== undefined) options.maxDepth = p.maxDepth;
  if (p.timeMs !== undefined) options.timeMs = p.timeMs;
  if (p.margin !== undefined) options.margin = p.margin;
  return ismctsBot(options);
}

/**
 * Plays a game to its end, or until a person quits (`q`) or input ends. Resolves to the exit code:
 * 0, or 1 when a bot chose an action its game refused.
 */
export async function play(io: Io, game: Game<any, any, any, any, any, any>, picture: Picture, p: PlayParams): Promise<number> {
  const bots: Record<number, Bot<any, any>> = {};
  for (const [seat, spec] of p.bots) {
    const bot = makeBot(game, spec, botSeed(p.seed, seat));
    // A search takes a while: on a terminal, say who is thinking, then wipe the line.
    bots[seat] =
      spec === 'random' || !io.tty
        ? bot
        : async (view, s, legal) => {
            const line = `${seatLabel(s)} (bot, ${spec}) is thinking…`;
            io.err(`\r${line}`);
            try {
              return await bot(view, s, legal);
            } finally {
              io.err(`\r${' '.repeat(line.length)}\r`);
            }
          };
  }
  const menuWords = pictureWords(picture);
  const match = createMatch(game, withOptions({ players: p.players, seed: p.seed }, p.options), { bots });
  const people = Array.from({ length: p.players }, (_, s) => s).filter((s) => !p.bots.has(s));
  const hotSeat = people.length > 1;
  /** What each person (and, with key -1, the table as a spectator) has not been shown yet. */
  const unseen = new Map<number, Seen[]>([...people, -1].map((s) => [s, []]));

  /** Who is shown things: each person, and the table as a spectator (at the end of a hot-seat game, or with bots only). */
  const viewers: (Seat | null)[] = people.length === 1 ? people : [...people, null];
  /** Each viewer's view as of the last change (key -1: the spectator's). */
  const views = new Map<number, unknown>(viewers.map((s) => [s ?? -1, match.seat(s).view()]));
  match.subscribe(() => {
    const { change } = match.getSnapshot();
    if (change.kind !== 'apply') return;
    for (const viewer of viewers) {
      const snap = match.seat(viewer).getSnapshot();
      const entry = snap.log[snap.log.length - 1] as SeenLogEntry<unknown> | undefined;
      if (!entry) continue;
      const seen: Seen = { seat: entry.seat, action: entry.action, events: snap.lastEvents, before: views.get(viewer ?? -1), after: snap.view };
      views.set(viewer ?? -1, snap.view);
      if (people.length === 0) show(seen, null);
      else unseen.get(viewer ?? -1)!.push(seen);
    }
  });

  /** Prints one action and its events as `viewer` saw them. */
  function show(seen: Seen, viewer: Seat | null): void {
    const who = seen.seat === viewer ? 'you' : `${seatLabel(seen.seat)}${p.bots.has(seen.seat) ? ' (bot)' : ''}`;
    io.out(`${who}: ${describeAction(picture, seen.action, seen.before)}`);
    for (const e of seen.events) io.out(`    · ${describeEvent(picture, e, viewer, seen.after)}`);
  }

  /** Prints what `viewer` has not seen yet, and forgets it. */
  function flush(viewer: Seat | null): void {
    const list = unseen.get(viewer ?? -1)!;
    for (const seen of list) show(seen, viewer);
    list.length = 0;
  }

  const save = () => {
    if (!p.save) return;
    io.writeFile(p.save, `${JSON.stringify(match.save(), null, 2)}\n`);
    io.out(`replay file written to ${p.save} (tabula replay ${p.save})`);
  };

  io.out(
    `${game.name}: ${p.players} players, seed "${p.seed}"; ${people.length === 0 ? 'bots only' : people.length === 1 ? `you play ${seatLabel(people[0]!)}` : `hot seat: ${people.map((s) => seatLabel(s)).join(', ')} take turns at this terminal`}; bots: ${
      [...p.bots]
        .sort(([a], [b]) => a - b)
        .map(([seat, spec]) => `${seatLabel(seat)} (${spec})`)
        .join(', ') || 'none'
    }`,
  );
  if (people.length === 0) {
    io.out('(watching as a spectator)');
    drawView(picture, match.seat(null).view(), null).forEach((l) => io.out(l));
  }
  let atScreen: Seat | undefined;
  for (;;) {
    try {
      await match.runBots();
    } catch (err) {
      if (!(err instanceof BotError)) throw err;
      io.err(`tabula: ${err.message}`);
      save();
      return 1;
    }
    const snap = match.getSnapshot();
    if (snap.over) break;
    const seat = snap.activeSeats.find((s) => !p.bots.has(s));
    if (seat === undefined) {
      io.err(`tabula: nobody may act (active: ${snap.activeSeats.map((s) => seatLabel(s)).join(', ') || 'none'}), yet the game is not over`);
      save();
      return 1;
    }
    if (hotSeat && seat !== atScreen) {
      io.out(`════════ hand over to ${seatLabel(seat)}${atScreen === undefined ? '' : ` (${seatLabel(atScreen)}, look away)`} ════════`);
    }
    atScreen = seat;
    flush(seat);
    const handle = match.seat(seat);
    const legal = handle.legalActions();
    const view = handle.view();
    if (legal.length === 1) {
      io.out(`${seatLabel(seat)}: only one choice, played for you: ${describeAction(picture, legal[0], view)}`);
      const out = handle.apply(legal[0]);
      if (!out.ok) {
        io.err(`tabula: the only legal action was refused: ${out.error.code}: ${out.error.message}`);
        save();
        return 1;
      }
      // Its events, without saying the action again.
      const own = unseen.get(seat)!.shift();
      for (const e of own?.events ?? []) io.out(`    · ${describeEvent(picture, e, seat, own!.after)}`);
      flush(seat);
      unseen.get(-1)!.length = 0;
      continue;
    }
    drawView(picture, view, seat).forEach((l) => io.out(l));
    const choice = await choose(io, `${seatLabel(seat)}, your move`, legal, menuWords, view);
    if (choice.kind === 'quit') {
      io.out('game left unfinished');
      save();
      return 0;
    }
    const out = handle.apply(choice.kind === 'action' ? choice.action : choice.input);
    if (!out.ok) {
      io.out(`refused: ${out.error.code}: ${out.error.message}`);
      continue;
    }
    flush(seat);
    unseen.get(-1)!.length = 0;
  }
  // The end: everyone at the table may look now.
  const result = match.getSnapshot().result!;
  if (hotSeat || people.length === 0) {
    if (hotSeat) io.out('════════ game over: everyone may look ════════');
    flush(null);
    drawView(picture, match.seat(null).view(), null).forEach((l) => io.out(l));
  } else {
    flush(people[0]!);
    drawView(picture, match.seat(people[0]!).view(), people[0]!).forEach((l) => io.out(l));
  }
  save();
  const me = people.length === 1 ? people[0] : undefined;
  const name = (s: Seat) => (s === me ? `${seatLabel(s)} (you)` : seatLabel(s));
  const winners = result.winners.length ? `${result.winners.map(name).join(' and ')} ${result.winners.length > 1 ? 'tie for the win' : 'wins'}` : 'nobody wins';
  io.out(`game over: ${winners}; scores: ${result.scores.map((v, s) => `${name(s)} ${v}`).join(', ')}${result.neutral !== undefined ? `, neutral ${result.neutral}` : ''}`);
  return 0;
}
