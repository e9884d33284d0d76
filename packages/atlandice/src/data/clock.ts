/**
 * The clock track (A6, A10.3). Provisional: the printed track is only shown in a picture.
 * Replace it with `options.clockTrack`.
 */
import { deepFreeze } from '@tabula/core';
import type { Resource } from './resources';

/** An event printed on a clock space (A6.2, A6.3). */
export type ClockEvent = { kind: 'inventory'; resource: Resource | 'all' } | { kind: 'donation' };

/** The track: one entry per space, `null` for a space without an event. The last space ends the game. */
export type ClockTrack = readonly (Readonly<ClockEvent> | null)[];

const inv = (resource: Resource | 'all'): ClockEvent => ({ kind: 'inventory', resource });
const don: ClockEvent = { kind: 'donation' };

/** The default track: 21 spaces, 0 (start) to 20 (waves). Provisional (A10.3). */
export const CLOCK_TRACK: ClockTrack = deepFreeze([
  null, null, null, inv('gem'), null, don, null, inv('book'), null, inv('provisions'), null,
  don, null, inv('tool'), null, inv('weapon'), null, don, null, inv('all'), null,
]);

/** Where the default track comes from. */
export const CLOCK_TRACK_SOURCE = 'provisional' as const;
