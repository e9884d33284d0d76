import { knownKeys, SetupError } from '@tabula/core';
import { CLOCK_TRACK, type ClockEvent } from './data/clock';
import { RESOURCES, type Resource } from './data/resources';
import { BLACK_MARKET_CLOCK, TILES, type TileId } from './data/tiles';

/** Setup options: replace the provisional component data (A10) with your own. */
export interface AtlandiceOptions {
  /**
   * The clock track, one entry per space (`null`: no event). At least 2 spaces; the first space is
   * the start and has no event; reaching the last ends the game (A6.4). Default: A10.3.
   */
  clockTrack?: (ClockEvent | null)[];
  /** Clock symbols per tile (whole numbers 1–10); tiles left out keep their default (A10). */
  tileClocks?: Partial<Record<TileId, number>>;
  /** The Black Market's clock symbols (1–10). Default 2 (A10.2). */
  blackMarketClock?: number;
}

/** The data a game runs on, after validation. */
export interface ResolvedOptions {
  track: (ClockEvent | null)[];
  tileClocks: Record<TileId, number>;
  blackMarketClock: number;
}

/** The option keys, in the order the README lists them. */
const OPTION_KEYS = ['clockTrack', 'tileClocks', 'blackMarketClock'] as const;
/** Most clock symbols a tile or the Black Market may show. */
export const MAX_CLOCK = 10;
/** Most spaces a clock track may have. */
export const MAX_TRACK = 100;
/** Fewest spaces: the start and the last. */
export const MIN_TRACK = 2;

/** A short form of a value for a message. */
const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
};

function clockCount(value: unknown, fieldName: string): number {
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_CLOCK) {
    throw new SetupError(fieldName, `must be a whole number of clock symbols from 1 to ${MAX_CLOCK}, got ${show(value)}`);
  }
  return value as number;
}

/** One space of a clock track: `null`, `{ kind: 'donation' }` or `{ kind: 'inventory', resource }`. */
function clockEvent(value: unknown, fieldName: string): ClockEvent | null {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new SetupError(fieldName, `must be null, { kind: 'donation' } or { kind: 'inventory', resource }, got ${show(value)}`);
  }
  const v = value as Record<string, unknown>;
  if (v.kind === 'donation') {
    knownKeys(v, fieldName, ['kind']);
    return { kind: 'donation' };
  }
  if (v.kind === 'inventory') {
    knownKeys(v, fieldName, ['kind', 'resource']);
    const resource = v.resource;
    if (resource !== 'all' && !RESOURCES.includes(resource as Resource)) {
      throw new SetupError(`${fieldName}.resource`, `must be one of ${RESOURCES.join(', ')} or all, got ${show(resource)}`);
    }
    return { kind: 'inventory', resource: resource as Resource | 'all' };
  }
  throw new SetupError(`${fieldName}.kind`, `must be 'donation' or 'inventory', got ${show(v.kind)}`);
}

/**
 * Validates options into the data a game runs on. Throws a {@link SetupError} naming the field:
 * an unknown key (at any depth), a wrong type, `null` where a value is needed, or a value out of
 * range. Nothing unknown is ever silently ignored.
 */
export function resolveOptions(options: unknown): ResolvedOptions {
  if (options === undefined) return defaults();
  knownKeys(options, 'options', OPTION_KEYS);
  const o = options as Record<string, unknown>;
  const out = defaults();
  if (Object.hasOwn(o, 'clockTrack')) {
    const t = o.clockTrack;
    if (!Array.isArray(t) || t.length < MIN_TRACK || t.length > MAX_TRACK) {
      throw new SetupError('options.clockTrack', `must be an array of ${MIN_TRACK} to ${MAX_TRACK} spaces, got ${Array.isArray(t) ? `${t.length} spaces` : show(t)}`);
    }
    out.track = t.map((e, i) => clockEvent(e, `options.clockTrack[${i}]`));
    if (out.track[0] !== null) throw new SetupError('options.clockTrack[0]', 'the start space has no event: it must be null');
  }
  if (Object.hasOwn(o, 'tileClocks')) {
    knownKeys(o.tileClocks, 'options.tileClocks', TILES.map((t) => t.id));
    for (const [id, n] of Object.entries(o.tileClocks as Record<string, unknown>)) {
      out.tileClocks[id as TileId] = clockCount(n, `options.tileClocks.${id}`);
    }
  }
  if (Object.hasOwn(o, 'blackMarketClock')) out.blackMarketClock = clockCount(o.blackMarketClock, 'options.blackMarketClock');
  return out;
}

/** The default data (A10): a fresh copy, which the new state owns. */
function defaults(): ResolvedOptions {
  return {
    track: CLOCK_TRACK.map((e) => (e ? { ...e } : null)),
    tileClocks: Object.fromEntries(TILES.map((t) => [t.id, t.clock])) as Record<TileId, number>,
    blackMarketClock: BLACK_MARKET_CLOCK.clock,
  };
}
