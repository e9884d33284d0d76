/**
 * What a client may send to a Tabula room: how large, how many, how fast. Every message is
 * checked against these before the game sees it.
 *
 * @module
 */

/** The limits of a Tabula room (`limits` option of `tabulaRoom`) and of its transport (`tabulaTransport`); each has a default. */
export interface RoomLimits {
  /** Largest WebSocket message, in bytes (the transport's `maxPayload`; default 16,384): a larger one closes the connection. */
  maxMessageBytes: number;
  /** Largest `act` message, as JSON (default 8,192 bytes): a larger one is refused (`TOO_LARGE`). */
  maxActionBytes: number;
  /** Longest match id, in characters (default 64). Ids are letters, digits and `_ - .`. */
  maxIdLength: number;
  /** Longest `ticket` join option, in characters (default 2,048). */
  maxTicketLength: number;
  /** Spectators a room follows at most (default 32). */
  maxSpectators: number;
  /** Messages a client may send per second, on average (default 20). */
  messagesPerSecond: number;
  /** Messages a client may send at once before the rate applies (default 40). */
  burst: number;
  /** Messages dropped over budget after which the client is disconnected (default 100). */
  floodDisconnect: number;
  /**
   * Frames of any kind (messages, pings, requests) a client may send in one second before Colyseus
   * itself closes its connection (the room's `maxMessagesPerSecond`; default 400): a backstop
   * behind the budget above.
   */
  maxFramesPerSecond: number;
}

/** The defaults of {@link RoomLimits}. */
export const DEFAULT_LIMITS: Readonly<RoomLimits> = Object.freeze({
  maxMessageBytes: 16_384,
  maxActionBytes: 8_192,
  maxIdLength: 64,
  maxTicketLength: 2_048,
  maxSpectators: 32,
  messagesPerSecond: 20,
  burst: 40,
  floodDisconnect: 100,
  maxFramesPerSecond: 400,
});

/** `limits` over the defaults; throws a `RangeError` on a limit that is not a positive number, or not a limit. */
export function resolveLimits(limits: Partial<RoomLimits> = {}): RoomLimits {
  const out = { ...DEFAULT_LIMITS };
  for (const [key, value] of Object.entries(limits)) {
    if (!Object.hasOwn(DEFAULT_LIMITS, key)) throw new RangeError(`limits.${key} is not a limit (the limits are ${Object.keys(DEFAULT_LIMITS).join(', ')})`);
    if (value === undefined) continue;
    if (typeof value !== 'number' || !(value > 0)) throw new RangeError(`limits.${key} must be a positive number, got ${String(value)}`);
    (out as Record<string, number>)[key] = value;
  }
  return out;
}

/** The length of `value` as JSON (`Infinity` if it is not JSON): what a message weighs. */
export function jsonSize(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Infinity;
  }
}

/** Characters of a match id. */
const ID = /^[A-Za-z0-9_.-]+$/;

/** Why `id` is not a match id, or `undefined` if it may be one. */
export function badMatchId(id: unknown, limits: RoomLimits): string | undefined {
  if (typeof id !== 'string') return 'a match id is a string';
  if (id.length === 0 || id.length > limits.maxIdLength) return `a match id has 1 to ${limits.maxIdLength} characters`;
  if (!ID.test(id)) return 'a match id has only letters, digits and "_-."';
  return undefined;
}

/**
 * A client's message budget: a token bucket of `burst` tokens refilled at `messagesPerSecond`.
 * A message within budget is handled; one over budget is dropped, and after `floodDisconnect`
 * dropped messages the client is to be disconnected.
 */
export class Budget {
  private tokens: number;
  private last: number;
  /** Messages dropped so far. */
  dropped = 0;

  constructor(private readonly limits: RoomLimits) {
    this.tokens = limits.burst;
    this.last = performance.now();
  }

  /** `ok`: handle the message; `drop`: refuse it (`first`: the first drop since the budget last had room); `cut`: disconnect the client. */
  take(): { kind: 'ok' } | { kind: 'drop'; first: boolean } | { kind: 'cut' } {
    const now = performance.now();
    this.tokens = Math.min(this.limits.burst, this.tokens + ((now - this.last) / 1000) * this.limits.messagesPerSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.streak = 0;
      return { kind: 'ok' };
    }
    this.dropped++;
    this.streak++;
    if (this.dropped >= this.limits.floodDisconnect) return { kind: 'cut' };
    return { kind: 'drop', first: this.streak === 1 };
  }

  private streak = 0;
}
