/**
 * The lobby guard: a Koa middleware in front of boardgame.io's lobby routes that reads every id and
 * field a request names before boardgame.io does. A match id must name a match of the route's own
 * game; a player id must be one of that match's seats as an own key; names, data and setup data
 * are capped; and the routes that change a match's metadata run one at a time per match (across
 * servers, with the transport's lock).
 *
 * @module
 */
import type { Server as BgioServerTypes } from 'boardgame.io';
import { BoardgameIOErrors, isObject } from './protocol';
import { badMatchID, isSeatOf, jsonSize, type ServerLimits } from './limits';

/** A refusal of a lobby request: its HTTP status, code and message. */
export class LobbyRefusal extends Error {
  override name = 'LobbyRefusal';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A Koa context, as much of it as the guard uses. */
interface Context {
  method: string;
  path: string;
  request: { body?: unknown; length?: number };
  status: number;
  body: unknown;
  get(field: string): string;
  set(field: string, value: string): void;
  app: { context: { db: unknown } };
}

/** The routes that change a match's metadata, and the fields of their bodies. */
const MUTATIONS = new Set(['join', 'leave', 'update', 'rename', 'playAgain']);

/** What the guard needs of the server. */
export interface LobbyGuardOptions {
  limits: ServerLimits;
  /** The names of the games the server hosts. */
  games: ReadonlySet<string>;
  /** The names of its Tabula games (made by `toBoardgameIO`): only theirs read `setupData.bots`. */
  tabula: ReadonlySet<string>;
  /** Whether a browser page at `origin` may read the answer (the server's CORS origins). */
  allowOrigin(origin: string): boolean;
  /** Runs `task` alone for `matchID` (the transport's per-match queue and lock). */
  exclusive<T>(matchID: string, task: () => Promise<T>): Promise<T>;
  /** The server's bot seats: whether it has a bot for a game, and the hooks that join and wake them. */
  bots?: {
    /** Whether the server has a bot for the game `name` (a match naming bot seats of another game is refused). */
    has(name: string): boolean;
    /** Joins the match's bot seats nobody joined yet (run under the match's lock). */
    join(matchID: string): Promise<void>;
    /** The match was made: its bots may play. */
    made(name: string, matchID: string): void;
  };
}


/** Decodes a path segment, or `undefined` if it is not valid percent-encoding. */
function segment(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Checks a string field: absent is allowed unless `required`. */
function checkString(body: Record<string, unknown>, field: string, max: number, required: boolean): void {
  const value = body[field];
  if (value === undefined || value === null) {
    if (required) throw new LobbyRefusal(400, BoardgameIOErrors.BAD_REQUEST, `${field} is required`);
    return;
  }
  if (typeof value !== 'string' || (required && value.length === 0)) throw new LobbyRefusal(400, BoardgameIOErrors.BAD_REQUEST, `${field} must be a${required ? ' non-empty' : ''} string`);
  if (value.length > max) throw new LobbyRefusal(413, BoardgameIOErrors.TOO_LARGE, `${field} has at most ${max} characters`);
}

/** Checks a JSON field's size. */
function checkSize(body: Record<string, unknown>, field: string, max: number): void {
  if (body[field] !== undefined && jsonSize(body[field]) > max) throw new LobbyRefusal(413, BoardgameIOErrors.TOO_LARGE, `${field} is at most ${max} bytes of JSON`);
}

/**
 * Checks a lobby request's body as boardgame.io's route will read it. `metadata` is the match's
 * (absent for a create).
 */
function checkBody(route: string, body: unknown, limits: ServerLimits, metadata: BgioServerTypes.MatchData | undefined, noBots: boolean): void {
  if (!isObject(body)) throw new LobbyRefusal(400, BoardgameIOErrors.BAD_REQUEST, 'the body is a JSON object');
  if ((route === 'create' || route === 'playAgain') && noBots && isObject(body.setupData) && body.setupData.bots !== undefined) {
    throw new LobbyRefusal(400, BoardgameIOErrors.BAD_REQUEST, 'setupData.bots: this server plays no bot seats for this game');
  }
  if (route === 'create') {
    checkSize(body, 'setupData', limits.maxSetupDataBytes);
    if (body.unlisted !== undefined && typeof body.unlisted !== 'boolean') throw new LobbyRefusal(400, BoardgameIOErrors.BAD_REQUEST, 'unlisted must be true or false');
    return;
  }
  const { playerID } = body;
  const optional = route === 'join' && (playerID === undefined || playerID === null);
  if (!optional && !isSeatOf(metadata!, playerID)) {
    const seats = Object.keys(metadata!.players).length;
    throw new LobbyRefusal(404, BoardgameIOErrors.NOT_A_SEAT, `playerID must be one of the match's seats, "0" to "${seats - 1}"`);
  }
  checkString(body, 'credentials', limits.maxCredentialsLength, route !== 'join');
  if (route === 'join') checkString(body, 'playerName', limits.maxNameLength, true);
  if (route === 'update' || route === 'rename') checkString(body, 'newName', limits.maxNameLength, false);
  checkSize(body, 'data', limits.maxPlayerDataBytes);
  if (route === 'playAgain') {
    checkSize(body, 'setupData', limits.maxSetupDataBytes);
    if (body.numPlayers !== undefined && !(Number.isInteger(body.numPlayers) && (body.numPlayers as number) > 0)) throw new LobbyRefusal(400, BoardgameIOErrors.BAD_REQUEST, 'numPlayers must be a positive integer');
  }
}

/** Answers a refusal as JSON `{ code, message }`, readable by the pages the server's CORS origins allow. */
function answer(ctx: Context, refusal: LobbyRefusal, allowOrigin: (origin: string) => boolean): void {
  const origin = ctx.get('Origin');
  if (origin && allowOrigin(origin)) {
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Vary', 'Origin');
  }
  ctx.status = refusal.status;
  ctx.body = { code: refusal.code, message: refusal.message };
}

/**
 * The lobby guard (see the module). Install it before boardgame.io's router: the transport does
 * so in its `init`. A request body is checked when boardgame.io's own body parser hands it over,
 * so that the guard reads no body itself; a body longer than `maxBodyBytes` is refused unread.
 */
export function lobbyGuard(options: LobbyGuardOptions): (ctx: Context, next: () => Promise<unknown>) => Promise<void> {
  const { limits, games, tabula, allowOrigin, exclusive, bots } = options;
  /** Whether a match of the game `name` may not name bot seats: a Tabula game the server has no bot for. */
  const noBots = (name: string): boolean => tabula.has(name) && !bots?.has(name);
  /** After a create or a play-again: the new match's bot seats are joined, and may play. */
  const made = async (name: string, matchID: unknown): Promise<void> => {
    if (!bots?.has(name) || typeof matchID !== 'string') return;
    await exclusive(matchID, () => bots.join(matchID));
    bots.made(name, matchID);
  };
  return async (ctx, next) => {
    const parts = /^\/games\/([^/]+)(?:\/([^/]+)(?:\/([^/]+))?)?\/?$/.exec(ctx.path);
    if (!parts || (ctx.method !== 'GET' && ctx.method !== 'POST')) return void (await next());
    const name = segment(parts[1]!);
    if (name === undefined || !games.has(name)) return void (await next()); // boardgame.io answers 404
    try {
      const post = ctx.method === 'POST';
      const length = ctx.request.length;
      if (post && length !== undefined && length > limits.maxBodyBytes) throw new LobbyRefusal(413, BoardgameIOErrors.TOO_LARGE, `a request body is at most ${limits.maxBodyBytes} bytes`);
      // POST /games/:name/create
      if (post && parts[2] === 'create' && parts[3] === undefined) {
        guardBody(ctx, (body) => checkBody('create', body, limits, undefined, noBots(name)));
        await next();
        if (ctx.status === 200 && isObject(ctx.body)) await made(name, ctx.body.matchID);
        return;
      }
      if (parts[2] === undefined) return void (await next()); // GET /games/:name, the list
      const route = parts[3] ?? '';
      if (route !== '' && !(post && MUTATIONS.has(route))) return void (await next());
      if (route === '' && post) return void (await next());
      // GET /games/:name/:id and POST /games/:name/:id/<route>
      const matchID = segment(parts[2]);
      const bad = badMatchID(matchID, limits);
      if (bad !== undefined) throw new LobbyRefusal(404, BoardgameIOErrors.NO_SUCH_MATCH, `no such match: ${bad}`);
      const read = async () => {
        const db = ctx.app.context.db as { fetch(id: string, opts: object): unknown };
        const { metadata } = (await db.fetch(matchID!, { metadata: true })) as { metadata?: BgioServerTypes.MatchData };
        // A match is served through its own game's routes only.
        if (!metadata || metadata.gameName !== name) throw new LobbyRefusal(404, BoardgameIOErrors.NO_SUCH_MATCH, `no ${name} match has this id`);
        return metadata;
      };
      if (route === '') {
        await read();
        return void (await next());
      }
      await exclusive(matchID!, async () => {
        let metadata = await read();
        // A match's bot seats are joined before anyone else may join: nobody takes a bot's seat.
        if (route === 'join' && bots?.has(name)) {
          await bots.join(matchID!);
          metadata = await read();
        }
        guardBody(ctx, (body) => checkBody(route, body, limits, metadata, noBots(name)));
        await next();
      });
      if (route === 'playAgain' && ctx.status === 200 && isObject(ctx.body)) await made(name, ctx.body.nextMatchID);
    } catch (err) {
      if (err instanceof Error && err.name === 'LockTimeoutError') return answer(ctx, new LobbyRefusal(503, BoardgameIOErrors.BUSY, 'the match is busy on another server: try again'), allowOrigin);
      if (!(err instanceof LobbyRefusal)) throw err;
      answer(ctx, err, allowOrigin);
    }
  };
}

/**
 * Checks the request body when it is set: boardgame.io's routes parse it with koa-body, which
 * assigns `ctx.request.body`; a refusal thrown there ends the request before the route reads it.
 */
function guardBody(ctx: Context, check: (body: unknown) => void): void {
  let body: unknown;
  Object.defineProperty(ctx.request, 'body', {
    configurable: true,
    enumerable: true,
    get: () => body,
    set: (value: unknown) => {
      check(value);
      body = value;
    },
  });
}
