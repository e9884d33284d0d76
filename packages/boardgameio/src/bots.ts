/**
 * Bot seats on the server: the seats a match's `setupData.bots` names are joined by the server when
 * the match is made, and played by the game's bot whenever they may act, from the seat's view
 * only, through the same checked path as a client's move (stored, published, guarded).
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { Game as BgioGame, Server as BgioServerTypes } from 'boardgame.io';
import { isRejection, type Bot } from '@tabula/core';
import { botSeats, type TabulaG } from './adapter';
import { checkedMove, type ServerSide } from './connection';
import { BoardgameIOErrors, MOVE, portOf, type Port } from './protocol';

/** A bot the server plays seats with: the bot, and how it shows in the lobby. */
export interface ServerBot {
  /** Chooses an action from the seat's view, its seat and its legal actions (a `Bot` of `@tabula/core` or `@tabula/bots`; `workerBot` for one in a worker thread). */
  bot: Bot<any, any>;
  /** The player name its seats get in the lobby; default `"Bot"`. */
  name?: string;
  /** Waits this long before each of its moves, so that people can follow; default 0. */
  delayMs?: number;
}

/** The server's bots, per game name: `{ atlandice: randomBot('server') }` or `{ atlandice: { bot, name, delayMs } }`. */
export type ServerBots = Record<string, Bot<any, any> | ServerBot>;

/** How many times in a row a bot's move may find the match changed under it before the bot gives up until the next change. */
const MAX_STALE = 5;

/** The bot seats of a match, from its metadata's `setupData.bots`, or `[]`. */
export function botSeatsOf(metadata: BgioServerTypes.MatchData): number[] {
  const bots = (metadata.setupData as { bots?: unknown } | undefined)?.bots;
  return bots === undefined ? [] : (botSeats(bots, Object.keys(metadata.players).length) ?? []);
}

/** The server's bot seats: who joins them, and who plays them. */
export class BotSeats {
  private readonly bots = new Map<string, ServerBot>();
  /** Matches whose bots are playing now, and those that changed meanwhile (to look at again). */
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();
  private closed = false;

  constructor(
    bots: ServerBots,
    private readonly side: ServerSide,
  ) {
    for (const [name, entry] of Object.entries(bots)) {
      const bot = typeof entry === 'function' ? { bot: entry } : entry;
      if (typeof bot?.bot !== 'function') throw new TypeError(`@tabula/boardgameio: bots.${name} is a Bot (view, seat, legal) => action, or { bot, name?, delayMs? }`);
      this.bots.set(name, bot);
    }
  }

  /** Whether the server has a bot for the game `name`. */
  has(name: string): boolean {
    return this.bots.has(name);
  }

  /** Checks that every bot is for a Tabula game the server hosts. */
  check(games: readonly BgioGame[]): void {
    for (const name of this.bots.keys()) {
      const game = games.find((g) => g.name === name);
      if (!game || !portOf(game)) throw new TypeError(`@tabula/boardgameio: bots.${name}: the server hosts no Tabula game "${name}" (a game made by toBoardgameIO)`);
    }
  }

  /**
   * Joins the match's bot seats that nobody joined yet, as the lobby's join would (a name and
   * credentials; only the server knows them). Run it under the match's lock, before any join.
   */
  async join(matchID: string): Promise<void> {
    const { metadata } = await this.side.read(matchID, { metadata: true });
    if (!metadata || !this.bots.has(metadata.gameName)) return;
    const name = this.bots.get(metadata.gameName)!.name ?? 'Bot';
    let changed = false;
    for (const seat of botSeatsOf(metadata)) {
      const player = metadata.players[seat];
      if (!player || player.name !== undefined) continue;
      player.name = name;
      player.credentials = randomBytes(24).toString('base64url');
      player.data = { bot: true };
      changed = true;
    }
    if (changed) await this.side.setMetadata(matchID, metadata);
  }

  /** The match changed: if one of its bot seats may act, its bot plays (one match at a time per match). */
  wake(game: BgioGame, matchID: string): void {
    const port = portOf(game);
    if (this.closed || !port || !game.name || !this.bots.has(game.name)) return;
    if (this.running.has(matchID)) return void this.again.add(matchID);
    this.running.add(matchID);
    this.side.track(async () => {
      try {
        do {
          this.again.delete(matchID);
          await this.play(game, port, matchID);
        } while (this.again.has(matchID) && !this.closed);
      } finally {
        this.running.delete(matchID);
        this.again.delete(matchID);
      }
    });
  }

  /** Plays no more moves (the server is stopping): a move being chosen is dropped. */
  close(): void {
    this.closed = true;
  }

  /** Whether the match is no longer at state `stateID`: a refusal of a move made on it may be the change's doing. */
  private async moved(matchID: string, stateID: number): Promise<boolean> {
    const { state } = await this.side.read(matchID, { state: true });
    return state !== undefined && state._stateID !== stateID;
  }

  /** Plays the match's bot seats while one of them may act. */
  private async play(game: BgioGame, port: Port, matchID: string): Promise<void> {
    const entry = this.bots.get(game.name!)!;
    let stale = 0;
    while (!this.closed) {
      const { state, metadata } = await this.side.read(matchID, { state: true, metadata: true });
      if (!state || !metadata || metadata.gameName !== game.name || state.ctx.gameover !== undefined) return;
      const G = state.G as TabulaG;
      const tabula = port.settled(G.state);
      const mine = botSeatsOf(metadata).filter((seat) => metadata.players[seat]?.credentials !== undefined);
      const seat = port.tabula.activeSeats(tabula).find((s) => mine.includes(s));
      if (seat === undefined) return;
      const legal = port.tabula.legalActions(tabula, seat);
      if (legal.length === 0) return;
      // The bot is given what its seat may know, and nothing else: the seat's view and legal actions.
      const view = port.tabula.view(tabula, seat);
      if (entry.delayMs) await new Promise((resolve) => setTimeout(resolve, entry.delayMs));
      let chosen: unknown;
      try {
        chosen = await entry.bot(view, seat, legal);
      } catch (err) {
        return console.error(`@tabula/boardgameio: the ${game.name} bot failed on seat ${seat} of match ${matchID}:`, err instanceof Error ? err.message : err);
      }
      if (this.closed) return;
      const parsed = port.tabula.parse(chosen);
      if (isRejection(parsed)) return console.error(`@tabula/boardgameio: the ${game.name} bot chose a malformed action on seat ${seat} of match ${matchID}: ${parsed.message}`);
      const playerID = String(seat);
      const credentials = metadata.players[seat]!.credentials!;
      const message = { type: 'MAKE_MOVE', payload: { type: MOVE, args: [parsed], playerID, credentials } };
      const outcome = await checkedMove(this.side, undefined, game, port, { matchID, playerID, stateID: state._stateID, credentials, message, parsed });
      if (outcome?.ok) {
        stale = 0;
        continue;
      }
      // Another move came first (a person's, or another server's bot): look again.
      if (outcome && ++stale < MAX_STALE && (outcome.error.code === BoardgameIOErrors.STALE_STATE || (await this.moved(matchID, state._stateID)))) continue;
      return console.error(`@tabula/boardgameio: the ${game.name} bot's move on seat ${seat} of match ${matchID} was refused: ${outcome?.error.code}: ${outcome?.error.message}`);
    }
  }
}
