/**
 * What a client may send: the sizes of what it names and carries, and how fast it may send. The
 * lobby guard and the transport check every id and field against these before boardgame.io sees
 * them.
 *
 * @module
 */
import type { Server as BgioServerTypes } from 'boardgame.io';

/** The limits of {@link TabulaSocketIO} and `TabulaServer` (`limits` option); each has a default. */
export interface ServerLimits {
  /** Longest match id accepted, in characters (default 64). Ids are letters, digits and `_ - . :`. */
  maxIdLength: number;
  /** Longest player name (`playerName`, `newName`), in characters (default 64). */
  maxNameLength: number;
  /** Longest credentials string, in characters (default 256). */
  maxCredentialsLength: number;
  /** Largest player `data` a join or update may store, as JSON (default 4,096 bytes). */
  maxPlayerDataBytes: number;
  /** Largest `setupData` a create or play-again may store, as JSON (default 16,384 bytes). */
  maxSetupDataBytes: number;
  /** Largest lobby request body (default 32,768 bytes): a longer one is answered 413 unread. */
  maxBodyBytes: number;
  /** Largest chat message, as JSON (default 2,048 bytes). */
  maxChatBytes: number;
  /** Largest socket.io message (socket.io's `maxHttpBufferSize`; default 65,536 bytes): a longer one closes the connection. */
  maxMessageBytes: number;
  /** Messages a connection may send per second, on average (default 20). */
  messagesPerSecond: number;
  /** Messages a connection may send at once before the rate applies (default 40). */
  burst: number;
  /** Messages over budget that wait their turn (default 40); past that they are dropped (`RATE_LIMITED`). */
  maxQueued: number;
  /** Dropped messages after which the connection is closed (default 200). */
  floodDisconnect: number;
}

/** The defaults of {@link ServerLimits}. */
export const DEFAULT_LIMITS: Readonly<ServerLimits> = Object.freeze({
  maxIdLength: 64,
  maxNameLength: 64,
  maxCredentialsLength: 256,
  maxPlayerDataBytes: 4_096,
  maxSetupDataBytes: 16_384,
  maxBodyBytes: 32_768,
  maxChatBytes: 2_048,
  maxMessageBytes: 65_536,
  messagesPerSecond: 20,
  burst: 40,
  maxQueued: 40,
  floodDisconnect: 200,
});

/** `limits` over the defaults; throws a `RangeError` on a limit that is not a positive number. */
export function resolveLimits(limits: Partial<ServerLimits> = {}): ServerLimits {
  const out = { ...DEFAULT_LIMITS };
  for (const [key, value] of Object.entries(limits)) {
    if (!Object.hasOwn(DEFAULT_LIMITS, key)) throw new RangeError(`limits.${key} is not a limit (the limits are ${Object.keys(DEFAULT_LIMITS).join(', ')})`);
    if (value === undefined) continue;
    if (typeof value !== 'number' || !(value > 0)) throw new RangeError(`limits.${key} must be a positive number, got ${String(value)}`);
    (out as Record<string, number>)[key] = value;
  }
  return out;
}

/** Characters of a match id: what boardgame.io's ids (nanoid) and UUIDs use. */
const ID = /^[A-Za-z0-9_.:-]+$/;

/** Why `matchID` is not a match id a client may name, or `undefined` if it may be one. */
export function badMatchID(matchID: unknown, limits: ServerLimits): string | undefined {
  if (typeof matchID !== 'string') return 'a match id is a string';
  if (matchID.length === 0 || matchID.length > limits.maxIdLength) return `a match id has 1 to ${limits.maxIdLength} characters`;
  if (!ID.test(matchID)) return 'a match id has only letters, digits and "_-.:"';
  return undefined;
}

/**
 * Whether `playerID` is one of the match's seats: an own key of `metadata.players` ("0" … "n-1"),
 * never `__proto__`, `constructor` or anything inherited.
 */
export function isSeatOf(metadata: BgioServerTypes.MatchData, playerID: unknown): playerID is string {
  return typeof playerID === 'string' && /^(0|[1-9]\d{0,3})$/.test(playerID) && Object.hasOwn(metadata.players, playerID);
}

/** Whether someone has joined the seat (the lobby gave it credentials or a name). */
export function isJoined(metadata: BgioServerTypes.MatchData, playerID: string): boolean {
  const player = metadata.players[playerID as unknown as number];
  return Boolean(player && (player.credentials || player.name));
}

/** The length of `value` as JSON, in UTF-16 units (an upper bound's stand-in for bytes of ASCII JSON); `Infinity` if it is not JSON. */
export function jsonSize(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Infinity;
  }
}

/**
 * A connection's message budget: a token bucket of `burst` tokens refilled at
 * `messagesPerSecond`. A message within budget is handled at once; one over budget waits its turn
 * (the connection is slowed: its messages keep their order), up to `maxQueued` waiting; past that
 * a message is dropped, and after `floodDisconnect` dropped messages the connection is closed.
 */
export class Pacer {
  private tokens: number;
  private last: number;
  private readonly waiting: { task: () => void; skip: () => void }[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Messages dropped so far. */
  dropped = 0;

  constructor(
    private readonly limits: ServerLimits,
    /** Called for each dropped message (`first` for the first one). */
    private readonly onDrop: (first: boolean) => void,
    /** Called once the connection has sent `floodDisconnect` messages over what may wait. */
    private readonly onFlood: () => void,
  ) {
    this.tokens = limits.burst;
    this.last = performance.now();
  }

  /** Handles `task` now, later, or never (then `skip` is called), as the budget says. */
  submit(task: () => void, skip: () => void = () => {}): void {
    this.refill();
    if (this.waiting.length === 0 && this.tokens >= 1) {
      this.tokens -= 1;
      task();
    } else if (this.waiting.length < this.limits.maxQueued) {
      this.waiting.push({ task, skip });
      this.schedule();
    } else {
      skip();
      this.dropped++;
      this.onDrop(this.dropped === 1);
      if (this.dropped === this.limits.floodDisconnect) this.onFlood();
    }
  }

  /** Forgets what waits (the connection closed). */
  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const { skip } of this.waiting.splice(0)) skip();
  }

  private refill(): void {
    const now = performance.now();
    this.tokens = Math.min(this.limits.burst, this.tokens + ((now - this.last) / 1000) * this.limits.messagesPerSecond);
    this.last = now;
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    const wait = Math.max(1, Math.ceil(((1 - this.tokens) / this.limits.messagesPerSecond) * 1000));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.refill();
      while (this.waiting.length > 0 && this.tokens >= 1) {
        this.tokens -= 1;
        this.waiting.shift()!.task();
      }
      if (this.waiting.length > 0) this.schedule();
    }, wait);
  }
}
