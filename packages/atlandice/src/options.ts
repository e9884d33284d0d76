import { SetupError } from '@tabula/core';
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

const MAX_CLOCK = 10;
const MAX_TRACK = 100;

function clockCount(value: unknown, fieldName: string): number {
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_CLOCK) {
    throw new SetupError(fieldName, `must be a whole number of clock symbols from 1 to ${MAX_CLOCK}, got ${JSON.stringify(value)}`);
  }
  return value as number;
}

function clockEvent(value: unknown, fieldName: string): ClockEvent | null {
  if (value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v === 'object' && v.kind === 'donation' && Object.keys(v).length === 1) return { kind: 'donation' };
  if (typeof v === 'object' && v.kind === 'inventory' && Object.keys(v).length === 2 && (v.resource === 'all' || RESOURCES.includes(v.resource as never))) {
    return { kind: 'inventory', resource: v.resource as Resource | 'all' };
  }
  throw new SetupError(fieldName, `must be null, { kind: 'donation' } or { kind: 'inventory', resource: ${RESOURCES.join(' | ')} | 'all' }, got ${JSON.stringify(value)}`);
}

/** Validates options into the data a game runs on. Throws a {@link SetupError} naming the field. */
export function resolveOptions(options: AtlandiceOptions | undefined): ResolvedOptions {
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) {
    throw new SetupError('options', 'must be an object');
  }
  const o = options ?? {};
  for (const key of Object.keys(o)) {
    if (!['clockTrack', 'tileClocks', 'blackMarketClock'].includes(key)) {
      throw new SetupError(`options.${key}`, 'is not an Atlandice option (clockTrack, tileClocks, blackMarketClock)');
    }
  }
  let track: (ClockEvent | null)[] = CLOCK_TRACK.map((e) => (e ? { ...e } : null));
  if (o.clockTrack !== undefined) {
    if (!Array.isArray(o.clockTrack) || o.clockTrack.length < 2 || o.clockTrack.length > MAX_TRACK) {
      throw new SetupError('options.clockTrack', `must be an array of 2 to ${MAX_TRACK} spaces`);
    }
    track = o.clockTrack.map((e, i) => clockEvent(e, `options.clockTrack[${i}]`));
    if (track[0] !== null) throw new SetupError('options.clockTrack[0]', 'the start space has no event');
  }
  const tileClocks = Object.fromEntries(TILES.map((t) => [t.id, t.clock])) as Record<TileId, number>;
  if (o.tileClocks !== undefined) {
    if (typeof o.tileClocks !== 'object' || o.tileClocks === null || Array.isArray(o.tileClocks)) {
      throw new SetupError('options.tileClocks', 'must be an object from tile id to clock symbols');
    }
    for (const [id, n] of Object.entries(o.tileClocks)) {
      if (!Object.hasOwn(tileClocks, id)) throw new SetupError(`options.tileClocks.${id}`, `is not a tile (${TILES.map((t) => t.id).join(', ')})`);
      tileClocks[id as TileId] = clockCount(n, `options.tileClocks.${id}`);
    }
  }
  const blackMarketClock = o.blackMarketClock === undefined ? BLACK_MARKET_CLOCK.clock : clockCount(o.blackMarketClock, 'options.blackMarketClock');
  return { track, tileClocks, blackMarketClock };
}
